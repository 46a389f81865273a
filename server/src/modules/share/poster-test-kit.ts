import { mkdirSync, mkdtempSync, readdirSync, rmSync, statSync, symlinkSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { asc } from 'drizzle-orm';
import { inject } from 'vitest';
import type { AppConfig } from '../../config/config';
import { articles, courses, lives, shortVideos } from '../../db/schema/index';
import { openTestApp, testConfig, type TestApp } from '../../testing/test-app';
import type { TestDatabaseKind } from '../../testing/test-database';

/** Shared by the share-poster abuse tests and their event-loop (stall) test. */

export interface ShareAnswer {
  status: number;
  retryAfter: string | null;
  code: number;
  message: string;
  posterUrl?: string;
}

export interface ShareTarget {
  type: 1 | 2 | 3 | 4;
  id: number;
  contentType: number;
}

/**
 * A DATA_DIR of its own (so poster counts and sizes are this test's alone) whose media/covers is the
 * run's seeded covers: posters are drawn from the real cover files.
 */
export function freshDataDir(): string {
  const dir = mkdtempSync(join(tmpdir(), 'boyihui-poster-test-'));
  mkdirSync(join(dir, 'media'));
  symlinkSync(join(inject('testDataDir'), 'media', 'covers'), join(dir, 'media', 'covers'));
  return dir;
}

export function posterFiles(dataDir: string): string[] {
  try {
    return readdirSync(join(dataDir, 'media', 'posters'))
      .filter((name) => name.endsWith('.png'))
      .sort();
  } catch {
    return [];
  }
}

export function posterBytes(dataDir: string): number {
  return posterFiles(dataDir).reduce((sum, name) => sum + statSync(join(dataDir, 'media', 'posters', name)).size, 0);
}

export async function openPosterApp(kind: TestDatabaseKind, posters: Partial<AppConfig['posters']> = {}): Promise<{ t: TestApp; dataDir: string }> {
  const dataDir = freshDataDir();
  const base = testConfig({ DATA_DIR: dataDir });
  const opened = await openTestApp(kind, { config: { DATA_DIR: dataDir, posters: { ...base.posters, ...posters } } });
  // Closing the app also removes its data folder (the posters it drew).
  const t: TestApp = {
    ...opened,
    async close() {
      await opened.close();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
  return { t, dataDir };
}

export async function askShare(baseUrl: string, query: string): Promise<ShareAnswer> {
  const response = await fetch(`${baseUrl}/course/api/share?${query}`);
  const body = (await response.json()) as { code: number; message: string; data?: { post_img_url: string } };
  return {
    status: response.status,
    retryAfter: response.headers.get('retry-after'),
    code: body.code,
    message: body.message,
    posterUrl: body.data?.post_img_url,
  };
}

/** `perType` real items of each share type (skipping the first `skip`), with their real content_type. */
export async function realTargets(t: TestApp, perType: number, skip = 0): Promise<ShareTarget[]> {
  const db = t.app.db;
  const pick = async (type: ShareTarget['type'], rows: Promise<{ id: number; contentType: number }[]>) =>
    (await rows).map((row) => ({ type, id: row.id, contentType: row.contentType }));
  return [
    ...(await pick(1, db.select({ id: courses.id, contentType: courses.contentType }).from(courses).orderBy(asc(courses.id)).offset(skip).limit(perType))),
    ...(await pick(2, db.select({ id: articles.id, contentType: articles.contentType }).from(articles).orderBy(asc(articles.id)).offset(skip).limit(perType))),
    ...(await pick(
      3,
      db.select({ id: shortVideos.id, contentType: shortVideos.contentType }).from(shortVideos).orderBy(asc(shortVideos.id)).offset(skip).limit(perType),
    )),
    ...(await pick(4, db.select({ id: lives.id, contentType: lives.contentType }).from(lives).orderBy(asc(lives.id)).offset(skip).limit(perType))),
  ];
}

export const queryOf = (target: ShareTarget, contentType = target.contentType) => `type=${target.type}&content_id=${target.id}&content_type=${contentType}`;
