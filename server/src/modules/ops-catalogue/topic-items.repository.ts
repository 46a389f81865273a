import { and, asc, count, desc, eq, gte, ilike, inArray, lt, notInArray, sql, type SQL } from 'drizzle-orm';
import type { OpsTopicInput } from '../../../../contract/generated/schema-types';
import type { Db } from '../../db/database';
import { people, topicExperts, topicHonours, topicModules, topicStudyGroups, topics } from '../../db/schema/index';
import { offsetOf, type Paging } from '../../shared/paging';
import { PUBLISH_STATE } from '../../shared/publish-state';
import { containing } from './article-items.repository';
import type { ItemListFilter, ItemSummaryRow } from './item-kind';

type TopicModuleInput = NonNullable<OpsTopicInput['modules']>[number];
type StudyGroupInput = NonNullable<TopicModuleInput['study_groups']>[number];
type HonourInput = NonNullable<OpsTopicInput['honours']>[number];
type ExpertInput = NonNullable<OpsTopicInput['experts']>[number];

/** The topics row's columns the back office edits (special_module_id and counters are left as they are). */
function topicColumns(input: OpsTopicInput) {
  return {
    title: input.title,
    logo: input.logo ?? '',
    coverImg: input.cover_img ?? '',
    footerImg: input.footer_img ?? '',
    desc: input.desc ?? '',
    content: input.content ?? '',
    titleColor: input.title_color ?? '#333333',
    titleFontSize: input.title_font_size ?? 18,
    showDescTitle: input.show_desc_title === false ? 0 : 1,
    mobile: input.mobile ?? '',
    email: input.email ?? '',
    qrcode: input.qrcode ?? '',
    qrcodeName: input.qrcode_name ?? '',
  };
}

/** The topic as its input fields: the row and its modules (with study groups), experts and honours. */
export async function findTopicItem(db: Db, id: number) {
  const [topic] = await db.select().from(topics).where(eq(topics.id, id)).limit(1);
  if (!topic) return undefined;
  const modules = await db.select().from(topicModules).where(eq(topicModules.topicId, id)).orderBy(asc(topicModules.sort), asc(topicModules.id));
  const groups = await db.select().from(topicStudyGroups).where(eq(topicStudyGroups.topicId, id)).orderBy(asc(topicStudyGroups.sort), asc(topicStudyGroups.id));
  const experts = await db.select().from(topicExperts).where(eq(topicExperts.topicId, id)).orderBy(asc(topicExperts.sort), asc(topicExperts.id));
  const honours = await db.select().from(topicHonours).where(eq(topicHonours.topicId, id)).orderBy(asc(topicHonours.sort), asc(topicHonours.id));
  const fields: OpsTopicInput = {
    title: topic.title,
    logo: topic.logo,
    cover_img: topic.coverImg,
    footer_img: topic.footerImg,
    desc: topic.desc,
    content: topic.content,
    title_color: /^#[0-9A-Fa-f]{6}$/.test(topic.titleColor) ? topic.titleColor : '#333333',
    title_font_size: Math.min(40, Math.max(12, topic.titleFontSize)),
    show_desc_title: topic.showDescTitle === 1,
    mobile: topic.mobile,
    email: topic.email,
    qrcode: topic.qrcode,
    qrcode_name: topic.qrcodeName,
    modules: modules.map((m) => ({
      id: m.id,
      // A key the form does not know reads as an external link; its own link still decides where it opens.
      key: (['column', 'study_group', 'honor', 'expert', 'news', 'link'] as const).find((key) => key === m.key) ?? 'link',
      title: m.title,
      logo: m.logo,
      desc: m.desc,
      link: m.link,
      study_groups: groups
        .filter((g) => g.moduleId === m.id)
        .map((g) => ({
          id: g.id,
          title: g.title,
          main_img: g.mainImg,
          show_avatar: g.showAvatar === 1,
          roles: g.configure.map((role) => ({
            name: role.name,
            members: role.members.map((p) => ({ name: p.name, avatar: p.avatar ?? '', title: p.title ?? '', hospital: p.hospital ?? '' })),
          })),
          content: g.content,
        })),
    })),
    experts: experts.map((e) => ({ person_id: null, name: e.name, title: e.title, hospital: e.hospital, avatar: e.avatar, bio: e.bio })),
    honours: honours.map((h) => ({ id: h.id, type: h.type === 2 ? 2 : 1, title: h.title, cover_imgs: h.coverImgs, content: h.content })),
  };
  return { id: topic.id, state: topic.publishState, updatedAt: topic.updatedAt, fields };
}

export async function insertTopicDraft(db: Db, input: OpsTopicInput): Promise<number> {
  const [row] = await db
    .insert(topics)
    .values({ ...topicColumns(input), publishState: PUBLISH_STATE.draft })
    .returning({ id: topics.id });
  return row.id;
}

/** Of `ids`, those that are rows of this topic in `table` (an id from elsewhere makes a new row instead). */
async function ownIds(db: Db, table: typeof topicModules | typeof topicHonours | typeof topicStudyGroups, topicId: number): Promise<Set<number>> {
  const rows = await db.select({ id: table.id }).from(table).where(eq(table.topicId, topicId));
  return new Set(rows.map((row) => row.id));
}

async function removeOthers(db: Db, table: typeof topicModules | typeof topicHonours | typeof topicStudyGroups, topicId: number, kept: number[]) {
  await db.delete(table).where(and(eq(table.topicId, topicId), kept.length > 0 ? notInArray(table.id, kept) : undefined));
}

function groupColumns(topicId: number, moduleId: number, group: StudyGroupInput, sort: number) {
  return {
    topicId,
    moduleId,
    title: group.title,
    mainImg: group.main_img ?? '',
    showAvatar: group.show_avatar === false ? 0 : 1,
    configure: (group.roles ?? []).map((role) => ({
      name: role.name,
      members: (role.members ?? []).map((p) => ({ name: p.name, avatar: p.avatar ?? '', title: p.title ?? '', hospital: p.hospital ?? '' })),
    })),
    content: group.content ?? '',
    sort,
  };
}

/** Modules and their study groups: rows keep their ids (links to them stay valid); rows no longer listed go. */
async function writeModules(db: Db, topicId: number, modules: readonly TopicModuleInput[]): Promise<void> {
  const ownModules = await ownIds(db, topicModules, topicId);
  const ownGroups = await ownIds(db, topicStudyGroups, topicId);
  const keptModules: number[] = [];
  const keptGroups: number[] = [];
  const placed: Array<{ moduleId: number; groups: readonly StudyGroupInput[] }> = [];
  for (const [sort, module] of modules.entries()) {
    const values = { topicId, key: module.key, title: module.title, logo: module.logo ?? '', desc: module.desc ?? '', link: module.link ?? '', sort };
    let moduleId: number;
    if (module.id && ownModules.has(module.id)) {
      moduleId = module.id;
      await db.update(topicModules).set(values).where(eq(topicModules.id, moduleId));
    } else {
      [{ id: moduleId }] = await db.insert(topicModules).values(values).returning({ id: topicModules.id });
    }
    keptModules.push(moduleId);
    placed.push({ moduleId, groups: module.study_groups ?? [] });
  }
  for (const { moduleId, groups } of placed) {
    for (const [sort, group] of groups.entries()) {
      const values = groupColumns(topicId, moduleId, group, sort);
      if (group.id && ownGroups.has(group.id) && !keptGroups.includes(group.id)) {
        await db.update(topicStudyGroups).set(values).where(eq(topicStudyGroups.id, group.id));
        keptGroups.push(group.id);
      } else {
        const [row] = await db.insert(topicStudyGroups).values(values).returning({ id: topicStudyGroups.id });
        keptGroups.push(row.id);
      }
    }
  }
  await removeOthers(db, topicStudyGroups, topicId, keptGroups);
  await removeOthers(db, topicModules, topicId, keptModules);
}

async function writeHonours(db: Db, topicId: number, honours: readonly HonourInput[]): Promise<void> {
  const own = await ownIds(db, topicHonours, topicId);
  const kept: number[] = [];
  for (const [sort, honour] of honours.entries()) {
    const values = { topicId, type: honour.type ?? 1, title: honour.title, coverImgs: honour.cover_imgs ?? [], content: honour.content ?? '', sort };
    if (honour.id && own.has(honour.id) && !kept.includes(honour.id)) {
      await db.update(topicHonours).set(values).where(eq(topicHonours.id, honour.id));
      kept.push(honour.id);
    } else {
      const [row] = await db.insert(topicHonours).values(values).returning({ id: topicHonours.id });
      kept.push(row.id);
    }
  }
  await removeOthers(db, topicHonours, topicId, kept);
}

/** Experts are written afresh in the listed order (nothing links to an expert row). */
async function writeExperts(db: Db, topicId: number, experts: readonly ExpertInput[]): Promise<void> {
  await db.delete(topicExperts).where(eq(topicExperts.topicId, topicId));
  if (experts.length === 0) return;
  await db
    .insert(topicExperts)
    .values(
      experts.map((e, sort) => ({ topicId, name: e.name, title: e.title ?? '', hospital: e.hospital ?? '', avatar: e.avatar ?? '', bio: e.bio ?? '', sort })),
    );
}

/** The published version: the topic row and its modules, study groups, experts and honours, in the caller's transaction. */
export async function publishTopicRows(db: Db, id: number, input: OpsTopicInput): Promise<void> {
  await db
    .update(topics)
    .set({ ...topicColumns(input), publishState: PUBLISH_STATE.published, updatedAt: sql`now()` })
    .where(eq(topics.id, id));
  await writeModules(db, id, input.modules ?? []);
  await writeExperts(db, id, input.experts ?? []);
  await writeHonours(db, id, input.honours ?? []);
}

export async function setTopicStates(db: Db, ids: readonly number[], state: number): Promise<void> {
  await db
    .update(topics)
    .set({ publishState: state, updatedAt: sql`now()` })
    .where(inArray(topics.id, [...ids]));
}

export async function listTopicItems(db: Db, filter: ItemListFilter, paging: Paging) {
  const where = and(
    filter.q ? ilike(topics.title, containing(filter.q)) : undefined,
    filter.state === undefined ? undefined : eq(topics.publishState, filter.state),
    filter.from ? gte(topics.updatedAt, filter.from) : undefined,
    filter.to ? lt(topics.updatedAt, filter.to) : undefined,
  );
  const order: SQL[] = filter.sort === 'title' ? [asc(topics.title), desc(topics.id)] : [desc(topics.updatedAt), desc(topics.id)];
  const [{ total }] = await db.select({ total: count() }).from(topics).where(where);
  const rows: ItemSummaryRow[] = await db
    .select({
      id: topics.id,
      title: topics.title,
      state: topics.publishState,
      column: sql<string>`''`,
      author: sql<string>`''`,
      updatedAt: topics.updatedAt,
      publishedAt: sql<Date | null>`NULL`,
    })
    .from(topics)
    .where(where)
    .orderBy(...order)
    .limit(paging.pageSize)
    .offset(offsetOf(paging));
  return { total, rows };
}

export async function publishedTopicOptions(db: Db, q: string) {
  return db
    .select({ id: topics.id, title: topics.title })
    .from(topics)
    .where(and(eq(topics.publishState, PUBLISH_STATE.published), q ? ilike(topics.title, containing(q)) : undefined))
    .orderBy(asc(topics.sort), desc(topics.id))
    .limit(20);
}

/** The published people among `ids`, for experts picked from the people list. */
export async function publishedPeople(db: Db, ids: readonly number[]) {
  if (ids.length === 0) return [];
  return db
    .select({ id: people.id, name: people.name, title: people.title, hospital: people.hospital, photo: people.photo, bio: people.bio })
    .from(people)
    .where(and(inArray(people.id, [...ids]), eq(people.publishState, PUBLISH_STATE.published)));
}
