import { CONTENT_KINDS } from '../content/content-kinds';

// The calendar's and the 定时发布 controls' texts (the console shows no English to an operator).

export const SCHEDULE_TEXT = {
  heading: '排期',
  intro: '定时发布和带展示时间段的内容，按日期列出。待执行的定时发布可以取消或改期。',
  empty: '暂无排期',
  refresh: '刷新',
  scheduleAt: '定时发布时间',
  schedule: '定时发布',
  scheduled: (when: string) => `已定时于 ${when} 发布`,
  pickTime: '请先选择发布时间',
  cancel: '取消',
  cancelled: '已取消定时发布',
  move: '改期',
  moved: (when: string) => `已改期到 ${when}`,
  newTime: '新的发布时间',
  status: { pending: '待发布', done: '已发布', failed: '未发布', cancelled: '已取消' } as Record<string, string>,
  publishItem: (target: string, revision: number | null) => (revision ? `定时发布：${target}（第 ${revision} 版）` : `定时发布：${target}`),
  windowStart: (target: string, title: string) => `开始展示：${target} · ${title}`,
  windowEnd: (target: string, title: string) => `结束展示：${target} · ${title}`,
  by: (who: string) => `排期人：${who}`,
  result: (revision: number) => `已发布为第 ${revision} 版`,
  time: '时间',
  what: '内容',
  state: '状态',
  actions: '操作',
  publisherOnly: '只有发布者可以取消或改期',
} as const;

/** The operator's name for a schedule's or window's target: the page's name or the content kind's. */
export function targetName(targetType: string, target: string, pageNames: ReadonlyMap<string, string>): string {
  if (targetType === 'content') return CONTENT_KINDS.find((kind) => kind.kind === target)?.title ?? target;
  if (targetType === 'item') return `内容 ${target}`;
  if (targetType === 'item-offline') return `下线 ${target}`;
  return pageNames.get(target) ?? target;
}
