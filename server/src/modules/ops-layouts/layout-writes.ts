import type { Db } from '../../db/database';
import { recordAudit, type AuditEntry } from '../ops-audit';
import { publishDraft, saveDraft } from './ops-layouts.repository';

/** Who writes: a signed-in operator, or a tool acting for the system (id null, e.g. "layouts:migrate"). */
export type LayoutWriter = AuditEntry['operator'];

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
      detail: { revision: saved.revision, base_revision: input.baseRevision },
    });
  }
  return saved;
}

/** Publishes `revision` when it is still the newest saved one (see publishDraft); audited when it is. */
export async function publishLayoutRevision(db: Db, writer: LayoutWriter, input: { id: string; revision: number; note?: string }) {
  const published = await publishDraft(db, { ...input, author: writer.name });
  if (published && !('conflict' in published)) {
    await recordAudit(db, {
      operator: writer,
      action: 'layout.publish',
      target: `layout:${input.id}`,
      detail: { revision: input.revision, ...(input.note ? { note: input.note } : {}) },
    });
  }
  return published;
}
