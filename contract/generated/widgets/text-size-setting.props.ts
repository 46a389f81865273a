// generated — do not edit; run npm run gen:types

/**
 * 设置页的「字体大小」：标准 / 大 / 特大，放大全应用的文字和点按区域，保存在本机（localStorage），下次打开在首屏之前生效。选中后发出 change。
 */
export interface TextSizeSettingProps {
  /**
   * 行标题
   */
  title?: string;
  /**
   * 与上一行之间留出分组间距
   */
  gapBefore?: boolean;
}
