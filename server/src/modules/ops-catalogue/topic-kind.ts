import type { OpsTopicInput } from '../../../../contract/generated/schema-types';
import { sanitizeRichHtml } from '../../html/rich-html';
import type { FieldProblem, ItemFields, ItemKind } from './item-kind';
import { ITEM_MESSAGES } from './item-messages';
import {
  findTopicItem,
  insertTopicDraft,
  listTopicItems,
  publishedPeople,
  publishedTopicOptions,
  publishTopicRows,
  setTopicStates,
} from './topic-items.repository';

// The fields are checked against ops-topic-input.json before they reach here.
const asInput = (fields: ItemFields) => fields as unknown as OpsTopicInput;

export const TOPIC_MESSAGES = {
  groupsOutsideStudyGroup: '只有「学组招募」栏目可以有学组',
  imageSetEmpty: '图片集至少需要一张图片',
  personMissing: '所选讲者不存在或未发布',
} as const;

function normalised(input: OpsTopicInput): OpsTopicInput {
  const clean = (html: string | undefined) => sanitizeRichHtml(html ?? '');
  return {
    ...input,
    title: input.title.trim(),
    desc: (input.desc ?? '').trim(),
    content: clean(input.content),
    modules: (input.modules ?? []).map((m) => ({
      ...m,
      title: m.title.trim(),
      link: (m.link ?? '').trim(),
      study_groups: (m.study_groups ?? []).map((g) => ({ ...g, title: g.title.trim(), content: clean(g.content) })),
    })),
    experts: (input.experts ?? []).map((e) => ({ ...e, name: e.name.trim() })),
    honours: (input.honours ?? []).map((h) => ({ ...h, title: h.title.trim(), content: clean(h.content) })),
  };
}

/** Experts picked from the people list take that person's title, hospital, photo and bio where left blank. */
async function withPeople(db: Parameters<ItemKind['read']>[0], input: OpsTopicInput): Promise<OpsTopicInput> {
  const experts = input.experts ?? [];
  const ids = experts.flatMap((e) => (e.person_id ? [e.person_id] : []));
  if (ids.length === 0) return input;
  const byId = new Map((await publishedPeople(db, ids)).map((p) => [p.id, p]));
  return {
    ...input,
    experts: experts.map((e) => {
      const person = e.person_id ? byId.get(e.person_id) : undefined;
      if (!person) return e;
      return { ...e, title: e.title || person.title, hospital: e.hospital || person.hospital, avatar: e.avatar || person.photo, bio: e.bio || person.bio };
    }),
  };
}

/** 专题: a topic home with its modules (columns, study groups, honours, experts, news, links). */
export const TOPIC_KIND: ItemKind = {
  richTextFields: ['content'],
  name: 'topic',
  title: '专题',
  schemaFile: 'schemas/ops/ops-topic-input.json',
  searchSource: 'topic',
  normalise: (fields) => ({ ...normalised(asInput(fields)) }),
  async problems(db, fields) {
    const input = asInput(fields);
    const problems: FieldProblem[] = [];
    if (!input.title.trim()) problems.push({ field: 'title', message: ITEM_MESSAGES.required('标题') });
    if ((input.modules ?? []).some((m) => m.key !== 'study_group' && (m.study_groups ?? []).length > 0))
      problems.push({ field: 'modules', message: TOPIC_MESSAGES.groupsOutsideStudyGroup });
    if ((input.honours ?? []).some((h) => h.type === 2 && (h.cover_imgs ?? []).length === 0))
      problems.push({ field: 'honours', message: TOPIC_MESSAGES.imageSetEmpty });
    const personIds = [...new Set((input.experts ?? []).flatMap((e) => (e.person_id ? [e.person_id] : [])))];
    if (personIds.length > 0 && (await publishedPeople(db, personIds)).length < personIds.length)
      problems.push({ field: 'experts', message: TOPIC_MESSAGES.personMissing });
    return problems;
  },
  async read(db, id) {
    const row = await findTopicItem(db, id);
    return row && { id: row.id, state: row.state, updatedAt: row.updatedAt, fields: { ...row.fields } };
  },
  insertDraft: (db, fields) => insertTopicDraft(db, asInput(fields)),
  publish: async (db, id, fields) => publishTopicRows(db, id, await withPeople(db, asInput(fields))),
  setState: setTopicStates,
  list: listTopicItems,
  options: publishedTopicOptions,
  appPath: (id) => `/topic-detail/${id}`,
};
