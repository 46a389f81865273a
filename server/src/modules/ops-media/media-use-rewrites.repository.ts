import { and, eq, gte, inArray, isNotNull, or, sql, type AnyColumn, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/database';
import {
  articles,
  banners,
  courses,
  layoutRevisions,
  layouts,
  lives,
  meetings,
  opsContentDrafts,
  screenAdverts,
  shortcuts,
  shortVideos,
  topics,
} from '../../db/schema';
import { layoutEtag } from '../layouts';
import { publishedUsesOf, swapMediaFile, type MediaFileColumns, type MediaUseRow } from './ops-media.repository';

/** What a rewrite changed besides the published places (which publishedUsesOf names before it runs). */
export interface RewrittenAddresses {
  /** Layout revisions rewritten in place: each layout's published revision and its newer drafts. */
  layoutRevisions: Array<{ id: string; revision: number }>;
  /** Home content kinds whose pending draft held an old address. */
  contentDrafts: string[];
  /** Whether an article's cover or body changed (their rows are cached apart from the home). */
  articles: boolean;
}

type Pairs = ReadonlyArray<readonly [from: string, to: string]>;

/** `column in (…)` */
const oneOf = (column: AnyColumn, pairs: Pairs) =>
  sql`${column} in (${sql.join(
    pairs.map(([from]) => sql`${from}`),
    sql`, `,
  )})`;

/** A column holding one address: the old one swapped for its replacement, any other value kept. */
const swapped = (column: AnyColumn, pairs: Pairs) =>
  sql`case ${column} ${sql.join(
    pairs.map(([from, to]) => sql`when ${from} then ${to}`),
    sql` `,
  )} else ${column} end`;

/** Text mentioning addresses anywhere (an article's HTML, a draft's JSON): every one replaced. */
const replacedIn = (text: SQL | AnyColumn, pairs: Pairs): SQL => pairs.reduce<SQL>((inner, [from, to]) => sql`replace(${inner}, ${from}, ${to})`, sql`${text}`);

const mentions = (text: SQL | AnyColumn, pairs: Pairs) =>
  sql`(${sql.join(
    pairs.map(([from]) => sql`strpos(${text}, ${from}) > 0`),
    sql` or `,
  )})`;

/** An address as it is written inside a JSON document (quotes and backslashes escaped, slashes as they are). */
const inJson = (pairs: Pairs): Pairs => pairs.map(([from, to]) => [JSON.stringify(from).slice(1, -1), JSON.stringify(to).slice(1, -1)] as const);

/** A JSON document with every address replaced: a replacement's addresses never contain an old one. */
function replacedDocument(document: unknown, pairs: Pairs): unknown {
  let text = JSON.stringify(document);
  for (const [from, to] of inJson(pairs)) text = text.replaceAll(from, to);
  return JSON.parse(text) as unknown;
}

/** What changed when an item got its new file: the places that showed the old one, and the rest rewritten. */
export interface FileSwap {
  uses: MediaUseRow[];
  changed: RewrittenAddresses;
}

/**
 * In one transaction: item `id` gets `file` (if it still has the file `previousSha256`), every place that
 * showed one of `oldUrls` is rewritten by `addresses`, and `audit` records it; undefined (nothing changed)
 * when the item is gone or was replaced meanwhile. A place shows either the old file or the new one, never
 * an address of a file the row no longer names.
 */
export async function swapFileEverywhere(
  db: Db,
  input: { id: number; previousSha256: string; file: MediaFileColumns; oldUrls: string[]; addresses: ReadonlyMap<string, string> },
  audit: (tx: Db, swap: FileSwap) => Promise<void>,
): Promise<FileSwap | undefined> {
  return db.transaction(async (tx) => {
    if (!(await swapMediaFile(tx, input.id, input.previousSha256, input.file))) return undefined;
    const uses = await publishedUsesOf(tx, input.oldUrls);
    const swap = { uses, changed: await rewriteMediaAddresses(tx, input.addresses) };
    await audit(tx, swap);
    return swap;
  });
}

/**
 * Rewrites every address in `addresses` (old → new) wherever the app or a pending draft holds it: home
 * banners, icon entrances and the splash advert, the catalogue's covers and article bodies, home content
 * drafts, and each published layout's published revision and newer drafts. Run inside the replacement's
 * transaction, so a place shows either the old file or the new one, never a mix.
 */
async function rewriteMediaAddresses(tx: Db, addresses: ReadonlyMap<string, string>): Promise<RewrittenAddresses> {
  const pairs: Pairs = [...addresses].filter(([from, to]) => from !== to);
  if (pairs.length === 0) return { layoutRevisions: [], contentDrafts: [], articles: false };

  await tx
    .update(banners)
    .set({ img: swapped(banners.img, pairs) })
    .where(oneOf(banners.img, pairs));
  await tx
    .update(shortcuts)
    .set({ logo: swapped(shortcuts.logo, pairs) })
    .where(oneOf(shortcuts.logo, pairs));
  await tx
    .update(screenAdverts)
    .set({ coverImg: swapped(screenAdverts.coverImg, pairs) })
    .where(oneOf(screenAdverts.coverImg, pairs));
  for (const table of [courses, shortVideos, lives, meetings, topics]) {
    await tx
      .update(table)
      .set({ coverImg: swapped(table.coverImg, pairs) })
      .where(oneOf(table.coverImg, pairs));
  }
  const changedArticles = await tx
    .update(articles)
    .set({ coverImg: swapped(articles.coverImg, pairs), content: replacedIn(articles.content, pairs) })
    .where(or(oneOf(articles.coverImg, pairs), mentions(articles.content, pairs)))
    .returning({ id: articles.id });

  // updated_at is left alone: a schedule pinned to the draft as it was still publishes it, now with the new file.
  const jsonPairs = inJson(pairs);
  const drafts = await tx
    .update(opsContentDrafts)
    .set({ items: sql`(${replacedIn(sql`${opsContentDrafts.items}::text`, jsonPairs)})::jsonb` })
    .where(mentions(sql`${opsContentDrafts.items}::text`, jsonPairs))
    .returning({ kind: opsContentDrafts.kind });

  return { layoutRevisions: await rewriteLayoutRevisions(tx, pairs), contentDrafts: drafts.map((draft) => draft.kind), articles: changedArticles.length > 0 };
}

/**
 * The published revision of each layout and its newer drafts, rewritten in place with a new ETag: the
 * revision numbers stay, so an open editor, a pending draft and a schedule pinned to a revision keep
 * working (docs/media-library.md, "Replacing a file"). Older revisions are history and are left as they were.
 */
async function rewriteLayoutRevisions(tx: Db, pairs: Pairs): Promise<Array<{ id: string; revision: number }>> {
  const jsonPairs = inJson(pairs);
  const liveOrNewer = and(isNotNull(layouts.publishedRevision), gte(layoutRevisions.revision, layouts.publishedRevision));
  const found = await tx
    .selectDistinct({ id: layouts.id })
    .from(layouts)
    .innerJoin(layoutRevisions, eq(layoutRevisions.layoutId, layouts.id))
    .where(and(liveOrNewer, mentions(sql`${layoutRevisions.document}::text`, jsonPairs)));
  if (found.length === 0) return [];
  const ids = found.map((row) => row.id);
  // The layouts' row locks, as a save or a publish takes them: neither runs between this read and the writes.
  await tx.select({ id: layouts.id }).from(layouts).where(inArray(layouts.id, ids)).orderBy(layouts.id).for('update');
  const revisions = await tx
    .select({ id: layoutRevisions.layoutId, revision: layoutRevisions.revision, document: layoutRevisions.document })
    .from(layoutRevisions)
    .innerJoin(layouts, eq(layouts.id, layoutRevisions.layoutId))
    .where(and(inArray(layouts.id, ids), liveOrNewer, mentions(sql`${layoutRevisions.document}::text`, jsonPairs)));
  for (const row of revisions) {
    const document = replacedDocument(row.document, pairs);
    await tx
      .update(layoutRevisions)
      .set({ document, etag: layoutEtag(row.revision, document) })
      .where(and(eq(layoutRevisions.layoutId, row.id), eq(layoutRevisions.revision, row.revision)));
  }
  return revisions.map(({ id, revision }) => ({ id, revision }));
}
