import type { FastifyInstance } from 'fastify';
import { ITEM_PREVIEW_HEADER, ITEM_PREVIEW_KINDS } from '../../../../contract/request/item-preview';
import type { Db } from '../../db/database';
import type { DraftPreview } from '../../plugins/draft-preview';
import { AppError } from '../../plugins/envelope';
import type { ItemKind } from './item-kind';
import { ITEM_MESSAGES } from './item-messages';
import { ITEM_KINDS } from './item-kinds';
import { readPreviewToken } from './item-preview';
import { findItemDraft } from './items.repository';

/**
 * How long a preview's read may hold its transaction. A read that strays onto the app's database instead of
 * the handle it was given would, on PGlite (one connection), wait for this transaction forever and stall
 * every request with it; given up, the transaction rolls back and the database is free again.
 */
export const PREVIEW_READ_LIMIT_MS = 10_000;

/** Thrown to end the preview's transaction: it carries the answer out while everything written is undone. */
class PreviewRolledBack<T> extends Error {
  constructor(readonly answer: T | undefined) {
    super('draft preview: rolled back');
  }
}

async function withinLimit<T>(reading: Promise<T>, limitMs: number): Promise<T> {
  // What the read does after it was given up is of no interest (its transaction is gone).
  reading.catch(() => undefined);
  let timer: NodeJS.Timeout | undefined;
  const deadline = new Promise<never>((_resolve, reject) => {
    timer = setTimeout(() => reject(new AppError(503, ITEM_MESSAGES.previewTimedOut)), limitMs);
  });
  try {
    return await Promise.race([reading, deadline]);
  } finally {
    clearTimeout(timer);
  }
}

/**
 * `read` on the database as it would be with the item's draft (or, without one, its current fields)
 * published: written by the kind's own publish, so every part of it (a series' lessons, a topic's modules,
 * a live's white list) reads exactly as doctors would get it, then rolled back. Nothing else a publish does
 * happens (no version, no audit, no cache news), and nobody else ever sees these rows.
 */
export async function readWithDraftPublished<T>(
  db: Db,
  item: { kind: ItemKind; id: number },
  read: (db: Db) => Promise<T | undefined>,
  limitMs = PREVIEW_READ_LIMIT_MS,
): Promise<T | undefined> {
  const { kind, id } = item;
  try {
    await db.transaction(async (tx) => {
      const row = await kind.read(tx, id);
      if (!row) throw new PreviewRolledBack<T>(undefined);
      const draft = await findItemDraft(tx, kind.name, id);
      await kind.publish(tx, id, draft?.fields ?? row.fields);
      throw new PreviewRolledBack(await withinLimit(read(tx), limitMs));
    });
  } catch (error) {
    // Reason for the cast: only this function throws PreviewRolledBack, always with a T.
    if (error instanceof PreviewRolledBack) return (error as PreviewRolledBack<T>).answer;
    throw error;
  }
  return undefined;
}

/** The DraftPreview port (plugins/draft-preview.ts): only the one item a valid preview link names. */
export function draftPreviewOf(app: FastifyInstance): DraftPreview {
  return async (request, item, read) => {
    const secret = app.contentPassSecret;
    const named = secret ? readPreviewToken(secret, request.headers[ITEM_PREVIEW_HEADER]) : undefined;
    const kindName = item.kinds.find((kind) => kind === named?.kind && ITEM_PREVIEW_KINDS.has(kind));
    const kind = kindName && ITEM_KINDS[kindName];
    if (!named || !kind) return undefined;
    const id = typeof item.id === 'number' ? item.id : await item.id(app.db);
    if (id !== named.id) return undefined;
    return readWithDraftPublished(app.db, { kind, id }, read);
  };
}
