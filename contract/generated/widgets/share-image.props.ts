// generated — do not edit; run npm run gen:types

/**
 * 分享卡片图片：把内容封面设为本页在微信里分享时卡片上的缩略图（写入页面头部的 og:image，微信分享设置读取它）。不显示任何东西；离开页面时移除。
 */
export interface ShareImageProps {
  /**
   * 图片地址，通常绑定 $data.<entry>.cover_img；为空时不设缩略图
   */
  image?: string | null;
}
