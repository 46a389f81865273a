import { existsSync, mkdirSync, mkdtempSync, readdirSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { sql, type SQL } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Database, openDatabase } from '../db/database';
import { verifyWatchPassword } from '../modules/gates/watch-password-hash';
import { DEV_WATCH_PASSWORD_SECRET } from '../modules/gates/watch-password-policy';
import { articles, courses, lives, shortVideos } from '../db/schema/index';
import { ensureDatabaseReady } from './ensure-database-ready';
import { buildSeed } from './seed';
import { mediaDir } from './media';

const NOW = new Date('2025-11-20T08:00:00.000Z');
const dataDir = mkdtempSync(join(tmpdir(), 'boyihui-seed-test-'));
const layoutsDir = join(dataDir, 'layouts');
let database: Database;

async function rows<T>(query: SQL): Promise<T[]> {
  const result = await database.db.execute(query);
  return (result as unknown as { rows: T[] }).rows;
}
const numbers = async (query: SQL) => (await rows<{ v: number }>(query)).map((r) => Number(r.v));

beforeAll(async () => {
  mkdirSync(layoutsDir);
  writeFileSync(join(layoutsDir, 'home-new.layout.json'), JSON.stringify({ schemaVersion: 1, id: 'home-new', body: [] }));
  database = await openDatabase({ memory: true });
  const first = await ensureDatabaseReady(database, { dataDir, seedDemo: true, now: NOW, layoutsDir });
  expect(first.seeded).toBe(true);
});

afterAll(async () => {
  await database?.close();
  rmSync(dataDir, { recursive: true, force: true });
});

describe('seed', () => {
  it('is deterministic for a given now', () => {
    const a = buildSeed({ now: NOW });
    const b = buildSeed({ now: NOW });
    expect(JSON.stringify(a.steps.map((s) => [s.table, s.data]))).toBe(JSON.stringify(b.steps.map((s) => [s.table, s.data])));
    expect(a.summary).toEqual(b.summary);
  });

  it('stores what it built (counts and titles)', async () => {
    const built = buildSeed({ now: NOW });
    const builtCourses = built.steps.find((s) => s.table === 'courses')!.data as Array<{ id: number; title: string }>;
    const stored = await database.db.select({ id: courses.id, title: courses.title }).from(courses).orderBy(courses.id);
    expect(stored).toEqual(builtCourses.map(({ id, title }) => ({ id, title })).sort((x, y) => x.id - y.id));
    const [{ v: liveCount }] = await rows<{ v: number }>(sql`SELECT count(*)::int AS v FROM lives`);
    expect(liveCount).toBe(built.summary.counts.lives);
  });

  it('covers every origin_type in channels and feed, and every live_status', async () => {
    expect(await numbers(sql`SELECT DISTINCT origin_type AS v FROM channel_contents ORDER BY 1`)).toEqual([1, 2, 3, 4, 5, 6, 9, 11, 13, 14, 30, 31]);
    expect(await numbers(sql`SELECT DISTINCT live_status AS v FROM lives ORDER BY 1`)).toEqual([0, 1, 2, 5, 6, 7]);
    expect(await numbers(sql`SELECT DISTINCT type AS v FROM lives ORDER BY 1`)).toEqual([1, 2]);
    expect(await numbers(sql`SELECT DISTINCT meeting_status AS v FROM meetings ORDER BY 1`)).toEqual([0, 1, 2]);
    expect(await numbers(sql`SELECT DISTINCT academic_origin_type AS v FROM meetings WHERE origin_type = 31 ORDER BY 1`)).toEqual([4, 13, 14]);
    expect(await numbers(sql`SELECT DISTINCT type AS v FROM articles WHERE content_type = 6 ORDER BY 1`)).toEqual([1, 2]);
    expect(await numbers(sql`SELECT DISTINCT type AS v FROM downloads ORDER BY 1`)).toEqual([1, 3]);
    expect(await numbers(sql`SELECT DISTINCT source_type * 10 + type AS v FROM courses ORDER BY 1`)).toEqual([1, 2, 41, 42]);
    expect(await numbers(sql`SELECT DISTINCT content_type AS v FROM courses ORDER BY 1`)).toEqual([0, 7, 8]);
    expect(await numbers(sql`SELECT DISTINCT EXTRACT(YEAR FROM date)::int AS v FROM activities WHERE date < '2024-01-01' ORDER BY 1`)).toEqual([
      2020, 2021, 2022, 2023,
    ]);
    expect(await numbers(sql`SELECT special_module_id AS v FROM topics WHERE id BETWEEN 5 AND 8 ORDER BY id`)).toEqual([38, 37, 36, 35]);
    expect((await numbers(sql`SELECT count(DISTINCT py)::int AS v FROM medical_columns`))[0]).toBeGreaterThanOrEqual(20);
  });

  it('fills every home channel section and the home screen', async () => {
    const sections = await rows<{ channel_id: number; origin_types: number[] }>(
      sql`SELECT channel_id, array_agg(DISTINCT origin_type ORDER BY origin_type) AS origin_types FROM channel_contents
          WHERE channel_id IN (SELECT id FROM channels WHERE origin_type = 0) GROUP BY channel_id ORDER BY channel_id`,
    );
    expect(sections).toHaveLength(6);
    for (const s of sections) expect(s.origin_types).toEqual(expect.arrayContaining([1, 4, 6, 9, 30]));
    expect(await numbers(sql`SELECT DISTINCT origin_type AS v FROM channels ORDER BY 1`)).toEqual([0, 1, 4, 6]);
    for (const type of [1, 2, 9]) expect((await numbers(sql`SELECT count(*)::int AS v FROM banners WHERE type = ${type}`))[0]).toBeGreaterThanOrEqual(4);
    expect((await numbers(sql`SELECT count(*)::int AS v FROM shortcuts WHERE position_type = 1`))[0]).toBeGreaterThanOrEqual(14);
    expect(await numbers(sql`SELECT DISTINCT layout AS v FROM recommend_modules ORDER BY 1`)).toEqual([1, 2, 3]);
    expect(await numbers(sql`SELECT DISTINCT module_type AS v FROM recommend_modules ORDER BY 1`)).toEqual([1, 3, 4]);
    expect((await numbers(sql`SELECT count(*)::int AS v FROM hot_words`))[0]).toBeGreaterThanOrEqual(8);
    expect(await numbers(sql`SELECT id AS v FROM screen_adverts WHERE start_time <= ${NOW.toISOString()} AND end_time > ${NOW.toISOString()}`)).toEqual([1]);
  });

  it('puts status dates around now and gates items with the hashed watch password 1234', async () => {
    const [badUpcoming] = await numbers(sql`SELECT count(*)::int AS v FROM lives WHERE live_status = 0 AND type = 1 AND start_at <= ${NOW.toISOString()}`);
    expect(badUpcoming).toBe(0);
    const [onAir] = await numbers(
      sql`SELECT count(*)::int AS v FROM lives WHERE live_status = 1 AND start_at <= ${NOW.toISOString()} AND end_at > ${NOW.toISOString()}`,
    );
    expect(onAir).toBeGreaterThan(0);
    const hashes = [
      ...(await database.db.select({ h: courses.passwordHash }).from(courses)),
      ...(await database.db.select({ h: articles.passwordHash }).from(articles)),
      ...(await database.db.select({ h: shortVideos.passwordHash }).from(shortVideos)),
      ...(await database.db.select({ h: lives.passwordHash }).from(lives)),
    ].filter((r) => r.h);
    expect(hashes.length).toBeGreaterThanOrEqual(6);
    expect(await verifyWatchPassword('1234', hashes[0].h!, DEV_WATCH_PASSWORD_SECRET)).toBe('right');
    expect(await verifyWatchPassword('4321', hashes[0].h!, DEV_WATCH_PASSWORD_SECRET)).toBe('wrong');
    expect(await verifyWatchPassword('1234', hashes[0].h!, 'another-watch-password-key')).toBe('wrong');
  });

  it('writes covers and the sample video to DATA_DIR/media and records media_files', async () => {
    const media = mediaDir(dataDir);
    expect(readdirSync(join(media, 'covers')).length).toBeGreaterThan(300);
    expect(statSync(join(media, 'videos', 'sample.mp4')).size).toBeLessThan(300_000);
    expect(existsSync(join(media, 'videos', 'sample-hls', 'index.m3u8'))).toBe(true);
    expect((await rows<{ video_id: string }>(sql`SELECT video_id FROM media_files ORDER BY 1`)).map((r) => r.video_id)).toEqual(
      expect.arrayContaining(['sample-hls', 'sample-mp4']),
    );
  });

  it("lists its covers, clips and PDFs in the media library, named in Chinese, as 博医荟编辑部's", async () => {
    const library = await rows<{
      kind: string;
      name: string;
      url: string;
      size: number;
      uploader_name: string;
      duration: number | null;
      pages: number | null;
      poster_url: string | null;
    }>(sql`SELECT kind, name, url, size, uploader_name, duration, pages, poster_url FROM media_assets`);
    const media = mediaDir(dataDir);
    const byKind = (kind: string) => library.filter((item) => item.kind === kind);
    expect(byKind('image').length).toBe(readdirSync(join(media, 'covers')).length);
    expect(byKind('document').length).toBe(readdirSync(join(media, 'files', 'guides')).length);
    expect(byKind('video').map((item) => item.url)).toEqual(expect.arrayContaining(['/media/videos/sample.mp4', '/media/videos/sample-hls/index.m3u8']));
    for (const item of library) {
      expect(item.uploader_name).toBe('博医荟编辑部');
      // The names an operator reads: titles, not file names like course-12.
      expect(item.name, item.url).toMatch(/^[^a-z]*[\u4e00-\u9fff][^/]*\.(jpg|png|pdf|mp4|m3u8)$/);
      expect(existsSync(join(media, item.url.replace(/^\/media\//, ''))), item.url).toBe(true);
      expect(item.size).toBeGreaterThan(0);
    }
    expect(byKind('video').every((item) => (item.duration ?? 0) > 0)).toBe(true);
    expect(byKind('document').every((item) => (item.pages ?? 0) >= 2)).toBe(true);
    // Each PDF's first page as a JPEG thumbnail, drawn as an upload's would be (seed-pdf-thumbnails.ts).
    for (const item of byKind('document')) expect(existsSync(join(media, item.poster_url!.replace(/^\/media\//, ''))), item.url).toBe(true);
  });

  it('on a later start only adds new layout files', async () => {
    writeFileSync(join(layoutsDir, 'live-list.layout.json'), JSON.stringify({ schemaVersion: 1, id: 'live-list', body: [] }));
    const again = await ensureDatabaseReady(database, { dataDir, seedDemo: true, now: NOW, layoutsDir });
    expect(again).toEqual({ seeded: false, addedLayouts: ['live-list'], addedReference: [] });
    expect(await rows(sql`SELECT id, current_revision, published_revision FROM layouts ORDER BY id`)).toEqual([
      { id: 'home-new', current_revision: 1, published_revision: 1 },
      { id: 'live-list', current_revision: 1, published_revision: 1 },
    ]);
  });
});
