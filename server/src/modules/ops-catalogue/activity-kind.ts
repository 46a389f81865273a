import type { OpsActivityInput } from '../../../../contract/generated/schema-types';
import { sanitizeRichHtml } from '../../html/rich-html';
import {
  findActivityItem,
  insertActivityDraft,
  listActivityItems,
  publishActivityRow,
  publishedActivityOptions,
  setActivityStates,
  type ActivityValues,
} from './activity-items.repository';
import type { FieldProblem, ItemFields, ItemKind } from './item-kind';
import { ITEM_MESSAGES } from './item-messages';

export const ACTIVITY_MESSAGES = {
  endBeforeStart: '结束时间不能早于开始时间',
} as const;

// The fields are checked against ops-activity-input.json (dates in format date-time) before they reach here.
const asInput = (fields: ItemFields) => fields as unknown as OpsActivityInput;

/** The row's values from the fields (publish writes them; the demo seed inserts them). */
export function activityValuesOf(fields: ItemFields): ActivityValues {
  const input = asInput(fields);
  return {
    title: input.title.trim(),
    date: new Date(input.date),
    endDate: new Date(input.end_date),
    coverImg: input.cover_img ?? '',
    statusText: (input.status_text ?? '').trim(),
    link: (input.link ?? '').trim(),
    content: input.content ?? '',
  };
}

/** 活动: the activity calendar's items, listed in the month they start, finished once their end has passed. */
export const ACTIVITY_KIND: ItemKind = {
  richTextFields: ['content'],
  name: 'activity',
  title: '活动',
  schemaFile: 'schemas/ops/ops-activity-input.json',
  normalise(fields) {
    const input = asInput(fields);
    const normalised: OpsActivityInput = {
      ...input,
      title: input.title.trim(),
      // One spelling of each instant, so an unchanged date does not count as an edit.
      date: new Date(input.date).toISOString(),
      end_date: new Date(input.end_date).toISOString(),
      status_text: (input.status_text ?? '').trim(),
      link: (input.link ?? '').trim(),
      // The activity page renders its body by this allow-list.
      content: sanitizeRichHtml(input.content ?? ''),
    };
    return { ...normalised };
  },
  async problems(_db, fields) {
    const input = asInput(fields);
    const problems: FieldProblem[] = [];
    if (!input.title.trim()) problems.push({ field: 'title', message: ITEM_MESSAGES.required('标题') });
    if (new Date(input.end_date).getTime() < new Date(input.date).getTime()) problems.push({ field: 'end_date', message: ACTIVITY_MESSAGES.endBeforeStart });
    return problems;
  },
  async read(db, id) {
    const row = await findActivityItem(db, id);
    if (!row) return undefined;
    const fields: OpsActivityInput = {
      title: row.title,
      date: row.date.toISOString(),
      end_date: row.endDate.toISOString(),
      cover_img: row.coverImg,
      status_text: row.statusText,
      link: row.link,
      content: row.content,
    };
    return { id: row.id, state: row.state, updatedAt: row.updatedAt, fields: { ...fields } };
  },
  insertDraft: (db, fields) => insertActivityDraft(db, activityValuesOf(fields)),
  publish: (db, id, fields) => publishActivityRow(db, id, activityValuesOf(fields)),
  setState: setActivityStates,
  list: listActivityItems,
  options: publishedActivityOptions,
  appPath: (id) => `/activity-detail/${id}`,
};
