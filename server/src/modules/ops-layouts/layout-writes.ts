import type { Db } from '../../db/database';
import { boundedChanges, layoutChanges } from '../../../../contract/layout/layout-changes';
import { recordAudit, type AuditEntry } from '../ops-audit';
import { findLayoutRow, findRevision, publishDraft, saveDraft } from './ops-layouts.repository';

/** Who writes: a signed-in operator, or a tool acting for the system (id null, e.g. "layouts:migrate"). */
export type LayoutWriter = AuditEntry['operator'];

/**
 * Which sections and fields changed from the stored revision `from` (none: nothing stored yet) to
 * `document`, kept small for the audit log: the log names the section and field changed.
 */
async function changesSince(db: Db, id: string, from: number | null | undefined, document: unknown) {
  const before = from ? await findRevision(db, id, from) : undefined;
  return boundedChanges(layoutChanges(before?.document ?? {}, document));
}

/**
 * Every layout write goes through these two: the operator API and the layout migration tool alike, so
 * each one gets the optimistic-concurrency check of the repository and an entry in the audit log.
 */
export async function saveLayoutDraft(db: Db, writer: LayoutWriter, input: { id: string; document: unknown; baseRevision: number; note?: string }) {
  const saved = await saveDraft(db, { ...input, author: writer.name });
  if (!('conflict' in saved)) {
    await recordAudit(db, {
      operator: writer,
      action: 'layout.save-draft',
      target: `layout:${input.id}`,
      detail: { revision: saved.revision, base_revision: input.baseRevision, changes: await changesSince(db, input.id, input.baseRevision, input.document) },
    });
  }
  return saved;
}

/** Publishes `revision` when it is still the newest saved one (see publishDraft); audited when it is. */
export async function publishLayoutRevision(db: Db, writer: LayoutWriter, input: { id: string; revision: number; note?: string }) {
  // What the phones saw before: the changes a publish makes are against the previously published revision.
  const previous = (await findLayoutRow(db, input.id))?.publishedRevision;
  const published = await publishDraft(db, { ...input, author: writer.name });
  if (published && !('conflict' in published)) {
    const document = (await findRevision(db, input.id, input.revision))?.document;
    await recordAudit(db, {
      operator: writer,
      action: 'layout.publish',
      target: `layout:${input.id}`,
      detail: {
        revision: input.revision,
        ...(input.note ? { note: input.note } : {}),
        ...(previous !== input.revision ? { changes: await changesSince(db, input.id, previous, document) } : {}),
      },
    });
  }
  return published;
}
