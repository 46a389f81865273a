import type {
  banners,
  categories,
  channelContents,
  channels,
  hotWords,
  messages,
  recommendModuleItems,
  recommendModules,
  screenAdverts,
  shortcuts,
  textPages,
} from '../db/schema/index';
import { CATEGORY_IDS, type ContentRef, type SeedContext } from './context';
import { addDays } from './prng';
import { SPECIALTIES } from './texts';

type ChannelRow = typeof channels.$inferInsert;

/** Channel ids: home 1–6 (one per specialty), course 7–11, live 12–15, case 16–19. */
export const CHANNELS: ChannelRow[] = [
  ...SPECIALTIES.map((s, i) => ({ id: i + 1, title: s.name, originType: 0, sort: i + 1 })),
  ...['内科', '外科', '儿科', '妇产', '影像'].map((title, i) => ({ id: 7 + i, title, originType: 1, sort: i + 1 })),
  ...['学术会议', '临床好课', '科研好课', '病例讨论'].map((title, i) => ({ id: 12 + i, title, originType: 4, sort: i + 1 })),
  ...['心内病例', '肿瘤病例', '疑难病例', '影像病例'].map((title, i) => ({ id: 16 + i, title, originType: 6, sort: i + 1 })),
];

const CATEGORY_NAMES: Record<keyof typeof CATEGORY_IDS, { type: number; names: string[] }> = {
  course: { type: 1, names: SPECIALTIES.map((s) => s.name) },
  article: { type: 2, names: ['临床资讯', '指南解读', '学术前沿', '医学人文'] },
  shortVideo: { type: 3, names: ['科普', '手术', '查房', '会议花絮'] },
  live: { type: 4, names: ['学术会议', '临床好课', '科研好课', '病例讨论'] },
  case: { type: 6, names: ['心血管', '肿瘤', '呼吸', '神经'] },
  clinic: { type: 7, names: ['临床思维', '病例精讲', '手术技巧', '影像判读', '急危重症'] },
  scientific: { type: 8, names: ['科研设计', '统计方法', '论文写作', '基金申报'] },
  studyZone: { type: 10, names: ['学术前沿', '指南共识', '专家访谈', '青年学者'] },
  topicColumn: { type: 11, names: ['专家讲堂', '病例分享', '基层培训'] },
};

const SHORTCUTS_1 = [
  ['临床好课', '/clinic-course'],
  ['直播', '/live-list'],
  ['学术会', '/meeting-list'],
  ['病例', '/case-list'],
  ['指南', '/download-list'],
  ['短视频', '/short-video-list'],
  ['医学专栏', '/medical-column'],
  ['专题', '/topic-list'],
  ['活动', '/activity-list'],
  ['资讯', '/article-list'],
  ['课程', '/course-list'],
  ['学术专区', '/live-study'],
  ['我的预约', '/live-appointment-list'],
  ['积分规则', '/amount-rule'],
] as const;

export function buildHome(ctx: SeedContext, refs: ContentRef[], ids: { shortVideoIds: number[] }) {
  const { now, covers } = ctx;
  const categoryRows: Array<typeof categories.$inferInsert> = Object.entries(CATEGORY_NAMES).flatMap(([key, { type, names }]) =>
    names.map((name, i) => ({ id: CATEGORY_IDS[key as keyof typeof CATEGORY_IDS][i], type, name, sort: i + 1 })),
  );

  const of = (kind: string | RegExp, specialty?: number) =>
    refs.filter((r) => (typeof kind === 'string' ? r.kind === kind : kind.test(r.kind)) && (specialty === undefined || r.specialty === specialty));

  // Channel membership: each home channel gets its specialty's content in the six sections.
  const contents: Array<typeof channelContents.$inferInsert> = [];
  const add = (channelId: number | null, list: ContentRef[], max: number) =>
    list.slice(0, max).forEach((r, i) => contents.push({ channelId, originType: r.originType, originId: r.originId, sort: i + 1, top: i === 0 ? 1 : 0 }));
  // Up to 12 per section: the channel page previews 4, so 查看更多 has more to show.
  SPECIALTIES.forEach((_, s) => {
    const channelId = s + 1;
    add(channelId, of(/^live-|liveSeries/, s), 12);
    add(channelId, of(/^(course|courseColumn|videoColumn|video)$/, s), 12);
    add(channelId, of('medicalColumn', s), 12);
    add(channelId, of(/^meeting-/, s), 12);
    add(channelId, of(/^download-/, s), 12);
    add(channelId, of(/^(case|caseColumn)$/, s), 12);
  });
  // Course channels 7–11: courses, columns and videos round-robin; live 12–15; case 16–19.
  const spread = (first: number, count: number, list: ContentRef[]) =>
    list.forEach((r, i) => contents.push({ channelId: first + (i % count), originType: r.originType, originId: r.originId, sort: Math.floor(i / count) + 1 }));
  spread(7, 5, of(/^(course|courseColumn|videoColumn|video)$/));
  // Live channels by what the live is: 学术会议 (5), 临床好课 (7, and the series), 科研好课 (8), the rest 病例讨论.
  const lives = of(/^live-|liveSeries/);
  const liveChannel = (r: ContentRef) => (r.contentType === 5 ? 12 : r.contentType === 7 || r.kind === 'liveSeries' ? 13 : r.contentType === 8 ? 14 : 15);
  [12, 13, 14, 15].forEach((channelId) =>
    lives
      .filter((r) => liveChannel(r) === channelId)
      .forEach((r, i) => contents.push({ channelId, originType: r.originType, originId: r.originId, sort: i + 1 })),
  );
  spread(16, 4, of(/^(case|caseColumn)$/));
  // 内容精选 (channel_id null): a mix of every origin_type, interleaved so each page is varied.
  const feedKinds = [
    /^course$/,
    /^article$/,
    /^live-/,
    /^video$/,
    /^case$/,
    /^courseColumn$/,
    /^download-/,
    /^meeting-5$/,
    /^meeting-14$/,
    /^meeting-31$/,
    /^medicalColumn$/,
    /^topic$/,
    /^activity$/,
    /^videoColumn$/,
    /^articleColumn$/,
    /^liveSeries$/,
    /^caseColumn$/,
  ];
  const pools = feedKinds.map((k) => of(k));
  const feed: ContentRef[] = [];
  for (let round = 0; feed.length < 90 && round < 20; round++) for (const pool of pools) if (pool[round]) feed.push(pool[round]);
  add(null, feed, 90);

  const bannerRows: Array<typeof banners.$inferInsert> = [];
  const banner = (type: number, title: string, targetUrl: string, channelId: number | null = null) => {
    const id = bannerRows.length + 1;
    bannerRows.push({ id, type, channelId, title, img: covers.add(`banner-${id}`, { title }), targetUrl, sort: id });
  };
  const firstOf = (kind: string | RegExp) => of(kind)[0]?.originId ?? 1;
  banner(1, '名医大讲堂 · 每周三晚直播', `/live-detail/${firstOf('live-0')}`);
  banner(1, '心血管专科医师进阶课程上线', `/course-column/${firstOf('courseColumn')}`);
  banner(1, '2026 中国心血管学术年会报名开启', '/meeting-list');
  banner(1, '临床指南合集免费下载', '/download-list');
  banner(1, '医学科普创作大赛火热进行中', '/activity-list');
  SPECIALTIES.forEach((s, i) => banner(1, `${s.name}频道精选`, `/channel-more/${i + 1}/4`, i + 1));
  ['指南解读专栏', '学术前沿速递', '医学人文故事', '年度研究进展盘点'].forEach((t, i) => banner(2, t, `/article-detail/${i + 1}`));
  ['疑难病例精选', '病例讨论会', '影像病例挑战', '多学科病例分享'].forEach((t) => banner(9, t, `/case-column/${firstOf('caseColumn')}`));
  ['直播预告', '精彩回放', '学术会议直播'].forEach((t) => banner(4, t, '/live-list'));
  ['临床思维训练营', '病例精讲', '手术技巧'].forEach((t) => banner(7, t, '/clinic-list-new'));
  ['学术专区', '青年学者讲坛'].forEach((t) => banner(10, t, '/live-study'));

  const shortcutRows: Array<typeof shortcuts.$inferInsert> = [
    ...SHORTCUTS_1.map(([title, link], i) => ({
      id: i + 1,
      positionType: 1,
      title,
      link,
      contentType: 1,
      logo: covers.add(`shortcut-${i + 1}`, { title, shape: 'icon' }),
      sort: i + 1,
    })),
    ...[
      ['患者随访', 'hzsf'],
      ['在线问诊', 'zxzx'],
      ['积分商城', '/my-amount'],
      ['客服支持', '/my-service'],
    ].map(([title, link], i) => ({
      id: 21 + i,
      positionType: 2,
      title,
      link,
      contentType: link.startsWith('/') ? 1 : 2,
      logo: covers.add(`shortcut-${21 + i}`, { title, shape: 'icon' }),
      sort: i + 1,
    })),
  ];

  const messageRows: Array<typeof messages.$inferInsert> = [
    { id: 1, label: '直播', title: '今晚 19:30 名医大讲堂：高血压规范诊疗病例讨论', link: `/live-detail/${firstOf('live-0')}`, sort: 1 },
    { id: 2, label: '新课', title: '心血管专科医师进阶课程全新上线', link: `/course-column/${firstOf('courseColumn')}`, sort: 2 },
    { id: 3, label: '公告', title: '博医荟积分（博贝）规则更新说明', link: '/amount-rule', sort: 3 },
    { id: 4, label: '活动', title: '医学科普创作大赛作品征集中', link: '/activity-list', sort: 4 },
  ];

  const hotWordRows: Array<typeof hotWords.$inferInsert> = ['高血压', '糖尿病', '肺癌', '心力衰竭', '脑卒中', '幽门螺杆菌', '指南解读', '病例讨论'].map(
    (title, i) => ({ id: i + 1, title, contentType: 1, sort: i + 1 }),
  );
  hotWordRows.push(
    { id: 9, title: '学术年会直播', contentType: 2, link: '/live-list', sort: 9 },
    { id: 10, title: '临床指南下载', contentType: 2, link: '/download-list', sort: 10 },
  );

  const adverts: Array<typeof screenAdverts.$inferInsert> = [
    {
      id: 1,
      coverImg: covers.add('advert-1', { title: '名医大讲堂 每周三晚 准时开播', shape: 'tall' }),
      link: '/live-list',
      startTime: addDays(now, -1),
      endTime: addDays(now, 30),
    },
    {
      id: 2,
      coverImg: covers.add('advert-2', { title: '往期活动', shape: 'tall' }),
      link: '/activity-list',
      startTime: addDays(now, -60),
      endTime: addDays(now, -30),
    },
  ];

  const modules: Array<typeof recommendModules.$inferInsert> = [
    { id: 1, layout: 1, moduleType: 1, moduleName: '精品课程', sort: 1 },
    { id: 2, layout: 2, moduleType: 3, moduleName: '热门短视频', sort: 2 },
    { id: 3, layout: 3, moduleType: 4, moduleName: '直播推荐', sort: 3 },
    { id: 4, layout: 2, moduleType: 4, moduleName: '精彩回放', sort: 4 },
    { id: 5, layout: 3, moduleType: 1, moduleName: '临床好课', sort: 5 },
    { id: 6, layout: 1, moduleType: 3, moduleName: '医学科普', sort: 6 },
  ];
  // origin_id refers to the table of the module's module_type (1 courses, 3 short_videos, 4 lives).
  const items: Array<typeof recommendModuleItems.$inferInsert> = [];
  const fillModule = (moduleId: number, moduleType: number, originIds: number[]) =>
    originIds.forEach((originId, i) => items.push({ moduleId, originType: moduleType, originId, sort: i + 1 }));
  fillModule(
    1,
    1,
    of(/^(course|courseColumn)$/)
      .slice(0, 4)
      .map((r) => r.originId),
  );
  fillModule(2, 3, ids.shortVideoIds.slice(0, 6));
  fillModule(
    3,
    4,
    [...of('live-1'), ...of('live-0')].slice(0, 4).map((r) => r.originId),
  );
  fillModule(
    4,
    4,
    [...of('live-6'), ...of('live-7'), ...of('live-5')].slice(0, 5).map((r) => r.originId),
  );
  fillModule(
    5,
    1,
    of(/^(course|courseColumn)$/)
      .slice(4, 8)
      .map((r) => r.originId),
  );
  fillModule(6, 3, ids.shortVideoIds.slice(6, 9));

  const pages: Array<typeof textPages.$inferInsert> = [
    {
      id: 33,
      title: '医学工具箱',
      content: '<p>常用医学计算器、量表与指南速查，更快更准确的找到你需要的那一篇。</p>',
      shareDesc: '更快更准确的找到你需要的那一篇',
      extra: { cover: covers.add('text-page-33', { title: '医学工具箱', subtitle: '计算器 · 量表 · 指南速查' }) },
    },
    {
      id: 1,
      title: '关于博医荟',
      content: '<p>博医荟：一站式垂直医生社区，学术会议·指南文献·医学资讯·实用工具。</p>',
      extra: { cover: covers.add('text-page-1', { title: '关于博医荟' }) },
    },
  ];

  return {
    channels: CHANNELS,
    categories: categoryRows,
    channelContents: contents,
    banners: bannerRows,
    shortcuts: shortcutRows,
    messages: messageRows,
    hotWords: hotWordRows,
    screenAdverts: adverts,
    recommendModules: modules,
    recommendModuleItems: items,
    textPages: pages,
    feedSize: feed.length,
  };
}
