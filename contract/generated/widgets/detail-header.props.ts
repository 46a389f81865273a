// generated — do not edit; run npm run gen:types

/**
 * 详情页标题区：标题（超出字数显示省略号）、发布时间、阅读数，可选封面图。
 */
export interface DetailHeaderProps {
  /**
   * 标题
   */
  title: string;
  /**
   * 发布时间，如 2025-06-01 10:00:00，显示到日期（前 10 个字符）
   */
  time?: string;
  /**
   * 阅读/观看次数，超过一万显示为 1.2万
   */
  views?: number;
  /**
   * 次数后面的文字
   */
  viewLabel?: string;
  /**
   * 封面图地址；不填则不显示
   */
  cover?: string;
  /**
   * 标题保留的字数（文章标题 34）
   */
  titleLength?: number;
}
