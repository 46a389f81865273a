import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { articles, channelContents, comments, courses, downloads, lives, medicalColumns, shortVideos, topicColumns, topics } from '../db/schema/index';
import { LiveStatus } from '../db/target-types';
import { SECTION_PREVIEW_SIZE } from '../modules/channels/channels.service';
import { chinaMinuteOfDay, inLiveWindow } from './live-times';
import { coverSvg, mediaDir, renderCover } from './media';
import { mp4DurationSeconds } from './mp4-duration';
import { buildSeed, DEFAULT_SEED_ORIGIN, writeSeedMedia } from './seed';
import { BIG_GUIDE_ID } from './build-topics';
import { CATEGORY_IDS } from './context';
import { LECTURE_DECKS } from './lecture-slides';
import { MEDICAL_COLUMNS, RESEARCH_SUBJECTS, SPECIALTIES } from './texts';
import { hasFfmpeg, LECTURE_CLIPS, SHORT_CLIPS } from './video-clips';

// 16:00 in China; NIGHT is 03:00 there.
const NOW = new Date('2025-11-20T08:00:00.000Z');
const NIGHT = new Date('2025-11-19T19:00:00.000Z');

type Rows = {
  courses: Array<typeof courses.$inferInsert>;
  short_videos: Array<typeof shortVideos.$inferInsert>;
  lives: Array<typeof lives.$inferInsert>;
  articles: Array<typeof articles.$inferInsert>;
  medical_columns: Array<typeof medicalColumns.$inferInsert>;
  downloads: Array<typeof downloads.$inferInsert>;
  comments: Array<typeof comments.$inferInsert>;
  channel_contents: Array<typeof channelContents.$inferInsert>;
  topics: Array<typeof topics.$inferInsert>;
  topic_columns: Array<typeof topicColumns.$inferInsert>;
};

function seedRows(now: Date, videoMode: 'generated' | 'sample' = 'generated') {
  const built = buildSeed({ now, videoMode });
  const table = <K extends keyof Rows>(name: K): Rows[K] => built.steps.find((s) => s.table === name)!.data as Rows[K];
  return { built, table };
}

/** PDF Info /Title: Skia writes it as UTF-16BE hex. */
function pdfTitle(pdf: Buffer): string {
  const hex = /\/Title <FEFF([0-9A-F]*)>/.exec(pdf.toString('latin1'))?.[1] ?? '';
  const bytes = Buffer.from(hex, 'hex');
  return String.fromCharCode(...Array.from({ length: bytes.length / 2 }, (_, i) => bytes.readUInt16BE(i * 2)));
}
const pdfPages = (pdf: Buffer) => (pdf.toString('latin1').match(/\/Type \/Page\b(?!s)/g) ?? []).length;

const { built, table } = seedRows(NOW);
const singles = table('lives').filter((l) => l.type === 1);

describe('seed coherence', () => {
  it('gives no two lives the same title', () => {
    const titles = table('lives').map((l) => l.title);
    expect(new Set(titles).size).toBe(titles.length);
  });

  it('starts every live at lunchtime or in the evening, China time, on air ones too, whenever the seed runs', () => {
    const clock = (d: Date) => `${Math.floor(chinaMinuteOfDay(d) / 60)}:${String(chinaMinuteOfDay(d) % 60).padStart(2, '0')}`;
    for (const live of singles) expect(inLiveWindow(live.startAt), `${live.title} ${clock(live.startAt)}`).toBe(true);
    const night = seedRows(NIGHT).table('lives');
    for (const live of night.filter((l) => l.type === 1)) expect(inLiveWindow(live.startAt), `${live.title} ${clock(live.startAt)}`).toBe(true);
    // Still on air at 03:00: last evening's live, running past now.
    for (const live of night.filter((l) => l.liveStatus === LiveStatus.live)) {
      expect(live.startAt.getTime()).toBeLessThanOrEqual(NIGHT.getTime());
      expect(live.endAt!.getTime()).toBeGreaterThan(NIGHT.getTime());
    }
  });

  it('files medical columns under the letter of their pinyin', () => {
    const letters = Object.fromEntries(table('medical_columns').map((c) => [c.title, c.py]));
    expect(letters['重症医学']).toBe('Z');
    expect(letters['心电图学堂']).toBe('X');
    expect(letters['乳腺健康']).toBe('R');
  });

  it('puts articles under medical columns of their own field', () => {
    const columns = new Map(table('medical_columns').map((c, i) => [c.id, MEDICAL_COLUMNS[i]]));
    const filed = table('articles').filter((a) => a.medicalColumnId != null);
    expect(filed.length).toBeGreaterThan(40);
    for (const article of filed) {
      const column = columns.get(article.medicalColumnId!)!;
      const subjects = column.subjects ?? SPECIALTIES[column.specialty].diseases;
      expect(
        subjects.some((s) => article.title.includes(s)),
        `${article.title} in ${column.title}`,
      ).toBe(true);
    }
  });

  it('lists research-methods lectures under 科研好课 and cardiovascular courses in the cardiovascular topic', () => {
    const isResearch = (title: string) => RESEARCH_SUBJECTS.some((s) => title.includes(s));
    const liveTitle = new Map(table('lives').map((l) => [l.id, l.title]));
    const research = table('channel_contents').filter((c) => c.channelId === 14);
    expect(research.length).toBeGreaterThan(3);
    for (const item of research) expect(isResearch(liveTitle.get(item.originId)!), liveTitle.get(item.originId)).toBe(true);
    for (const course of table('courses').filter((c) => c.contentType === 8 && c.type === 1)) expect(isResearch(course.title), course.title).toBe(true);

    const courseTitle = new Map(table('courses').map((c) => [c.id, c.title]));
    const cardioTopic = table('topics').find((t) => t.title === '心血管疾病防治专项')!;
    const items = table('topic_columns').filter((c) => c.topicId === cardioTopic.id);
    expect(items.length).toBeGreaterThan(0);
    for (const item of items) {
      const title = courseTitle.get(item.originId!)!;
      expect(
        SPECIALTIES[0].diseases.some((d) => title.includes(d)),
        title,
      ).toBe(true);
    }
  });

  it('writes comments that differ from item to item and descriptions without a repeated sentence', () => {
    const byItem = new Map<string, Set<string>>();
    for (const c of table('comments')) {
      const key = `${c.commentType}:${c.contentId}`;
      byItem.set(key, (byItem.get(key) ?? new Set()).add(c.content));
    }
    const items = [...byItem.values()];
    for (let a = 0; a < items.length; a++) for (let b = a + 1; b < items.length; b++) expect([...items[a]].filter((text) => items[b].has(text))).toEqual([]);
    const descriptions = [...table('courses').map((c) => c.courseDesc), ...table('articles').map((a) => a.desc), ...table('topics').map((t) => t.desc)];
    for (const text of descriptions) {
      const sentences = (text ?? '').split('。').filter(Boolean);
      expect(new Set(sentences).size, text ?? '').toBe(sentences.length);
    }
  });

  it('gives each home channel section more than its preview, for 查看更多', () => {
    for (let channelId = 1; channelId <= SPECIALTIES.length; channelId++) {
      const of = (types: number[]) => table('channel_contents').filter((c) => c.channelId === channelId && types.includes(c.originType)).length;
      expect(of([4]), `lives of channel ${channelId}`).toBeGreaterThan(SECTION_PREVIEW_SIZE);
      expect(of([1, 3]), `courses of channel ${channelId}`).toBeGreaterThan(SECTION_PREVIEW_SIZE);
    }
  });

  it('shows the running time of the clip a course or short video plays', () => {
    const clips = new Map([...LECTURE_CLIPS, ...SHORT_CLIPS].map((c) => [c.videoId, c]));
    const played = [...table('courses').filter((c) => c.videoId), ...table('short_videos')];
    expect(new Set(played.map((p) => p.videoId)).size).toBeGreaterThanOrEqual(8);
    for (const item of played) expect(item.duration, item.title).toBe(clips.get(item.videoId!)!.seconds);
    for (const item of table('short_videos')) expect(clips.get(item.videoId!)!.height).toBeGreaterThan(clips.get(item.videoId!)!.width);
    // Without ffmpeg every card says what the 6-second sample really lasts.
    const sample = seedRows(NOW, 'sample')
      .table('courses')
      .filter((c) => c.videoId);
    for (const item of sample) expect(item.duration).toBe(6);
  });
});

describe('seed media files', () => {
  const dataDir = mkdtempSync(join(tmpdir(), 'boyihui-seed-media-'));
  beforeAll(async () => {
    await writeSeedMedia(dataDir, built);
  }, 120_000);
  afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

  it.skipIf(!hasFfmpeg())('writes clips whose real duration is the one on the cards', () => {
    for (const clip of [...LECTURE_CLIPS, ...SHORT_CLIPS]) {
      const file = join(mediaDir(dataDir), clip.filePath);
      expect(mp4DurationSeconds(readFileSync(file)), clip.videoId).toBe(clip.seconds);
    }
    for (const item of table('courses').filter((c) => c.videoId)) {
      const clip = LECTURE_CLIPS.find((c) => c.videoId === item.videoId)!;
      expect(mp4DurationSeconds(readFileSync(join(mediaDir(dataDir), clip.filePath)))).toBe(item.duration);
    }
  });

  it('writes guideline PDFs with their own Chinese title and several pages, kept small but one over 20 MB', () => {
    const guides = table('downloads').filter((d) => d.type === 1);
    expect(guides.length).toBeGreaterThan(10);
    let total = 0;
    for (const guide of guides) {
      const file = join(mediaDir(dataDir), guide.link!.replace(/^\/media\//, ''));
      const pdf = readFileSync(file);
      if (guide.id === BIG_GUIDE_ID) expect(pdf.length).toBeGreaterThan(20 * 1024 * 1024);
      else total += pdf.length;
      expect(pdfTitle(pdf)).toBe(guide.title);
      expect(pdfPages(pdf), guide.title).toBeGreaterThanOrEqual(2);
    }
    expect(new Set(guides.map((g) => g.link)).size).toBe(guides.length);
    expect(total / (guides.length - 1)).toBeLessThan(200_000);
    for (const course of table('courses'))
      for (const file of course.downloads ?? []) expect(existsSync(join(mediaDir(dataDir), file.link.slice('/media/'.length)))).toBe(true);
  });

  it('draws each topic QR code for the topic page and partner logos as images', async () => {
    const topic = table('topics')[0];
    expect(topic.qrcode).toMatch(/\.png$/);
    const png = readFileSync(join(mediaDir(dataDir), topic.qrcode!.replace(/^\/media\//, '')));
    const spec = { title: '扫码进入专题', shape: 'qr' as const, link: `${DEFAULT_SEED_ORIGIN}/topic-detail/${topic.id}` };
    expect(coverSvg(spec, ['#000', '#000'])).toMatch(/<path d="M[\d. hvMz-]{200,}"/);
    expect(png.equals(await renderCover(coverSvg(spec, ['#000', '#000']), spec))).toBe(true);
  });

  it("shows a live's stream and replay a lecture of the live's own specialty, where the demo has one", () => {
    const deckOf = (videoId: string) => LECTURE_DECKS[Number(videoId.slice(-2)) - 1];
    const taught = new Set(LECTURE_DECKS.map((deck) => deck.specialty));
    // A live's specialty is the one whose diseases its title names (lives are not filed by specialty).
    const specialtyOf = (title: string) => {
      const named = SPECIALTIES.flatMap((s, i) => (s.diseases.some((d) => title.includes(d)) ? [i] : []));
      return named.length === 1 ? named[0] : undefined;
    };
    let checked = 0;
    for (const live of table('lives')) {
      const specialty = specialtyOf(live.title);
      if (!live.videoId?.startsWith('lecture-') || specialty === undefined || !taught.has(specialty)) continue;
      expect(deckOf(live.videoId).specialty, `${live.title} plays ${deckOf(live.videoId).title}`).toBe(specialty);
      checked += 1;
    }
    expect(checked).toBeGreaterThan(5);
  });

  it("plays a course a lecture of the course's own specialty, where the demo has one", () => {
    const deckOf = (videoId: string) => LECTURE_DECKS[Number(videoId.slice(-2)) - 1];
    const taught = new Set(LECTURE_DECKS.map((deck) => deck.specialty));
    const standalone = table('courses').filter((c) => c.type === 1 && c.parentId == null && c.contentType === 0 && c.videoId?.startsWith('lecture-'));
    expect(standalone.length).toBeGreaterThan(5);
    for (const course of standalone) {
      const specialty = (CATEGORY_IDS.course as readonly number[]).indexOf(course.categoryId!);
      if (!taught.has(specialty)) continue;
      expect(deckOf(course.videoId!).specialty, `${course.title} plays ${deckOf(course.videoId!).title}`).toBe(specialty);
    }
  });
});
