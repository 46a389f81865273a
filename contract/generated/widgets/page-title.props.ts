// generated — do not edit; run npm run gen:types

/**
 * 页面标题：把浏览器标签/微信标题设为「内容标题 - 博医荟」。用于标题来自内容的页面（如图文页 image-text）；不显示任何东西。
 */
export interface PageTitleProps {
  /**
   * 内容标题，通常绑定 $data.<entry>.title；为空时不改标题
   */
  title?: string;
  /**
   * 标题后缀（产品名）
   */
  suffix?: string;
}
