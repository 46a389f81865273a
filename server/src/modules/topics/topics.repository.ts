import { and, asc, count, desc, eq } from 'drizzle-orm';
import type { Db } from '../../db/database';
import { topicBanners, topicCooperates, topicExperts, topicModules, topicNews, topics } from '../../db/schema/index';
import { offsetOf, type Paging } from '../../shared/paging';
import { PUBLISH_STATE } from '../../shared/publish-state';

/** Doctors see published topics only (a draft or a taken-down one is 页面不存在). */
export const topicPublished = eq(topics.publishState, PUBLISH_STATE.published);

export type TopicModuleRow = typeof topicModules.$inferSelect;
export type TopicNewsRow = typeof topicNews.$inferSelect;

/** Everything the topic home shows, as stored. */
export interface TopicDetailRows {
  topic: typeof topics.$inferSelect;
  modules: TopicModuleRow[];
  banners: (typeof topicBanners.$inferSelect)[];
  news: TopicNewsRow[];
  newsTotal: number;
  cooperates: (typeof topicCooperates.$inferSelect)[];
  experts: (typeof topicExperts.$inferSelect)[];
  /** The fixed page's module when the topic names one that exists. */
  specialModule: TopicModuleRow | undefined;
}

export async function topicExists(db: Db, id: number): Promise<boolean> {
  const rows = await db
    .select({ id: topics.id })
    .from(topics)
    .where(and(eq(topics.id, id), topicPublished))
    .limit(1);
  return rows.length > 0;
}

/** One page of topic ids in the operator's order, and how many topics there are. */
export async function listTopicIds(db: Db, paging: Paging): Promise<{ total: number; rows: { id: number }[] }> {
  const [{ n: total }] = await db.select({ n: count() }).from(topics).where(topicPublished);
  const rows = await db
    .select({ id: topics.id })
    .from(topics)
    .where(topicPublished)
    .orderBy(asc(topics.sort), asc(topics.id))
    .limit(paging.pageSize)
    .offset(offsetOf(paging));
  return { total, rows };
}

const newsOrder = [desc(topicNews.publishedAt), asc(topicNews.sort), asc(topicNews.id)];

/** The topic with its modules, home banners, first `newsLimit` news, cooperates and experts; undefined for an unknown topic. */
export async function findTopicDetail(db: Db, id: number, newsLimit: number): Promise<TopicDetailRows | undefined> {
  const [topic] = await db
    .select()
    .from(topics)
    .where(and(eq(topics.id, id), topicPublished))
    .limit(1);
  if (!topic) return undefined;
  const modules = await db.select().from(topicModules).where(eq(topicModules.topicId, id)).orderBy(asc(topicModules.sort), asc(topicModules.id));
  const banners = await db
    .select()
    .from(topicBanners)
    .where(and(eq(topicBanners.topicId, id), eq(topicBanners.placement, 'home')))
    .orderBy(asc(topicBanners.sort), asc(topicBanners.id));
  const news = await db
    .select()
    .from(topicNews)
    .where(eq(topicNews.topicId, id))
    .orderBy(...newsOrder)
    .limit(newsLimit);
  const [{ n: newsTotal }] = await db.select({ n: count() }).from(topicNews).where(eq(topicNews.topicId, id));
  const cooperates = await db.select().from(topicCooperates).where(eq(topicCooperates.topicId, id)).orderBy(asc(topicCooperates.sort), asc(topicCooperates.id));
  const experts = await db.select().from(topicExperts).where(eq(topicExperts.topicId, id)).orderBy(asc(topicExperts.sort), asc(topicExperts.id));

  // The fixed page's module may belong to the topic or (operator's choice) to another one; only the latter is read again.
  let specialModule: TopicModuleRow | undefined;
  if (topic.specialModuleId !== null) {
    const own = modules.find((m) => m.id === topic.specialModuleId);
    [specialModule] = own ? [own] : await db.select().from(topicModules).where(eq(topicModules.id, topic.specialModuleId)).limit(1);
  }

  return { topic, modules, banners, news, newsTotal, cooperates, experts, specialModule };
}

/** One page of a topic's news, newest first, and how many it has. */
export async function listTopicNewsRows(db: Db, topicId: number, paging: Paging): Promise<{ total: number; rows: TopicNewsRow[] }> {
  const [{ n: total }] = await db.select({ n: count() }).from(topicNews).where(eq(topicNews.topicId, topicId));
  const rows = await db
    .select()
    .from(topicNews)
    .where(eq(topicNews.topicId, topicId))
    .orderBy(...newsOrder)
    .limit(paging.pageSize)
    .offset(offsetOf(paging));
  return { total, rows };
}
