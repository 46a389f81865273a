import { isDeepStrictEqual } from 'node:util';
import type { OpsItemImportInput, OpsItemImportReport } from '../../../../contract/generated/schema-types';
import type { Db } from '../../db/database';
import { recordAudit } from '../ops-audit';
import { parseRecords, textRecords, type ImportRow } from './import-rows';
import { checkFields, kindSchema } from './item-fields';
import type { ItemFields, ItemKind } from './item-kind';
import { findItemDrafts, importedItems, rememberImportKey, saveItemDraft } from './items.repository';
import { publishItem, referenceProblems, type ItemOperator } from './items.service';
import { workbookRecords } from './workbook-records';

type Problem = OpsItemImportReport['problems'][number];

const KEY_MAX_LENGTH = 128;

/** Each row's stored fields, or its problems (schema, references), with the row number. */
async function checkRows(db: Db, kind: ItemKind, rows: ImportRow[]) {
  const accepted: Array<{ row: ImportRow; fields: ItemFields }> = [];
  const problems: Problem[] = [];
  for (const row of rows) {
    if (row.key.length > KEY_MAX_LENGTH) {
      problems.push({ row: row.row, field: 'key', message: `key 长度不能超过 ${KEY_MAX_LENGTH}` });
      continue;
    }
    const own = kind.importValues ? await kind.importValues(db, row.values) : { values: row.values, problems: [] };
    if (own.problems.length > 0) {
      problems.push(...own.problems.map((p) => ({ row: row.row, ...p })));
      continue;
    }
    const values = own.values;
    const checked = checkFields(kind, values);
    if ('problems' in checked) {
      problems.push(...checked.problems.map((p) => ({ row: row.row, ...p })));
      continue;
    }
    const fields = kind.normalise(checked.fields);
    const found = await referenceProblems(db, kind, fields);
    if (found.length > 0) problems.push(...found.map((p) => ({ row: row.row, ...p })));
    else accepted.push({ row, fields });
  }
  return { accepted, problems };
}

/** The fields each item shows the back office now: its draft, else its row (drafts read in one statement). */
async function currentFields(db: Db, kind: ItemKind, ids: number[]): Promise<Map<number, ItemFields>> {
  const current = await findItemDrafts(db, kind.name, ids);
  for (const id of ids) {
    if (current.has(id)) continue;
    const row = await kind.read(db, id);
    if (row) current.set(id, row.fields);
  }
  return current;
}

/**
 * Brings a catalogue in from another system (CSV, JSON or an Excel workbook). Every row is checked first;
 * while any row has a problem nothing is written and the report lists each by row (a dry run stops there
 * anyway). Rows are matched to earlier imports by their key: a row that changed updates its item, an
 * unchanged one is left alone, so running the same file again changes nothing.
 */
export async function importItems(db: Db, kind: ItemKind, input: OpsItemImportInput, operator: ItemOperator): Promise<OpsItemImportReport> {
  const file = input.format === 'xlsx' ? await workbookRecords(input.data) : textRecords(input.format, input.data);
  const parsed = parseRecords(file, kindSchema(kind));
  const { accepted, problems } = await checkRows(db, kind, parsed.rows);
  const allProblems = [...parsed.problems, ...problems].sort((a, b) => a.row - b.row);
  const known = await importedItems(
    db,
    kind.name,
    accepted.map(({ row }) => row.key),
  );
  const report: OpsItemImportReport = { rows: parsed.records, created: 0, updated: 0, unchanged: 0, problems: allProblems, dry_run: input.dry_run };
  const plan: Array<{ row: ImportRow; fields: ItemFields; id: number | undefined }> = [];
  const existing = await currentFields(db, kind, [...known.values()]);
  for (const { row, fields } of accepted) {
    const id = known.get(row.key);
    const current = id === undefined ? undefined : existing.get(id);
    if (id === undefined || current === undefined) plan.push({ row, fields, id: undefined });
    else if (isDeepStrictEqual(kind.normalise(current), fields)) report.unchanged += 1;
    else plan.push({ row, fields, id });
  }
  report.created = plan.filter((step) => step.id === undefined).length;
  report.updated = plan.length - report.created;
  if (input.dry_run || allProblems.length > 0) return report;

  await db.transaction(async (tx) => {
    for (const step of plan) {
      let id = step.id;
      if (id === undefined) {
        id = await kind.insertDraft(tx, step.fields);
        await rememberImportKey(tx, kind.name, step.row.key, id);
      }
      if (input.publish) await publishItem(tx, kind, id, operator, { action: 'import', fields: step.fields });
      else await saveItemDraft(tx, kind.name, id, step.fields, operator.name);
    }
  });
  await recordAudit(db, {
    operator,
    action: 'item.import',
    target: `${kind.name}:import`,
    detail: { rows: report.rows, created: report.created, updated: report.updated, unchanged: report.unchanged, published: input.publish ?? false },
  });
  return report;
}
