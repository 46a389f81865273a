export const LINK_TEXT = {
  mode: (label: string) => `${label}：跳转到`,
  none: '不跳转',
  page: '应用内页面',
  external: '外部网址',
  choosePage: '请选择页面',
  page_: (label: string) => `${label}：页面`,
  address: (label: string) => `${label}：外部网址（须为安全网址）`,
  param: (label: string, param: string) => `${label}：${param}`,
  item: (page: string) => `选择${page}的内容`,
  missingParam: (page: string, param: string) => `请为「${page}」选择${param}`,
  unknownPage: (name: string) => `未知页面 ${name}`,
  refused: (label: string, reason: string) => `${label}：${reason}`,
} as const;
