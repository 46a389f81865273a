import type { OpsMeetingInput } from '../../../../contract/generated/schema-types';
import { OriginType } from '../../../../contract/constants';
import { sanitizeRichHtml } from '../../html/rich-html';
import type { FieldProblem, ItemFields, ItemKind } from './item-kind';
import { ITEM_MESSAGES } from './item-messages';
import {
  findMeetingItem,
  insertMeetingDraft,
  listMeetingItems,
  publishedMeetingOptions,
  publishMeetingRow,
  setMeetingStates,
  type MeetingItemValues,
} from './meeting-items.repository';

// The fields are checked against ops-meeting-input.json before they reach here.
const asInput = (fields: ItemFields) => fields as unknown as OpsMeetingInput;

/** The app's meeting page, by uuid (the route table's `meeting`). */
export const meetingPath = (uuid: string) => `/meeting/${uuid}`;

export const MEETING_MESSAGES = {
  endBeforeStart: '结束时间不能早于开始时间',
  deadlineAfterEnd: '报名截止时间不能晚于结束时间',
  notMeeting: '会议不存在',
} as const;

/** The row's values from the fields (publish writes them; the demo seed inserts them). */
export function meetingValuesOf(fields: ItemFields): MeetingItemValues {
  const input = asInput(fields);
  return {
    title: input.title,
    coverImg: input.cover_img ?? '',
    startAt: new Date(input.start_at),
    endAt: new Date(input.end_at),
    address: input.address ?? '',
    organizer: input.organizer ?? '',
    meetingStatus: input.meeting_status ?? 0,
    desc: input.desc ?? '',
    content: input.content ?? '',
    link: input.link ?? '',
    applyEnabled: input.apply_enabled ?? false,
    applyOpen: input.apply_open === false ? 0 : 1,
    applyDeadline: input.apply_deadline ? new Date(input.apply_deadline) : null,
  };
}

/** 学术会: a meeting doctors may sign up for; its page opens by uuid. */
export const MEETING_KIND: ItemKind = {
  richTextFields: ['content'],
  name: 'meeting',
  title: '学术会',
  schemaFile: 'schemas/ops/ops-meeting-input.json',
  searchSource: 'meeting',
  normalise(fields) {
    const input = asInput(fields);
    const normalised: OpsMeetingInput = {
      ...input,
      title: input.title.trim(),
      address: (input.address ?? '').trim(),
      organizer: (input.organizer ?? '').trim(),
      desc: (input.desc ?? '').trim(),
      link: (input.link ?? '').trim(),
      content: sanitizeRichHtml(input.content ?? ''),
    };
    return { ...normalised };
  },
  async problems(_db, fields) {
    const input = asInput(fields);
    const problems: FieldProblem[] = [];
    if (!input.title.trim()) problems.push({ field: 'title', message: ITEM_MESSAGES.required('标题') });
    const start = Date.parse(input.start_at);
    const end = Date.parse(input.end_at);
    if (end < start) problems.push({ field: 'end_at', message: MEETING_MESSAGES.endBeforeStart });
    if (input.apply_deadline && Date.parse(input.apply_deadline) > end) problems.push({ field: 'apply_deadline', message: MEETING_MESSAGES.deadlineAfterEnd });
    return problems;
  },
  async read(db, id) {
    const row = await findMeetingItem(db, id);
    if (!row) return undefined;
    const fields: OpsMeetingInput = {
      title: row.title,
      cover_img: row.coverImg,
      start_at: row.startAt.toISOString(),
      end_at: row.endAt.toISOString(),
      address: row.address,
      organizer: row.organizer,
      // Older rows may hold a status outside the three the app knows; the form offers those three.
      meeting_status: row.meetingStatus === 1 || row.meetingStatus === 2 ? row.meetingStatus : 0,
      desc: row.desc,
      content: row.content,
      link: row.link,
      apply_enabled: row.originType === OriginType.meetingApply,
      apply_open: row.applyOpen === 1,
      apply_deadline: row.applyDeadline ? row.applyDeadline.toISOString() : null,
    };
    return {
      id: row.id,
      state: row.state,
      updatedAt: row.updatedAt,
      fields: { ...fields },
      appPath: row.link || meetingPath(row.uuid),
      screenPath: meetingPath(row.uuid),
    };
  },
  insertDraft: (db, fields) => insertMeetingDraft(db, meetingValuesOf(fields)),
  publish: (db, id, fields) => publishMeetingRow(db, id, meetingValuesOf(fields)),
  setState: setMeetingStates,
  list: listMeetingItems,
  async options(db, q) {
    const rows = await publishedMeetingOptions(db, q);
    return rows.map((row) => ({ id: row.id, title: row.title, path: meetingPath(row.uuid) }));
  },
  // Only reached without the row's uuid at hand: the meeting list is the nearest screen.
  appPath: () => '/meeting-list',
};
