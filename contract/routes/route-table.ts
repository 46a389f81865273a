// Every route of the app. The path is the contract with links, shares and the server's SPA fallback;
// the title feeds the page title; `layout` names the default layout document; `variant` names the
// route parameter or query value whose own layout (e.g. a channel's) takes precedence when stored.

export interface LayoutVariant {
  /** Where the variant key comes from. */
  source: 'param' | 'query';
  name: string;
  /** Base layout id of the variant family; the variant id is `<layout>.<value>`. */
  layout: string;
  /**
   * The page exists only as a variant of its own (a landing page): no fallback to the base layout, which
   * is only what new pages start from; an unpublished or unknown one, or a key that is not `pattern`, is 页面不存在.
   */
  only?: { pattern: RegExp };
}

export interface RouteDefinition {
  name: string;
  path: string;
  title: string;
  /** Default layout id; equals the route name unless stated. */
  layout: string;
  variant?: LayoutVariant;
  /** Shows the bottom tab bar (首页 / 直播 / 临床好课 / 我的). */
  tabBar?: boolean;
  /** Title comes from the loaded content instead (e.g. image-text). */
  titleFromContent?: boolean;
  /** Titles of the same screen in another role, chosen by a query value (the school picker is choose-hospital?isSchool=1). */
  queryTitles?: QueryTitle[];
  /** Other addresses of the same screen (old links keep working); links and shares use `path`. */
  aliases?: readonly string[];
}

export interface QueryTitle {
  query: string;
  value: string;
  title: string;
}

/** A landing page's slug (its address /landing/<slug>, its layout landing.<slug>): lowercase letters, digits, single hyphens. */
export const LANDING_SLUG = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;

type RouteSeed = Omit<RouteDefinition, 'layout'> & { layout?: string };

const seeds: RouteSeed[] = [
  { name: 'home-new', path: '/', aliases: ['/home-new'], title: '首页', tabBar: true, variant: { source: 'query', name: 'channel', layout: 'channel-home' } },
  { name: 'home', path: '/old-home', title: '首页', tabBar: true },
  { name: 'middle', path: '/middle', title: '登录中' },
  { name: 'search', path: '/search', title: '搜索' },
  { name: 'search-new', path: '/search-new', title: '搜索' },
  { name: 'meeting-list', path: '/meeting-list', title: '学术会' },
  { name: 'meeting-list-old', path: '/meeting-list-old', title: '学术会' },
  { name: 'meeting', path: '/meeting/:uuid', title: '会议详情' },
  { name: 'meeting-news-detail', path: '/meeting-news-detail/:id', title: '会议资讯' },
  { name: 'course-list', path: '/course-list', title: '课程' },
  { name: 'course-column', path: '/course-column/:id', title: '系列课程' },
  { name: 'course-detail', path: '/course-detail/:id', title: '课程详情' },
  { name: 'video-column', path: '/video-column/:id', title: '视频专栏' },
  { name: 'video-detail', path: '/video-detail/:id', title: '视频详情' },
  { name: 'article-list', path: '/article-list', title: '资讯' },
  { name: 'article-column', path: '/article-column/:id', title: '资讯专栏' },
  { name: 'article-detail', path: '/article-detail/:id', title: '资讯详情' },
  { name: 'short-video-list', path: '/short-video-list', title: '短视频' },
  { name: 'short-video-detail', path: '/short-video-detail/:id', title: '短视频' },
  { name: 'live-list', path: '/live-list', title: '直播', tabBar: true },
  { name: 'live-study', path: '/live-study', title: '学术专区' },
  { name: 'live-column', path: '/live-column/:id', title: '直播专栏' },
  { name: 'live-column-list', path: '/live-column-list', title: '直播专栏' },
  { name: 'live-column-detail', path: '/live-column-detail', title: '直播专栏' },
  { name: 'live-detail', path: '/live-detail/:id', title: '直播详情' },
  { name: 'live-detail-home', path: '/live-detail-home/:id', title: '直播间' },
  { name: 'live-appointment-list', path: '/live-appointment-list', title: '我的预约' },
  { name: 'my', path: '/my', title: '我的', tabBar: true },
  { name: 'my-history', path: '/my-history', title: '浏览历史' },
  { name: 'my-learning', path: '/my-learning', title: '学习记录' },
  { name: 'my-focus', path: '/my-focus', title: '我的关注' },
  { name: 'my-amount', path: '/my-amount', title: '我的博贝' },
  { name: 'amount-rule', path: '/amount-rule', title: '博贝规则' },
  { name: 'my-favorite', path: '/my-favorite', title: '我的收藏' },
  { name: 'my-list-order', path: '/my-list-order', title: '我的订单' },
  { name: 'my-service', path: '/my-service', title: '客服支持' },
  { name: 'my-setting', path: '/my-setting', title: '设置' },
  { name: 'my-update-tel', path: '/my-update-tel', title: '修改手机号' },
  { name: 'my-send-verify', path: '/my-send-verify', title: '输入验证码' },
  { name: 'ys', path: '/ys', title: '用户协议与隐私政策' },
  { name: 'login', path: '/login', title: '登录' },
  { name: 'send-verify', path: '/send-verify', title: '输入验证码' },
  { name: 'add-info', path: '/add-info', title: '完善信息' },
  { name: 'choose-hospital', path: '/choose-hospital', title: '选择医院', queryTitles: [{ query: 'isSchool', value: '1', title: '选择学校' }] },
  { name: 'add-hospital', path: '/add-hospital', title: '添加医院' },
  { name: 'choose-office', path: '/choose-office', title: '选择科室', queryTitles: [{ query: 'isMajor', value: '1', title: '选择专业' }] },
  { name: 'case-list', path: '/case-list', title: '病例' },
  { name: 'case-column', path: '/case-column/:id', title: '病例专栏' },
  { name: 'clinic-list', path: '/clinic-list', title: '临床好课', tabBar: true },
  { name: 'clinic-course', path: '/clinic-course', title: '临床好课' },
  { name: 'clinic-list-new', path: '/clinic-list-new', title: '课程上新' },
  { name: 'activity-list', path: '/activity-list', title: '活动日历' },
  { name: 'activity-detail', path: '/activity-detail/:id', title: '活动详情' },
  { name: 'download-list', path: '/download-list', title: '指南文献' },
  { name: 'download-detail', path: '/download-detail/:id', title: '资料详情' },
  { name: 'topic-list', path: '/topic-list', title: '专题' },
  { name: 'topic-detail', path: '/topic-detail/:id', title: '专题', variant: { source: 'param', name: 'id', layout: 'topic-detail' } },
  { name: 'topic-desc', path: '/topic-desc/:id', title: '专题介绍' },
  { name: 'topic-news-list', path: '/topic-news-list/:id', title: '专题资讯' },
  { name: 'topic-column', path: '/topic-column/:topic_id/:topic_subject_id', title: '专题栏目' },
  { name: 'study-group-recruitment', path: '/study-group-recruitment/:topic_id/:topic_subject_id', title: '学习小组招募' },
  { name: 'topic-honor', path: '/topic-honor/:topic_id', title: '荣誉榜' },
  { name: 'topic-honor-detail', path: '/topic-honor-detail/:topic_id/:id', title: '荣誉详情' },
  { name: 'academic-association', path: '/academic-association', title: '学术协会' },
  { name: 'channel-more', path: '/channel-more/:id/:origin_type', title: '更多', titleFromContent: true },
  { name: 'image-text', path: '/image-text/:id', title: '详情', titleFromContent: true },
  { name: 'medical-column', path: '/medical-column', title: '医学专栏' },
  { name: 'medical-column-list', path: '/medical-column-list/:id', title: '医学专栏' },
  { name: 'medical-column-detail', path: '/medical-column-detail/:id', title: '专栏详情' },
  {
    name: 'landing',
    path: '/landing/:slug',
    title: '活动页',
    variant: { source: 'param', name: 'slug', layout: 'landing', only: { pattern: LANDING_SLUG } },
  },
];

export const routeTable: readonly RouteDefinition[] = seeds.map((seed) => ({ ...seed, layout: seed.layout ?? seed.name }));

const byName = new Map(routeTable.map((route) => [route.name, route]));

export function findRoute(name: string): RouteDefinition | undefined {
  return byName.get(name);
}

/** The product name, appended to every page title and used as the default share title (docs/product-rules.md#sharing). */
export const PRODUCT_NAME = '博医荟';
