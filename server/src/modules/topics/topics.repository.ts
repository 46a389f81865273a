import { and, asc, count, desc, eq } from 'drizzle-orm';
import type { Banner, PagedContent, TopicDetail, TopicModule, TopicNews, TopicNewsPage } from '../../../../contract/generated/schema-types';
import type { Db } from '../../db/database';
import { topicBanners, topicCooperates, topicExperts, topicModules, topicNews, topics } from '../../db/schema/index';
import { OriginType } from '../../../../contract/constants';
import { sanitizeArticleHtml } from '../../html/article-html';
import { formatDateTime } from '../content/content-format';
import { loadContentItems } from '../content/content-items';
import { offsetOf, pageOf, type Paging } from '../content/paging';

/** The topic home shows at most 3 news; the rest are on topic-news-list. */
export const TOPIC_HOME_NEWS = 3;

/** Internal paths (not protocol-relative "//host") and http(s) URLs; anything else opens nothing. */
export function safeLink(link: string | null | undefined): string {
  const value = (link ?? '').trim();
  if (/^\/(?!\/)/.test(value) || /^https?:\/\//i.test(value)) return value;
  return '';
}

type ModuleRow = typeof topicModules.$inferSelect;

/**
 * Where a module opens, from its key (an operator-set link wins): the client only opens `link`, so
 * adding a module kind is a server change, never a client one.
 */
export function moduleLink(topicId: number, module: Pick<ModuleRow, 'id' | 'key' | 'link'>): string {
  const own = safeLink(module.link);
  if (own) return own;
  switch (module.key) {
    case 'column':
      return `/topic-column/${topicId}/${module.id}`;
    case 'study_group':
      return `/study-group-recruitment/${topicId}/${module.id}`;
    case 'honor':
      return `/topic-honor/${topicId}`;
    case 'news':
      return `/topic-news-list/${topicId}`;
    case 'expert':
      // The expert team is shown with the full introduction.
      return `/topic-desc/${topicId}`;
    default:
      return '';
  }
}

export function toTopicModule(topicId: number, row: ModuleRow): TopicModule {
  return { id: row.id, key: row.key, title: row.title, logo: row.logo, desc: row.desc, link: moduleLink(topicId, row) };
}

function toNews(row: typeof topicNews.$inferSelect): TopicNews {
  const link = safeLink(row.targetUrl);
  return {
    id: row.id,
    origin_type: OriginType.article,
    title: row.title,
    cover_img: row.coverImg,
    content_type: row.contentType,
    target_url: link,
    link,
    created_at: formatDateTime(row.publishedAt),
  };
}

export async function topicExists(db: Db, id: number): Promise<boolean> {
  const rows = await db.select({ id: topics.id }).from(topics).where(eq(topics.id, id)).limit(1);
  return rows.length > 0;
}

export async function listTopics(db: Db, paging: Paging): Promise<PagedContent> {
  const [{ n: total }] = await db.select({ n: count() }).from(topics);
  const rows = await db.select({ id: topics.id }).from(topics).orderBy(asc(topics.sort), asc(topics.id)).limit(paging.pageSize).offset(offsetOf(paging));
  const list = await loadContentItems(
    db,
    rows.map((r) => ({ originType: OriginType.topic, originId: r.id })),
  );
  return pageOf(list, total, paging);
}

const newsOrder = [desc(topicNews.publishedAt), asc(topicNews.sort), asc(topicNews.id)];

export async function loadTopicDetail(db: Db, id: number): Promise<TopicDetail | undefined> {
  const [topic] = await db.select().from(topics).where(eq(topics.id, id)).limit(1);
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
    .limit(TOPIC_HOME_NEWS);
  const [{ n: newsTotal }] = await db.select({ n: count() }).from(topicNews).where(eq(topicNews.topicId, id));
  const cooperates = await db.select().from(topicCooperates).where(eq(topicCooperates.topicId, id)).orderBy(asc(topicCooperates.sort), asc(topicCooperates.id));
  const experts = await db.select().from(topicExperts).where(eq(topicExperts.topicId, id)).orderBy(asc(topicExperts.sort), asc(topicExperts.id));

  // The fixed page's module may belong to the topic or (operator's choice) to another one.
  let specialModule: TopicModule | null = null;
  if (topic.specialModuleId !== null) {
    const own = modules.find((m) => m.id === topic.specialModuleId);
    const [row] = own ? [own] : await db.select().from(topicModules).where(eq(topicModules.id, topic.specialModuleId)).limit(1);
    if (row) specialModule = toTopicModule(row.topicId, row);
  }

  return {
    id: topic.id,
    title: topic.title,
    logo: topic.logo,
    cover_img: topic.coverImg,
    footer_img: topic.footerImg,
    desc: topic.desc,
    content: sanitizeArticleHtml(topic.content, { proxyImages: true }),
    modules: modules.map((m) => toTopicModule(id, m)),
    banners: banners.map((b): Banner => ({ id: b.id, img: b.img, target_url: safeLink(b.targetUrl), title: b.title })),
    news: news.map(toNews),
    news_total: newsTotal,
    cooperates: cooperates.map((c) => ({ id: c.id, name: c.name, logo: c.logo })),
    experts: experts.map((e) => ({ id: e.id, name: e.name, avatar: e.avatar, title: e.title, hospital: e.hospital, bio: e.bio })),
    mobile: topic.mobile,
    email: topic.email,
    qrcode: topic.qrcode,
    qrcode_name: topic.qrcodeName,
    title_color: topic.titleColor,
    title_font_size: topic.titleFontSize,
    show_desc_title: topic.showDescTitle,
    special_module_id: topic.specialModuleId,
    special_module: specialModule,
    view_count: topic.viewCount,
  };
}

export async function listTopicNews(db: Db, topicId: number, paging: Paging): Promise<TopicNewsPage> {
  const [{ n: total }] = await db.select({ n: count() }).from(topicNews).where(eq(topicNews.topicId, topicId));
  const rows = await db
    .select()
    .from(topicNews)
    .where(eq(topicNews.topicId, topicId))
    .orderBy(...newsOrder)
    .limit(paging.pageSize)
    .offset(offsetOf(paging));
  return pageOf(rows.map(toNews), total, paging);
}
