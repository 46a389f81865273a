import { isDeepStrictEqual } from 'node:util';
import type { OpsItem } from '../../../../contract/generated/schema-types';
import type { Db } from '../../db/database';
import { AppError } from '../../plugins/envelope';
import { PUBLISH_STATE, publishStateName } from '../../shared/publish-state';
import { recordAudit, type AuditEntry } from '../ops-audit';
import { reindexItems } from '../search';
import { brokenLinkProblems } from './body-links';
import { checkFields } from './item-fields';
import { ITEM_KINDS } from './item-kinds';
import type { FieldProblem, ItemFields, ItemKind, ItemRow } from './item-kind';
import { ITEM_MESSAGES } from './item-messages';
import { deleteItemDraft, findItemDraft, findItemVersion, insertItemVersion, latestVersion, lockItem, saveItemDraft, type DraftRow } from './items.repository';

// The workflow every kind shares. An item is a row of the table the app serves (its published version
// and its publish_state) plus, while an operator has unpublished changes, a draft. Publishing writes the
// draft to the row, keeps a version and updates the search index in one transaction; the caller then
// tells every process's caches (ItemEffects). Every change is in the audit log, naming the item.

export type ItemOperator = AuditEntry['operator'];

/** What the rest of the app must learn after items of a kind changed for doctors (caches, open phones). */
export type ItemEffects = () => void;

/** A refusal naming each wrong field, so the console can show it at the field. */
export function fieldsRefused(problems: FieldProblem[]): AppError {
  return new AppError(422, problems.map((problem) => problem.message).join('；') || ITEM_MESSAGES.invalid, 422, { problems });
}

/** What an item is called in lists, versions and the audit log: its title, or a person's name. */
export function titleOf(fields: ItemFields): string {
  if (typeof fields.title === 'string') return fields.title;
  return typeof fields.name === 'string' ? fields.name : '';
}

function target(kind: ItemKind, id: number, fields: ItemFields): string {
  return `${kind.name}:${id} ${titleOf(fields)}`.trim();
}

async function readItem(db: Db, kind: ItemKind, id: number): Promise<ItemRow> {
  const row = await kind.read(db, id);
  if (!row) throw new AppError(404, ITEM_MESSAGES.notFound);
  return row;
}

function itemAnswer(kind: ItemKind, row: ItemRow, draft: DraftRow | undefined, version: number, lastBy: string): OpsItem {
  const fields = draft?.fields ?? row.fields;
  return {
    kind: kind.name,
    id: row.id,
    state: publishStateName(row.state),
    title: titleOf(fields),
    fields,
    published: row.state === PUBLISH_STATE.draft ? null : row.fields,
    has_draft: draft !== undefined,
    version,
    updated_at: (draft?.updatedAt ?? row.updatedAt).toISOString(),
    updated_by: draft?.updatedBy ?? lastBy,
    app_path: row.appPath ?? kind.appPath(row.id, row.fields),
  };
}

export async function getItem(db: Db, kind: ItemKind, id: number): Promise<OpsItem> {
  const row = await readItem(db, kind, id);
  const [draft, version] = await Promise.all([findItemDraft(db, kind.name, id), latestVersion(db, kind.name, id)]);
  return itemAnswer(kind, row, draft, version, '');
}

/** Where a draft preview opens: the item's page in the app as the draft would make it (a course that became a series opens its series page). */
export async function previewScreenPath(db: Db, kind: ItemKind, id: number): Promise<string> {
  const row = await readItem(db, kind, id);
  const draft = await findItemDraft(db, kind.name, id);
  return row.screenPath ?? row.appPath ?? kind.appPath(id, draft?.fields ?? row.fields);
}

/** What the schema cannot check: the kind's own rules and references, and the links in its bodies. */
export async function referenceProblems(db: Db, kind: ItemKind, fields: ItemFields): Promise<FieldProblem[]> {
  return [...(await kind.problems(db, fields)), ...(await brokenLinkProblems(db, kind, fields, Object.values(ITEM_KINDS)))];
}

/**
 * The fields as stored, before their references are checked: the kind's schema (defaults filled in), then
 * normalised; refused with every problem. What the demo seed builds its items from, in memory.
 */
export function checkedFields(kind: ItemKind, input: unknown): ItemFields {
  const checked = checkFields(kind, input);
  if ('problems' in checked) throw fieldsRefused(checked.problems);
  return kind.normalise(checked.fields);
}

/** The fields as stored: checked against the kind's schema and references, then normalised; refused with every problem. */
export async function acceptedFields(db: Db, kind: ItemKind, input: unknown): Promise<ItemFields> {
  const fields = checkedFields(kind, input);
  const problems = await referenceProblems(db, kind, fields);
  if (problems.length > 0) throw fieldsRefused(problems);
  return fields;
}

/** A new item: a draft doctors do not see until it is published. */
export async function createItem(db: Db, kind: ItemKind, input: unknown, operator: ItemOperator): Promise<OpsItem> {
  const fields = await acceptedFields(db, kind, input);
  const id = await db.transaction(async (tx) => {
    const created = await kind.insertDraft(tx, fields);
    await saveItemDraft(tx, kind.name, created, fields, operator.name);
    return created;
  });
  await recordAudit(db, { operator, action: 'item.create', target: target(kind, id, fields) });
  return getItem(db, kind, id);
}

/** Saves the operator's changes as the item's draft; changes that bring back the published version drop the draft. */
export async function saveItem(db: Db, kind: ItemKind, id: number, input: unknown, operator: ItemOperator): Promise<OpsItem> {
  const fields = await acceptedFields(db, kind, input);
  const row = await readItem(db, kind, id);
  const matchesPublished = row.state === PUBLISH_STATE.published && isDeepStrictEqual(fields, kind.normalise(row.fields));
  if (matchesPublished) await deleteItemDraft(db, kind.name, id);
  else await saveItemDraft(db, kind.name, id, fields, operator.name);
  await recordAudit(db, { operator, action: 'item.update', target: target(kind, id, fields) });
  return getItem(db, kind, id);
}

export async function discardItemDraft(db: Db, kind: ItemKind, id: number, operator: ItemOperator): Promise<OpsItem> {
  const row = await readItem(db, kind, id);
  // A never-published item is nothing but its draft: its fields stay as the row has them.
  if (row.state !== PUBLISH_STATE.draft && (await deleteItemDraft(db, kind.name, id))) {
    await recordAudit(db, { operator, action: 'item.discard', target: target(kind, id, row.fields) });
  }
  return getItem(db, kind, id);
}

export interface PublishOptions {
  /** How the version went live (publish, import, restore). */
  action?: string;
  /** Fields to publish instead of the draft (an import's row). */
  fields?: ItemFields;
  /** Sees the fields about to go live, under the item's lock, and may refuse them (a review approves only what it saw). */
  check?: (publishing: ItemFields) => void;
}

/**
 * Makes the item's draft (or, for a taken-down item without one, its last version) what doctors see:
 * checked again (a column may have been taken down since the draft was saved), written, versioned and
 * indexed in one transaction.
 */
export async function publishItem(db: Db, kind: ItemKind, id: number, operator: ItemOperator, options: PublishOptions = {}): Promise<number> {
  const { version, fields } = await db.transaction(async (tx) => {
    await lockItem(tx, kind.name, id);
    const row = await readItem(tx, kind, id);
    const draft = await findItemDraft(tx, kind.name, id);
    const publishing = options.fields ?? draft?.fields ?? (row.state === PUBLISH_STATE.published ? undefined : row.fields);
    if (!publishing) throw new AppError(409, ITEM_MESSAGES.nothingToPublish);
    options.check?.(publishing);
    const problems = [...(await referenceProblems(tx, kind, publishing)), ...((await kind.publishProblems?.(tx, publishing)) ?? [])];
    if (problems.length > 0) throw fieldsRefused(problems);
    const written = (await kind.publish(tx, id, publishing)) ?? publishing;
    await deleteItemDraft(tx, kind.name, id);
    const published = await insertItemVersion(tx, kind.name, id, written, options.action ?? 'publish', operator.name);
    if (kind.searchSource) await reindexItems(tx, kind.searchSource, [id]);
    return { version: published, fields: written };
  });
  await recordAudit(db, { operator, action: `item.${options.action ?? 'publish'}`, target: target(kind, id, fields), detail: { version } });
  return version;
}

/** Takes the item away from doctors: out of lists and search, its detail page says it is gone. Its draft is kept. */
export async function takeDownItem(db: Db, kind: ItemKind, id: number, operator: ItemOperator): Promise<void> {
  const row = await db.transaction(async (tx) => {
    await lockItem(tx, kind.name, id);
    const found = await readItem(tx, kind, id);
    if (found.state === PUBLISH_STATE.offline) throw new AppError(409, ITEM_MESSAGES.alreadyOffline);
    if (found.state === PUBLISH_STATE.draft) throw new AppError(409, ITEM_MESSAGES.notPublished);
    const refusal = await kind.offlineRefusal?.(tx, id);
    if (refusal) throw new AppError(409, refusal);
    await kind.setState(tx, [id], PUBLISH_STATE.offline);
    if (kind.searchSource) await reindexItems(tx, kind.searchSource, [id]);
    return found;
  });
  await recordAudit(db, { operator, action: 'item.offline', target: target(kind, id, row.fields) });
}

/** An earlier version becomes the item's draft; publishing it makes it live again. */
export async function restoreItemVersion(db: Db, kind: ItemKind, id: number, version: number, operator: ItemOperator): Promise<OpsItem> {
  await readItem(db, kind, id);
  const fields = await findItemVersion(db, kind.name, id, version);
  if (!fields) throw new AppError(404, ITEM_MESSAGES.versionNotFound);
  await saveItemDraft(db, kind.name, id, fields, operator.name);
  await recordAudit(db, { operator, action: 'item.restore', target: target(kind, id, fields), detail: { version } });
  return getItem(db, kind, id);
}
