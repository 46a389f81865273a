import { createHash, randomBytes } from 'node:crypto';
import { and, eq, gt, lt } from 'drizzle-orm';
import type { Db } from '../../db/database';
import { layoutPreviewTokens, layoutRevisions, layouts } from '../../db/schema/index';

/** A preview link is meant for the next few minutes of checking, not for sharing. */
export const PREVIEW_TOKEN_TTL_MS = 30 * 60 * 1000;
/** base64url of 32 random bytes. */
export const PREVIEW_TOKEN_PATTERN = '^[A-Za-z0-9_-]{43}$';

const hash = (token: string) => createHash('sha256').update(token).digest('hex');

export async function createPreviewToken(db: Db, input: { layoutId: string; createdBy: string; now: number }): Promise<{ token: string; expiresAt: Date }> {
  const token = randomBytes(32).toString('base64url');
  const expiresAt = new Date(input.now + PREVIEW_TOKEN_TTL_MS);
  await db.delete(layoutPreviewTokens).where(lt(layoutPreviewTokens.expiresAt, new Date(input.now)));
  await db.insert(layoutPreviewTokens).values({ tokenHash: hash(token), layoutId: input.layoutId, createdBy: input.createdBy, expiresAt });
  return { token, expiresAt };
}

export interface DraftLayout {
  id: string;
  revision: number;
  etag: string;
  document: unknown;
}

/**
 * The layout a live preview token opens: its newest saved revision (the draft, or the published one
 * when there is no draft). Undefined for unknown or expired tokens.
 */
export async function findDraftByToken(db: Db, token: string, now: number): Promise<DraftLayout | undefined> {
  const [row] = await db
    .select({ id: layoutRevisions.layoutId, revision: layoutRevisions.revision, etag: layoutRevisions.etag, document: layoutRevisions.document })
    .from(layoutPreviewTokens)
    .innerJoin(layouts, eq(layouts.id, layoutPreviewTokens.layoutId))
    .innerJoin(layoutRevisions, and(eq(layoutRevisions.layoutId, layouts.id), eq(layoutRevisions.revision, layouts.currentRevision)))
    .where(and(eq(layoutPreviewTokens.tokenHash, hash(token)), gt(layoutPreviewTokens.expiresAt, new Date(now))))
    .limit(1);
  return row;
}
