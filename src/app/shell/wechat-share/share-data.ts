import { PRODUCT_NAME } from '../../../../contract/routes/route-table';

/** The default share description. */
export const DEFAULT_SHARE_DESC = '一站式垂直医生社区，学术会议·指南文献·医学资讯·实用工具';
/** The image-text page 33 has its own description. */
export const SHARE_DESC_BY_IMAGE_TEXT: Readonly<Record<string, string>> = { '33': '更快更准确的找到你需要的那一篇' };
/** Share links add source_type=1. */
export const SHARE_SOURCE_TYPE = '1';

export interface ShareData {
  title: string;
  desc: string;
  link: string;
  imgUrl: string;
}

export interface SharePage {
  /** The page's full URL (location.href). */
  href: string;
  /** The page title as shown (route title followed by the product name, or a content title). */
  documentTitle: string;
  /** Optional share image (absolute URL). */
  imgUrl?: string;
}

/** The share link: the page itself with source_type=1 (replacing any value) and without the hash. */
export function shareLink(href: string): string {
  const url = new URL(href);
  url.hash = '';
  url.searchParams.set('source_type', SHARE_SOURCE_TYPE);
  return url.toString();
}

function imageTextId(pathname: string): string | undefined {
  return /^\/image-text\/([^/]+)\/?$/.exec(pathname)?.[1];
}

/**
 * The default share title is the product name (the page title followed by the product name when
 * the page has one — exactly what the shell puts in document.title); the default description is the
 * product's slogan, except image-text 33.
 */
export function buildShareData(page: SharePage): ShareData {
  const url = new URL(page.href);
  const id = imageTextId(url.pathname);
  return {
    title: page.documentTitle.trim() || PRODUCT_NAME,
    desc: (id !== undefined && SHARE_DESC_BY_IMAGE_TEXT[id]) || DEFAULT_SHARE_DESC,
    link: shareLink(page.href),
    imgUrl: page.imgUrl ?? '',
  };
}
