import type { FailureKind } from '../../../contract/generated/schema-types';

/** Failures are read over the last day unless the operator asks for more. */
export const DEFAULT_FAILURE_HOURS = 24;

export const FAILURE_TEXT = {
  heading: '故障报告',
  layoutHeading: (name: string) => `故障报告：${name}`,
  intro:
    '医生手机上无法显示的区块：组件缺失、版本过新、属性无效、渲染出错或组件代码加载失败。相同的故障按页面打开次数累计，按上报来源（不同网络）的多少排列；超出每小时上限的其他消息只计次数。',
  loading: '加载中…',
  none: '没有故障报告',
  noneForLayout: '这个页面没有故障报告',
  period: '时间范围',
  hours: (n: number) => (n % 24 === 0 ? `最近 ${n / 24} 天` : `最近 ${n} 小时`),
  back: '返回故障报告',
  editLayout: '编辑此页面',
  columns: {
    page: '页面',
    kind: '故障类型',
    widget: '组件',
    node: '区块',
    version: '组件版本',
    revision: '页面版本',
    build: '应用版本',
    browser: '浏览器',
    message: '详情',
    count: '次数',
    reporters: '上报来源',
    nodes: '出错区块',
    firstSeen: '首次出现',
    lastSeen: '最近出现',
  },
  open: (name: string) => `查看 ${name} 的故障报告`,
  revision: (n: number) => (n > 0 ? `第 ${n} 版` : '未知'),
  version: (n: number) => `第 ${n} 版`,
  build: (build: string) => (build === 'dev' ? '开发版' : build),
  spike: (name: string, revision: number, after: number, before: number, minutes: number, reporters: number) =>
    `发布后故障激增：${name} 第 ${revision} 版发布后 ${minutes} 分钟内 ${after} 次故障，来自 ${reporters} 个上报来源（发布前 ${minutes} 分钟 ${before} 次）`,
  spikeLink: '查看故障报告',
  spikeLabel: '发布后故障激增提醒',
} as const;

export const FAILURE_KIND_TEXT: Record<FailureKind, string> = {
  'unknown-widget': '未知组件',
  'widget-too-new': '组件版本过新',
  'invalid-props': '属性无效',
  'render-error': '渲染出错',
  'chunk-load-error': '组件代码加载失败',
  'broken-link': '跳转失败',
};

export const FAILURE_PERIODS = [24, 72, 168, 336] as const;
