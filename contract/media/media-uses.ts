import type { OpsMediaUse } from '../generated/schema-types';

/** How the console and the server's refusals name each kind of place that shows a library file. */
export const MEDIA_USE_KIND_NAMES: Record<OpsMediaUse['kind'], string> = {
  banner: '首页轮播图',
  shortcut: '首页图标入口',
  'screen-advert': '开屏广告',
  layout: '页面布局',
  course: '课程',
  'course-lesson': '课程课时',
  'short-video': '短视频',
  article: '文章',
  live: '直播',
  'live-replay': '直播回放',
  meeting: '会议',
  topic: '专题',
};
