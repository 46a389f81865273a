import { and, asc, eq, inArray, lte, sql } from 'drizzle-orm';
import type { Db } from '../../db/database';
import { downloadEmailRequests, downloads } from '../../db/schema/index';

/*
 * The statements of the download e-mail queue (download-email-queue.ts holds its retry rules).
 */

export interface ClaimedRequest {
  id: number;
  downloadId: number;
  email: string;
  attempts: number;
}

const t = downloadEmailRequests;

/**
 * Claims due rows in one statement: UPDATE … WHERE id IN (SELECT … FOR UPDATE SKIP LOCKED) RETURNING.
 * Two API processes (or two passes) never claim the same row: the one whose SELECT finds a row locked
 * skips it, and a row once claimed is 'sending' with a lease in the future, so it is no longer due.
 */
export async function claimDueRequests(db: Db, at: Date, options: { leaseMs: number; limit: number; onlyId?: number }): Promise<ClaimedRequest[]> {
  const due = db
    .select({ id: t.id })
    .from(t)
    .where(and(inArray(t.status, ['queued', 'sending']), lte(t.nextAttemptAt, at), options.onlyId === undefined ? undefined : eq(t.id, options.onlyId)))
    .orderBy(asc(t.nextAttemptAt), asc(t.id))
    .limit(options.limit)
    .for('update', { skipLocked: true });
  return db
    .update(t)
    .set({ status: 'sending', attempts: sql`${t.attempts} + 1`, nextAttemptAt: new Date(at.getTime() + options.leaseMs) })
    .where(inArray(t.id, due))
    .returning({ id: t.id, downloadId: t.downloadId, email: t.email, attempts: t.attempts });
}

/** The title and link of the file a request mails, or undefined when the download is gone. */
export async function findMailedFile(db: Db, downloadId: number): Promise<{ title: string; link: string } | undefined> {
  const [file] = await db.select({ title: downloads.title, link: downloads.link }).from(downloads).where(eq(downloads.id, downloadId));
  return file;
}

/** Settles a claimed request after a failed attempt (only while it is still this claim's: status sending). */
export async function markRequestFailed(db: Db, id: number, outcome: { status: string; lastError: string; nextAttemptAt: Date }): Promise<void> {
  await db
    .update(t)
    .set(outcome)
    .where(and(eq(t.id, id), eq(t.status, 'sending')));
}

/** Settles a claimed request as sent (only while it is still this claim's: status sending). */
export async function markRequestSent(db: Db, id: number, at: Date): Promise<void> {
  await db
    .update(t)
    .set({ status: 'sent', sentAt: at, lastError: null })
    .where(and(eq(t.id, id), eq(t.status, 'sending')));
}

export async function findRequestStatus(db: Db, id: number): Promise<string | undefined> {
  const [current] = await db.select({ status: t.status }).from(t).where(eq(t.id, id));
  return current?.status;
}
