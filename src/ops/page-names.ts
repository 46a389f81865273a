import { findRoute } from '../../contract/routes/route-table';

// The names operators know pages by: 首页, 频道 · 呼吸, 专题 · 心血管, 课程详情 — never a layout id.

export const PAGE_TEXT = {
  groups: { home: '首页', channel: '频道', topic: '专题', landing: '活动页', route: '其他页面' },
  home: '首页',
  channel: (name: string) => `频道 · ${name}`,
  topic: (name: string) => `专题 · ${name}`,
  channelTemplate: '频道页模板（各频道默认）',
  topicTemplate: '专题页模板（各专题默认）',
  unnamedChannel: (id: string) => `频道 · 第 ${id} 号`,
  unnamedTopic: (id: string) => `专题 · 第 ${id} 号`,
  unknown: '未命名页面',
  landing: (name: string) => `活动页 · ${name}`,
  landingTemplate: '活动页空白模板（各活动页的起点）',
} as const;

/** Pages whose route titles are shared with another page: each gets a name of its own in the list. */
const DISTINCT_NAMES: Readonly<Record<string, string>> = {
  home: '首页（旧版）',
  search: '搜索（旧版）',
  'search-new': '搜索',
  'meeting-list-old': '学术会（旧版）',
  'send-verify': '输入验证码（登录）',
  'my-send-verify': '输入验证码（修改手机号）',
  'live-column': '直播专栏（单个专栏）',
  'live-column-list': '直播专栏列表',
  'live-column-detail': '直播专栏详情',
  'topic-list': '专题列表',
  'clinic-course': '临床好课（课程页）',
  'short-video-list': '短视频列表',
  'short-video-detail': '短视频详情',
  'medical-column-list': '医学专栏（单个专栏）',
};

export type PageGroup = keyof typeof PAGE_TEXT.groups;

/** Which group a layout id belongs to in the list. */
export function pageGroup(id: string): PageGroup {
  if (id === 'home-new') return 'home';
  if (id.startsWith('channel-home')) return 'channel';
  if (id.startsWith('topic-detail')) return 'topic';
  if (id === 'landing' || id.startsWith('landing.')) return 'landing';
  return 'route';
}

/**
 * A layout's name for operators: the channel's or topic's name for their own pages (`title`, from the
 * server), a template name for the defaults they start from, else the route's Chinese title.
 */
export function pageName(id: string, title?: string | null): string {
  const dot = id.indexOf('.');
  const base = dot < 0 ? id : id.slice(0, dot);
  const variant = dot < 0 ? null : id.slice(dot + 1);
  if (base === 'channel-home') return variant === null ? PAGE_TEXT.channelTemplate : title ? PAGE_TEXT.channel(title) : PAGE_TEXT.unnamedChannel(variant);
  if (base === 'topic-detail') return variant === null ? PAGE_TEXT.topicTemplate : title ? PAGE_TEXT.topic(title) : PAGE_TEXT.unnamedTopic(variant);
  if (base === 'landing') return variant === null ? PAGE_TEXT.landingTemplate : PAGE_TEXT.landing(title ?? variant);
  if (id === 'home-new') return PAGE_TEXT.home;
  return DISTINCT_NAMES[base] ?? findRoute(base)?.title ?? title ?? PAGE_TEXT.unknown;
}
