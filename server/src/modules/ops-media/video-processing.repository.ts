import { and, eq, isNull, ne } from 'drizzle-orm';
import type { Db } from '../../db/database';
import { mediaAssets } from '../../db/schema';

const liveVideo = (id: number) => and(eq(mediaAssets.id, id), eq(mediaAssets.kind, 'video'), isNull(mediaAssets.deletedAt));

/** A transcode attempt begins (again, after a retry): 转码中 0%. */
export async function markVideoProcessing(db: Db, id: number): Promise<void> {
  await db
    .update(mediaAssets)
    .set({ status: 'processing', progress: 0, failure: null })
    .where(and(liveVideo(id), ne(mediaAssets.status, 'ready')));
}

export async function setVideoProgress(db: Db, id: number, percent: number): Promise<void> {
  await db
    .update(mediaAssets)
    .set({ progress: percent })
    .where(and(liveVideo(id), eq(mediaAssets.status, 'processing')));
}

export interface FinishedVideo {
  hlsUrl: string;
  renditions: Array<{ width: number; height: number }>;
  posterUrl: string;
  posterSecond: number;
}

/** 可用: answers false when it already was (a second attempt that finished late changes nothing) or is deleted. */
export async function markVideoReady(db: Db, id: number, finished: FinishedVideo): Promise<boolean> {
  const rows = await db
    .update(mediaAssets)
    .set({ ...finished, status: 'ready', progress: 100, failure: null })
    .where(and(liveVideo(id), ne(mediaAssets.status, 'ready')))
    .returning({ id: mediaAssets.id });
  return rows.length > 0;
}

/** Back in the queue for a retry (排队中), or 失败 with the reason after the last one. */
export async function markVideoWaiting(db: Db, id: number, failure: string | null): Promise<void> {
  await db
    .update(mediaAssets)
    .set({ status: failure ? 'failed' : 'queued', progress: null, failure })
    .where(and(liveVideo(id), ne(mediaAssets.status, 'ready')));
}

export async function setVideoPoster(db: Db, id: number, posterUrl: string, posterSecond: number): Promise<boolean> {
  const rows = await db.update(mediaAssets).set({ posterUrl, posterSecond }).where(liveVideo(id)).returning({ id: mediaAssets.id });
  return rows.length > 0;
}
