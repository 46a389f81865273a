/** The back office's refusals, in the operator's words. */
export const ITEM_MESSAGES = {
  unknownKind: '没有这种内容',
  notFound: '内容不存在',
  required: (label: string) => `${label}不能为空`,
  invalid: '内容填写有误，请按提示修改',
  publisherOnly: '只有发布者可以发布、下线或恢复内容',
  nothingToPublish: '没有待发布的修改',
  alreadyOffline: '内容已下线',
  notPublished: '内容尚未发布，无需下线',
  versionNotFound: '版本不存在',
  columnMissing: '所选医学专栏不存在或未发布',
  categoryMissing: '所选分类不存在',
  columnNamedMissing: (name: string) => `医学专栏「${name}」不存在或未发布`,
  columnHasContent: (n: number) => `专栏下还有 ${n} 篇已发布的内容，请先移走或下线它们`,
  noColumnField: '这种内容没有专栏',
  noPreview: '这种内容暂不支持草稿预览',
  brokenLinks: (paths: string[]) => `正文中的链接指向的内容不存在或已下线：${paths.slice(0, 5).join('、')}${paths.length > 5 ? ` 等 ${paths.length} 处` : ''}`,
} as const;
