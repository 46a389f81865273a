/** Product name: the default share title and the poster's footer (docs/product-rules.md#sharing). */
export const PRODUCT_NAME = '博医荟';
export const DEFAULT_SHARE_DESC = '一站式垂直医生社区，学术会议·指南文献·医学资讯·实用工具';
/** Image-text pages with their own share description (docs/product-rules.md#sharing). */
const IMAGE_TEXT_DESC: Readonly<Record<number, string>> = { 33: '更快更准确的找到你需要的那一篇' };

export interface ShareTexts {
  title: string;
  desc: string;
}

/**
 * Default share title and description (docs/product-rules.md#sharing): the page title followed by the product name when
 * there is one, else the product name; image-text 33 has its own description. Shared by the server
 * (poster and share payload) and the client (WeChat share config).
 */
export function shareTexts(options: { pageTitle?: string | null; imageTextId?: number | null } = {}): ShareTexts {
  const pageTitle = options.pageTitle?.trim();
  const title = pageTitle && pageTitle !== PRODUCT_NAME ? `${pageTitle} - ${PRODUCT_NAME}` : PRODUCT_NAME;
  const own = options.imageTextId == null ? undefined : IMAGE_TEXT_DESC[options.imageTextId];
  return { title, desc: own ?? DEFAULT_SHARE_DESC };
}
