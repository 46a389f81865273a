import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { OpsItemKind } from '../../../contract/generated/schema-types';
import { ITEM_PREVIEW_HEADER } from '../../../contract/request/item-preview';
import type { Db } from '../db/database';

/**
 * The back-office item a detail shows: the kinds it may be (articles and cases share a table) and its id,
 * or how to find the id when the address does not carry it (a meeting's uuid, a lesson's series). The
 * lookup runs only for a request whose preview link names an item of one of these kinds.
 */
export interface DraftItem {
  kinds: readonly OpsItemKind[];
  id: number | ((db: Db) => Promise<number | undefined>);
}

/**
 * 手机预览's port: `read` run on the database as it would be with the item's draft published, for a request
 * whose preview link names exactly that item (kind and id, signed and unexpired); undefined, without
 * running `read`, for every other request. Nothing it sees is kept: the draft is applied in a transaction
 * that is rolled back, so `read` must use the `db` it is given (and no cache). app.ts sets it from the back
 * office (modules/ops-catalogue/draft-preview.ts), so the content modules do not depend on that module.
 */
export type DraftPreview = <T>(request: FastifyRequest, item: DraftItem, read: (db: Db) => Promise<T | undefined>) => Promise<T | undefined>;

declare module 'fastify' {
  interface FastifyInstance {
    /** Undefined: drafts are never shown (an app without the back office, as some tests build it). */
    draftPreview?: DraftPreview;
  }
}

/**
 * A detail route's preview branch: the draft's answer, marked so that no cache (browser, proxy, CDN) keeps
 * it; undefined for everyone else, who then get the published item as the route always answers it.
 */
export async function draftAnswer<T>(
  app: FastifyInstance,
  request: FastifyRequest,
  reply: FastifyReply,
  item: DraftItem,
  read: (db: Db) => Promise<T | undefined>,
): Promise<T | undefined> {
  if (!app.draftPreview || request.headers[ITEM_PREVIEW_HEADER] === undefined) return undefined;
  const answer = await app.draftPreview(request, item, read);
  if (answer !== undefined) reply.header('cache-control', 'private, no-store');
  return answer;
}
