/**
 * The page head's meta tag carrying the share card's thumbnail (<meta property="og:image">): the
 * share-image widget writes it on detail pages, the WeChat share set-up reads and watches it
 * (docs/product-rules.md#sharing).
 */
export const SHARE_IMAGE_META = 'og:image';
