import type { OpsMedicalColumnInput } from '../../../../contract/generated/schema-types';
import { medicalColumnLetter } from '../../shared/medical-column-letter';
import type { ItemFields, ItemKind } from './item-kind';
import { publishedColumnOptions } from './item-options.repository';
import { ITEM_MESSAGES } from './item-messages';
import {
  countPublishedInColumn,
  findMedicalColumnItem,
  insertMedicalColumnDraft,
  listMedicalColumnItems,
  publishMedicalColumnRow,
  setMedicalColumnStates,
  type MedicalColumnValues,
} from './medical-column-items.repository';

// The fields are checked against ops-medical-column-input.json before they reach here.
const asInput = (fields: ItemFields) => fields as unknown as OpsMedicalColumnInput;

/** The row's values from the fields (publish writes them; the demo seed inserts them). */
export function medicalColumnValuesOf(fields: ItemFields): MedicalColumnValues {
  const input = asInput(fields);
  const title = input.title.trim();
  // The A–Z index reads the name's pinyin; the override is for the rare name pinyin reads wrongly.
  return { title, logo: input.logo ?? '', desc: (input.desc ?? '').trim(), py: input.letter || medicalColumnLetter(title) };
}

/** 医学专栏: followable columns listed A–Z; articles are put in them. */
export const MEDICAL_COLUMN_KIND: ItemKind = {
  name: 'medical-column',
  title: '医学专栏',
  schemaFile: 'schemas/ops/ops-medical-column-input.json',
  searchSource: 'medicalColumn',
  normalise(fields) {
    const input = asInput(fields);
    return { ...input, title: input.title.trim(), desc: (input.desc ?? '').trim(), letter: input.letter ?? '' };
  },
  async problems(_db, fields) {
    return asInput(fields).title.trim() ? [] : [{ field: 'title', message: ITEM_MESSAGES.required('名称') }];
  },
  async read(db, id) {
    const row = await findMedicalColumnItem(db, id);
    if (!row) return undefined;
    // The letter is an override only when it differs from what the name's pinyin gives.
    const letter = row.py === medicalColumnLetter(row.title) ? '' : row.py;
    const fields: OpsMedicalColumnInput = { title: row.title, logo: row.logo, desc: row.desc, letter };
    return { id: row.id, state: row.state, updatedAt: row.updatedAt, fields: { ...fields } };
  },
  insertDraft: (db, fields) => insertMedicalColumnDraft(db, medicalColumnValuesOf(fields)),
  publish: (db, id, fields) => publishMedicalColumnRow(db, id, medicalColumnValuesOf(fields)),
  setState: setMedicalColumnStates,
  list: listMedicalColumnItems,
  options: publishedColumnOptions,
  appPath: (id) => `/medical-column-detail/${id}`,
  async offlineRefusal(db, id) {
    const published = await countPublishedInColumn(db, id);
    return published > 0 ? ITEM_MESSAGES.columnHasContent(published) : undefined;
  },
};
