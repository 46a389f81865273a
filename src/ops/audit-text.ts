import { CONTENT_KINDS } from './content/content-kinds';
import { formatTime } from './format-time';
import { ITEM_KINDS } from './items/item-kinds';
import { pageName } from './page-names';

// The operation log in operators' words: 发布页面 频道 · 呼吸 (第 4 版), never `layout.publish layout:channel-home.3`.

const ACTIONS: Readonly<Record<string, string>> = {
  'layout.save-draft': '保存草稿',
  'layout.publish': '发布页面',
  'layout.rollback': '回滚页面',
  'layout.preview': '预览页面',
  'layout.copy': '复制页面',
  'landing.create': '新建活动页',
  'session.login': '登录',
  'session.login-failed': '登录失败',
  'session.logout': '退出登录',
  'operator.create': '新建运营人员',
  'operator.update': '修改运营人员（命令行）',
  'operator.disable': '停用运营人员',
  'operator.enable': '重新启用运营人员',
  'operator.role': '修改运营人员角色',
  'operator.password-reset': '重置运营人员密码',
  'operator.password-change': '修改自己的密码',
  'watch-password.reset': '重置观看密码冷却',
  'upload.create': '上传图片',
  'media.create': '上传到媒体库',
  'media.delete': '从媒体库删除',
  'media.replace': '替换媒体文件',
  'media.crop': '裁剪图片',
  'media.poster': '设置视频封面帧',
  'item.create': '新建内容',
  'item.update': '修改内容草稿',
  'item.discard': '放弃内容草稿',
  'item.publish': '发布内容',
  'item.offline': '下线内容',
  'item.restore': '恢复内容历史版本',
  'item.import': '导入内容',
  'item.applications': '查看或导出会议报名名单',
  'item-category.create': '新建分类',
  'item.stream': '查看直播推流地址',
  'content.create': '新增首页内容',
  'content.update': '修改首页内容',
  'content.delete': '删除首页内容',
  'content.order': '调整首页内容顺序',
  'content.publish': '发布首页内容',
  'content.rollback': '回滚首页内容',
  'content.discard': '放弃首页内容草稿',
  'layout.node-hide': '立即隐藏区块',
  'layout.node-show': '恢复显示区块',
  'schedule.create': '定时发布',
  'schedule.move': '定时发布改期',
  'schedule.cancel': '取消定时发布',
  'audience.create': '新建人群',
  'audience.update': '修改人群',
  'audience.delete': '删除人群',
  'layout.experiment-start': '开始页面实验',
  'layout.experiment-stop': '结束页面实验',
  'review.submit': '提交审核',
  'review.approve': '审核通过',
  'review.reject': '审核退回',
  'moderation.approve': '审核通过发言',
  'moderation.hide': '隐藏发言',
  'moderation.delete': '删除发言',
  'moderation.restore': '恢复显示发言',
  'moderation.dismiss': '忽略举报',
  'moderation.mute': '禁言用户',
  'moderation.ban': '封禁用户',
  'moderation.unmute': '解除禁言或封禁',
  'moderation.word-add': '添加敏感词',
  'moderation.word-update': '修改敏感词处理方式',
  'moderation.word-delete': '移除敏感词',
  'search.synonym-add': '添加搜索同义词',
  'search.synonym-delete': '删除搜索同义词',
  'study-group.approve': '通过入组申请',
  'study-group.decline': '拒绝入组申请',
  'study-group.settings': '修改学习小组设置',
};

/** Every action this build names, for the audit log's filter: code and Chinese name. */
export function auditActions(): Array<{ code: string; text: string }> {
  return Object.entries(ACTIONS).map(([code, text]) => ({ code, text }));
}

/** Verbs for codes this build does not list yet (`<area>.<verb>`): the area is still named. */
const AREAS: Readonly<Record<string, string>> = {
  layout: '页面',
  content: '首页内容',
  session: '登录',
  upload: '上传',
  media: '媒体库',
  'watch-password': '观看密码',
  audience: '人群',
  moderation: '社区发言',
  operator: '运营人员',
  'study-group': '学习小组',
};
const VERBS: Readonly<Record<string, string>> = {
  create: '新增',
  update: '修改',
  delete: '删除',
  order: '排序',
  publish: '发布',
  rollback: '回滚',
  'save-draft': '保存草稿',
  preview: '预览',
  draft: '保存草稿',
  discard: '放弃草稿',
  hide: '隐藏',
};

export const AUDIT_TERMS = {
  other: '其他操作',
  operator: (name: string) => `运营人员 ${name}`,
  watchPassword: (id: string) => `观看密码（内容编号 ${id}）`,
  content: (kind: string, ids: string) => (ids.includes(',') ? `${kind}（${ids.split(',').length} 条）` : `${kind}（编号 ${ids}）`),
  file: '图片文件',
  audience: (id: string) => `人群（编号 ${id}）`,
  media: (id: string) => `媒体文件（编号 ${id}）`,
  item: (kind: string, id: string, title: string) => `${kind}${title ? `「${title}」` : ''}（编号 ${id}）`,
  itemImport: (kind: string) => `${kind}导入`,
  comment: (id: string) => `评论（编号 ${id}）`,
  chat: (id: string) => `直播聊天消息（编号 ${id}）`,
  user: (id: string) => `用户（编号 ${id}）`,
  sensitiveWord: (word: string) => `敏感词「${word}」`,
  searchSynonym: (names: string) => `搜索同义词「${names}」`,
  studyGroupApplication: (id: string) => `入组申请（编号 ${id}）`,
  studyGroup: (id: string) => `学习小组（编号 ${id}）`,
  category: (id: string, name: string) => `分类${name ? `「${name}」` : ''}（编号 ${id}）`,
} as const;

export function auditActionText(code: string): string {
  const known = ACTIONS[code];
  if (known) return known;
  const dot = code.indexOf('.');
  const area = AREAS[code.slice(0, dot)];
  const verb = VERBS[code.slice(dot + 1)];
  return area && verb ? `${verb}${area}` : AUDIT_TERMS.other;
}

/** `layout:<id>`, `operator:<name>`, `<content kind>:<id>`, `watch-password:<type>:<id>`, or an uploaded file's address. */
export function auditTargetText(target: string, names: ReadonlyMap<string, string> = new Map()): string {
  const colon = target.indexOf(':');
  const kind = colon < 0 ? '' : target.slice(0, colon);
  const rest = target.slice(colon + 1);
  if (kind === 'layout') return names.get(rest) ?? pageName(rest);
  if (kind === 'operator') return AUDIT_TERMS.operator(rest);
  if (kind === 'audience') return AUDIT_TERMS.audience(rest);
  if (kind === 'media') return AUDIT_TERMS.media(rest);
  if (kind === 'comment') return AUDIT_TERMS.comment(rest);
  if (kind === 'chat') return AUDIT_TERMS.chat(rest);
  if (kind === 'user') return AUDIT_TERMS.user(rest);
  if (kind === 'sensitive-word') return AUDIT_TERMS.sensitiveWord(rest);
  if (kind === 'search-synonym') return AUDIT_TERMS.searchSynonym(rest);
  if (kind === 'study-group-application') return AUDIT_TERMS.studyGroupApplication(rest);
  if (kind === 'study-group') return AUDIT_TERMS.studyGroup(rest);
  if (kind === 'item-category') {
    const [, id, name] = /^(\d+)\s*(.*)$/.exec(rest) ?? [];
    return AUDIT_TERMS.category(id ?? rest, name ?? '');
  }
  if (kind === 'watch-password') {
    return AUDIT_TERMS.watchPassword(rest.split(':')[1] ?? rest);
  }
  // Publishing, rolling back or discarding acts on a whole kind: the target is the kind alone.
  const wholeKind = CONTENT_KINDS.find((definition) => definition.kind === target);
  if (wholeKind) return wholeKind.title;
  const content = CONTENT_KINDS.find((definition) => definition.kind === kind);
  if (content) return AUDIT_TERMS.content(content.title, rest);
  // A back-office item: `<kind>:<id> <title>`, or `<kind>:import` for an import.
  const item = ITEM_KINDS.find((definition) => definition.kind === kind);
  if (item) {
    if (rest === 'import') return AUDIT_TERMS.itemImport(item.title);
    const [, id, title] = /^(\d+)\s*(.*)$/.exec(rest) ?? [];
    return id ? AUDIT_TERMS.item(item.title, id, title ?? '') : item.title;
  }
  return target.startsWith('/') || /^https?:/.test(target) ? AUDIT_TERMS.file : target;
}

const DETAIL_LABELS: Readonly<Record<string, (value: unknown) => string>> = {
  revision: (value) => `第 ${String(value)} 版`,
  base_revision: (value) => `基于第 ${String(value)} 版`,
  to: (value) => `回到第 ${String(value)} 版`,
  note: (value) => `说明：${String(value)}`,
  schedule: (value) => `定时发布编号 ${String(value)}`,
  publish_at: (value) => `发布时间 ${formatTime(String(value))}`,
  previous_publish_at: (value) => `原定 ${formatTime(String(value))}`,
  was_cooling_down: (value) => (value ? '当时在冷却中' : '当时未在冷却'),
  size: (value) => `${Math.max(1, Math.round(Number(value) / 1024))} 千字节`,
  cropped_from: (value) => `裁剪自媒体文件编号 ${String(value)}`,
  width: (value) => `宽 ${String(value)} 像素`,
  height: (value) => `高 ${String(value)} 像素`,
  experiment: (value) => `实验 #${String(value)}`,
  split_b: (value) => `B 占 ${String(value)}%`,
  winner: (value) => `采用 ${String(value)}`,
  variant_revision: (value) => `B 为第 ${String(value)} 版`,
  review: (value) => `审核编号 ${String(value)}`,
  comment: (value) => `审核意见：${String(value)}`,
  reason: (value) => `原因：${String(value)}`,
  days: (value) => `${String(value)} 天`,
  author: (value) => `作者编号 ${String(value)}`,
  group_title: (value) => `学组「${String(value)}」`,
  applicant: (value) => `申请人用户编号 ${String(value)}`,
  leader: (value) => `组长用户编号 ${String(value)}`,
  word_action: (value) => (value === 'hold' ? '进入审核' : '拒绝发送'),
};

/** The parts of an entry's detail an operator can read; addresses, file types and raw records are left out. */
export function auditDetailText(detail: unknown): string {
  if (typeof detail === 'string') return detail;
  if (!detail || typeof detail !== 'object' || Array.isArray(detail)) return '';
  return Object.entries(detail)
    .filter(([key, value]) => DETAIL_LABELS[key] && value !== null && value !== undefined && typeof value !== 'object')
    .map(([key, value]) => DETAIL_LABELS[key](value))
    .join('，');
}
