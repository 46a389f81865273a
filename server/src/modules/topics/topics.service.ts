import type { Banner, PagedContent, TopicDetail, TopicModule, TopicNews, TopicNewsPage } from '../../../../contract/generated/schema-types';
import type { Db } from '../../db/database';
import { OriginType } from '../../../../contract/constants';
import { sanitizeRichHtml } from '../../html/rich-html';
import { formatDateTime } from '../../shared/content/content-format';
import { loadContentItems } from '../../shared/content/content-items';
import { pageOf, type Paging } from '../../shared/paging';
import { findTopicDetail, listTopicIds, listTopicNewsRows, type TopicModuleRow, type TopicNewsRow } from './topics.repository';

/** The topic home shows at most 3 news; the rest are on topic-news-list. */
export const TOPIC_HOME_NEWS = 3;

/** Internal paths (not protocol-relative "//host") and http(s) URLs; anything else opens nothing. */
export function safeLink(link: string | null | undefined): string {
  const value = (link ?? '').trim();
  if (/^\/(?!\/)/.test(value) || /^https?:\/\//i.test(value)) return value;
  return '';
}

/**
 * Where a module opens, from its key (an operator-set link wins): the client only opens `link`, so
 * adding a module kind is a server change, never a client one.
 */
export function moduleLink(topicId: number, module: Pick<TopicModuleRow, 'id' | 'key' | 'link'>): string {
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

export function toTopicModule(topicId: number, row: TopicModuleRow): TopicModule {
  return { id: row.id, key: row.key, title: row.title, logo: row.logo, desc: row.desc, link: moduleLink(topicId, row) };
}

function toNews(row: TopicNewsRow): TopicNews {
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

export async function listTopics(db: Db, paging: Paging): Promise<PagedContent> {
  const { total, rows } = await listTopicIds(db, paging);
  const list = await loadContentItems(
    db,
    rows.map((r) => ({ originType: OriginType.topic, originId: r.id })),
  );
  return pageOf(list, total, paging);
}

export async function loadTopicDetail(db: Db, id: number): Promise<TopicDetail | undefined> {
  const rows = await findTopicDetail(db, id, TOPIC_HOME_NEWS);
  if (!rows) return undefined;
  const { topic, modules, banners, news, newsTotal, cooperates, experts, specialModule } = rows;
  return {
    id: topic.id,
    title: topic.title,
    logo: topic.logo,
    cover_img: topic.coverImg,
    footer_img: topic.footerImg,
    desc: topic.desc,
    content: sanitizeRichHtml(topic.content, { proxyImages: true }),
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
    // A module of another topic links within that topic.
    special_module: specialModule ? toTopicModule(specialModule.topicId, specialModule) : null,
    view_count: topic.viewCount,
  };
}

export async function listTopicNews(db: Db, topicId: number, paging: Paging): Promise<TopicNewsPage> {
  const { total, rows } = await listTopicNewsRows(db, topicId, paging);
  return pageOf(rows.map(toNews), total, paging);
}
