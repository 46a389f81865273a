import type { OpsPersonInput } from '../../../../contract/generated/schema-types';
import type { ItemFields, ItemKind } from './item-kind';
import { ITEM_MESSAGES } from './item-messages';
import {
  findPersonItem,
  insertPersonDraft,
  listPersonItems,
  publishedPersonOptions,
  publishPersonRow,
  setPersonStates,
  type PersonValues,
} from './person-items.repository';

// The fields are checked against ops-person-input.json before they reach here.
const asInput = (fields: ItemFields) => fields as unknown as OpsPersonInput;

/** The row's values from the fields (publish writes them; the demo seed inserts them). */
export function personValuesOf(fields: ItemFields): PersonValues {
  const input = asInput(fields);
  return {
    name: input.name.trim(),
    title: (input.job_title ?? '').trim(),
    hospital: (input.hospital ?? '').trim(),
    department: (input.department ?? '').trim(),
    photo: input.photo ?? '',
    bio: (input.bio ?? '').trim(),
  };
}

// 职称 is `job_title`: an item's `title` is what lists and the audit log call it, and a person is called by name.
function fieldsOf(values: PersonValues): OpsPersonInput {
  return {
    name: values.name,
    job_title: values.title,
    hospital: values.hospital,
    department: values.department,
    photo: values.photo,
    bio: values.bio,
  };
}

/**
 * 讲者与专家: people kept once and picked by courses, lives and topics. They have no screen of their own
 * and the app's search does not list them. Taking one down is allowed even while published content names
 * them: that content copied the name, title and hospital when it was published and keeps showing them;
 * the person only leaves the pickers.
 */
export const PERSON_KIND: ItemKind = {
  name: 'person',
  title: '讲者与专家',
  schemaFile: 'schemas/ops/ops-person-input.json',
  normalise(fields) {
    return { ...fieldsOf(personValuesOf(fields)) };
  },
  async problems(_db, fields) {
    return asInput(fields).name.trim() ? [] : [{ field: 'name', message: ITEM_MESSAGES.required('姓名') }];
  },
  async read(db, id) {
    const row = await findPersonItem(db, id);
    if (!row) return undefined;
    return { id: row.id, state: row.state, updatedAt: row.updatedAt, fields: { ...fieldsOf(row) } };
  },
  insertDraft: (db, fields) => insertPersonDraft(db, personValuesOf(fields)),
  publish: (db, id, fields) => publishPersonRow(db, id, personValuesOf(fields)),
  setState: setPersonStates,
  list: listPersonItems,
  options: publishedPersonOptions,
  appPath: () => '',
};
