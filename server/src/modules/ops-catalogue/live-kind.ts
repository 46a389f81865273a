import type { OpsLiveInput } from '../../../../contract/generated/schema-types';
import { parseWhiteList, whiteListText } from '../../../../contract/forms/live-white-list';
import { LiveStatus } from '../../db/target-types';
import { sanitizeRichHtml } from '../../html/rich-html';
import { hashWatchPassword } from '../gates';
import type { Db } from '../../db/database';
import type { FieldProblem, ItemFields, ItemKind } from './item-kind';
import { ITEM_MESSAGES } from './item-messages';
import { columnOf, questionOf } from './live-fields';
import { LIVE_MESSAGES } from './live-messages';
import { livePasswordKey } from './live-password-key';
import {
  countPublishedSessions,
  findLiveItem,
  insertLiveDraft,
  listLiveItems,
  liveColumnPublished,
  publishedLiveOptions,
  publishedPeople,
  publishLiveRow,
  setLiveStates,
  type LiveValues,
} from './live-items.repository';
import { categoryExists } from './references.repository';

/** 学术专区 tabs are categories of type 10. */
const STUDY_CATEGORY_TYPE = 10;
const AUTH = { open: 1, password: 2, whiteList: 3 } as const;
const DOCTOR_MAX = 64;
const HOSPITAL_MAX = 128;

// The fields are checked against ops-live-input.json before they reach here.
const asInput = (fields: ItemFields) => fields as unknown as OpsLiveInput;

const cut = (text: string, max: number) => [...text].slice(0, max).join('');

/** The app shows a live's lecturers as one line of names and one of hospitals. */
async function lecturerLines(db: Db, ids: readonly number[]): Promise<{ doctor: string; hospital: string }> {
  const found = await publishedPeople(db, ids);
  const byId = new Map(found.map((person) => [person.id, person]));
  const picked = ids.flatMap((id) => byId.get(id) ?? []);
  const hospitals = [...new Set(picked.map((person) => person.hospital).filter(Boolean))];
  return { doctor: cut(picked.map((person) => person.name).join('、'), DOCTOR_MAX), hospital: cut(hospitals.join('、'), HOSPITAL_MAX) };
}

async function valuesOf(db: Db, fields: ItemFields): Promise<LiveValues> {
  const input = asInput(fields);
  const lecturerIds = input.lecturer_ids ?? [];
  const questions = input.questionnaire_questions ?? [];
  const questionnaireName = (input.questionnaire_name ?? '').trim();
  return {
    row: {
      title: input.title,
      coverImg: input.cover_img ?? '',
      lecturerIds,
      ...(await lecturerLines(db, lecturerIds)),
      content: input.content ?? '',
      startAt: new Date(input.start_at),
      endAt: new Date(input.end_at),
      liveStatus: input.live_status ?? LiveStatus.upcoming,
      webinarId: input.stream_name || null,
      ossPath: input.replay_video || null,
      authType: input.auth_type ?? AUTH.open,
      passwordHash: input.password_hash || null,
      type: input.type ?? 1,
      parentId: input.parent_id ?? null,
      sort: input.sort ?? 0,
      contentType: input.content_type ?? 0,
      studyCategoryId: input.study_category_id ?? null,
      top: input.top ? 1 : 0,
    },
    noBooking: input.booking === false,
    whiteList: parseWhiteList(input.white_list ?? '').entries,
    questionnaire: questionnaireName ? { name: questionnaireName, columns: questions.map(columnOf) } : null,
  };
}

/** What the schema cannot check: times in order, references that exist and are published, a complete gate and questionnaire. */
async function liveProblems(db: Db, fields: ItemFields): Promise<FieldProblem[]> {
  const input = asInput(fields);
  const problems: FieldProblem[] = [];
  if (!input.title.trim()) problems.push({ field: 'title', message: ITEM_MESSAGES.required('标题') });
  if (new Date(input.end_at).getTime() < new Date(input.start_at).getTime()) problems.push({ field: 'end_at', message: LIVE_MESSAGES.endBeforeStart });
  const lecturerIds = input.lecturer_ids ?? [];
  const found = new Set((await publishedPeople(db, lecturerIds)).map((person) => person.id));
  const missing = lecturerIds.filter((id) => !found.has(id));
  if (missing.length > 0) problems.push({ field: 'lecturer_ids', message: LIVE_MESSAGES.lecturersMissing(missing) });
  const status = input.live_status ?? LiveStatus.upcoming;
  if ((status === LiveStatus.replay || status === LiveStatus.replayFile) && !input.replay_video)
    problems.push({ field: 'replay_video', message: LIVE_MESSAGES.replayVideoMissing });
  if (input.auth_type === AUTH.password && !input.password_hash && !input.password)
    problems.push({ field: 'password', message: LIVE_MESSAGES.passwordMissing });
  const whiteList = parseWhiteList(input.white_list ?? '');
  for (const problem of whiteList.problems) problems.push({ field: 'white_list', message: problem.message });
  if (input.auth_type === AUTH.whiteList && whiteList.problems.length === 0 && whiteList.entries.length === 0)
    problems.push({ field: 'white_list', message: LIVE_MESSAGES.whiteListEmpty });
  problems.push(...questionnaireProblems(input));
  if (input.parent_id) {
    if (input.type === 2) problems.push({ field: 'parent_id', message: LIVE_MESSAGES.columnInColumn });
    else if (!(await liveColumnPublished(db, input.parent_id))) problems.push({ field: 'parent_id', message: LIVE_MESSAGES.parentMissing });
  }
  if (input.study_category_id && !(await categoryExists(db, STUDY_CATEGORY_TYPE, input.study_category_id)))
    problems.push({ field: 'study_category_id', message: LIVE_MESSAGES.studyCategoryMissing });
  return problems;
}

function questionnaireProblems(input: OpsLiveInput): FieldProblem[] {
  const questions = input.questionnaire_questions ?? [];
  const named = Boolean((input.questionnaire_name ?? '').trim());
  if (!named) return questions.length > 0 ? [{ field: 'questionnaire_name', message: LIVE_MESSAGES.questionnaireUnnamed }] : [];
  if (questions.length === 0) return [{ field: 'questionnaire_questions', message: LIVE_MESSAGES.questionnaireEmpty }];
  return questions.flatMap((question, index) => {
    if (!question.name.trim()) return [{ field: 'questionnaire_questions', message: LIVE_MESSAGES.questionUnnamed(index + 1) }];
    if ((question.type === 'single' || question.type === 'multiple') && (question.options ?? []).length < 2)
      return [{ field: 'questionnaire_questions', message: LIVE_MESSAGES.questionOptions(index + 1) }];
    return [];
  });
}

function normalised(fields: ItemFields): OpsLiveInput {
  const input = asInput(fields);
  const password = input.password ?? '';
  const whiteList = parseWhiteList(input.white_list ?? '');
  return {
    ...input,
    title: input.title.trim(),
    content: sanitizeRichHtml(input.content ?? ''),
    // A typed password is kept only as its hash: drafts and versions never hold it.
    password: '',
    password_hash: password ? hashWatchPassword(password, livePasswordKey()) : (input.password_hash ?? ''),
    // A list with problems stays as typed, so the refusal can name its rows.
    white_list: whiteList.problems.length > 0 ? (input.white_list ?? '') : whiteListText(whiteList.entries),
    questionnaire_name: (input.questionnaire_name ?? '').trim(),
    questionnaire_questions: (input.questionnaire_questions ?? []).map((question) => ({
      type: question.type,
      name: question.name.trim(),
      must: question.must ?? true,
      options: question.type === 'text' ? [] : (question.options ?? []).map((option) => option.trim()),
    })),
  };
}

/** 直播: a single live or a live column (直播专栏) whose sessions name it as their parent. */
export const LIVE_KIND: ItemKind = {
  richTextFields: ['content'],
  name: 'live',
  title: '直播',
  schemaFile: 'schemas/ops/ops-live-input.json',
  searchSource: 'live',
  normalise: (fields) => ({ ...normalised(fields) }),
  problems: liveProblems,
  async read(db, id) {
    const found = await findLiveItem(db, id);
    if (!found) return undefined;
    const { row, whiteList, questionnaire } = found;
    // live_status and content_type hold only the values the schema lists (the app and the seed write no
    // others), so the casts name them; a stray value would be refused by the schema on the next save.
    const fields: OpsLiveInput = {
      title: row.title,
      cover_img: row.coverImg,
      lecturer_ids: row.lecturerIds,
      content: row.content,
      start_at: row.startAt.toISOString(),
      end_at: row.endAt.toISOString(),
      live_status: row.liveStatus as OpsLiveInput['live_status'],
      stream_name: row.webinarId ?? '',
      replay_video: row.ossPath ?? '',
      booking: !row.flags.noBooking,
      auth_type: (row.authType === AUTH.password || row.authType === AUTH.whiteList ? row.authType : AUTH.open) as OpsLiveInput['auth_type'],
      password: '',
      password_hash: row.passwordHash ?? '',
      white_list: whiteListText(whiteList.map((entry) => ({ mobile: entry.mobile, name: entry.name ?? '' }))),
      questionnaire_name: questionnaire?.name ?? '',
      questionnaire_questions: (questionnaire?.columns ?? []).map(questionOf),
      type: row.type === 2 ? 2 : 1,
      parent_id: row.parentId,
      sort: row.sort,
      content_type: row.contentType as OpsLiveInput['content_type'],
      study_category_id: row.studyCategoryId,
      top: row.top === 1,
    };
    return { id: row.id, state: row.publishState, updatedAt: row.updatedAt, fields: { ...fields } };
  },
  insertDraft: async (db, fields) => insertLiveDraft(db, await valuesOf(db, fields)),
  publish: async (db, id, fields) => publishLiveRow(db, id, await valuesOf(db, fields)),
  setState: setLiveStates,
  list: listLiveItems,
  options: publishedLiveOptions,
  appPath: (id) => `/live-detail/${id}`,
  async offlineRefusal(db, id) {
    const published = await countPublishedSessions(db, id);
    return published > 0 ? LIVE_MESSAGES.columnHasSessions(published) : undefined;
  },
};
