import type { Db } from '../../db/database';
import { splitLayoutId } from '../../../../contract/routes/layout-page';
import type { OpsLayoutForEditing, OpsLayoutRevision, OpsLayoutSummary } from '../../../../contract/generated/schema-types';
import {
  findLayoutRow,
  findRevision,
  landingPageTitles,
  layoutRows,
  layoutVariantOwners,
  publicationRows,
  publicationsOfRevisions,
  publishedRevisionAuthors,
  revisionNotes,
  revisionRows,
} from './ops-layouts.repository';

// The answers' shapes come from schemas/ops (ops API responses), generated; not declared again here.
export type LayoutListEntry = OpsLayoutSummary;
export type RevisionListEntry = OpsLayoutRevision;
/** GET /ops/api/layouts/{id}, with the stored document as read (drafts are not checked on save). */
export type EditableLayout = Omit<OpsLayoutForEditing, 'document'> & { document: unknown };

/** Channels (home) and topics get their own layouts `<base>.<id>`: each such layout id → the channel's or topic's name. */
async function variantTitles(db: Db): Promise<Map<string, string>> {
  const { homeChannels, topics: topicRows } = await layoutVariantOwners(db);
  return new Map([...homeChannels.map((c) => [`channel-home.${c.id}`, c.title] as const), ...topicRows.map((t) => [`topic-detail.${t.id}`, t.title] as const)]);
}

/** Landing pages are named by their own document's title (they have no channel or topic behind them). */
async function landingTitles(db: Db): Promise<Map<string, string>> {
  return new Map((await landingPageTitles(db)).flatMap((row) => (row.title ? [[row.id, row.title] as const] : [])));
}

/** The channels' and topics' own layouts not stored yet (the list offers to create them). */
function unstoredVariants(titles: ReadonlyMap<string, string>, stored: ReadonlySet<string>): LayoutListEntry[] {
  return [...titles]
    .filter(([id]) => !stored.has(id))
    .map(([id, title]) => ({
      id,
      ...splitLayoutId(id),
      title,
      status: 'draft' as const,
      revision: null,
      published_by: null,
      published_at: null,
      has_draft: false,
      draft_revision: null,
      updated_by: '',
      updated_at: '',
      stored: false,
    }));
}

export async function listLayoutsWithStatus(db: Db): Promise<LayoutListEntry[]> {
  const rows = await layoutRows(db);
  // Who published each layout's current published revision: the newest publication row, else the revision's author (seed).
  const publications = await publicationRows(db);
  const authors = await publishedRevisionAuthors(db);
  const authorOf = new Map(authors.map((a) => [a.layoutId, a]));
  const titles = await variantTitles(db);
  const landing = await landingTitles(db);
  const list: LayoutListEntry[] = rows.map((row) => {
    const published = row.publishedRevision;
    const publication = publications.find((p) => p.layoutId === row.id && p.revision === published) ?? (published !== null ? authorOf.get(row.id) : undefined);
    const hasDraft = published === null || row.currentRevision > published;
    return {
      id: row.id,
      ...splitLayoutId(row.id),
      title: titles.get(row.id) ?? landing.get(row.id) ?? null,
      status: hasDraft ? 'draft' : 'published',
      revision: published,
      published_by: publication?.by ?? null,
      published_at: publication?.at.toISOString() ?? null,
      has_draft: hasDraft,
      draft_revision: hasDraft ? row.currentRevision : null,
      updated_by: row.updatedBy,
      updated_at: row.updatedAt.toISOString(),
      stored: true,
    };
  });
  const extra = unstoredVariants(titles, new Set(rows.map((r) => r.id)));
  return [...list, ...extra].sort((a, b) => (a.id < b.id ? -1 : a.id > b.id ? 1 : 0));
}

/** The newest saved revision (the draft if any); a variant not stored yet starts as a copy of its route's default. */
export async function findEditableLayout(db: Db, id: string): Promise<EditableLayout | undefined> {
  const row = await findLayoutRow(db, id);
  if (row) {
    const current = await findRevision(db, id, row.currentRevision);
    if (!current) return undefined;
    return {
      id,
      document: current.document,
      revision: row.currentRevision,
      published_revision: row.publishedRevision,
      has_draft: row.publishedRevision === null || row.currentRevision > row.publishedRevision,
    };
  }
  const { route, variant } = splitLayoutId(id);
  if (variant === null) return undefined;
  const base = await findEditableLayout(db, route);
  if (!base || base.published_revision === null) return undefined;
  const published = await findRevision(db, route, base.published_revision);
  return { id, document: { ...(published?.document as object), id }, revision: 0, published_revision: null, has_draft: false };
}

export async function listRevisionHistory(db: Db, id: string): Promise<RevisionListEntry[] | undefined> {
  const row = await findLayoutRow(db, id);
  if (!row) return undefined;
  const revisions = await revisionRows(db, id);
  const numbers = revisions.map((r) => r.revision);
  const publications = numbers.length ? await publicationsOfRevisions(db, id, numbers) : [];
  const notes = await revisionNotes(db, id);
  return revisions.map((r) => {
    const publication = publications.find((p) => p.revision === r.revision);
    return {
      revision: r.revision,
      author: r.author,
      created_at: r.createdAt.toISOString(),
      // Seeded revisions were published without a publication row.
      published: publication !== undefined || (r.author === 'seed' && r.revision === 1) || r.revision === row.publishedRevision,
      current: r.revision === row.publishedRevision,
      note: notes.find((n) => n.revision === r.revision)?.note ?? publication?.note ?? '',
    };
  });
}
