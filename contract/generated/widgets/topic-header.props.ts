// generated — do not edit; run npm run gen:types

/**
 * 专题头部：封面、标题（颜色与字号可配置）和专题介绍；介绍超过 descLength 个字时截断并显示「查看全部」，点击进入专题介绍页。
 */
export interface TopicHeaderProps {
  /**
   * 专题标题
   */
  title: string;
  /**
   * 封面图地址；不填则不显示封面
   */
  cover?: string;
  /**
   * 专题介绍（纯文本）
   */
  desc?: string;
  /**
   * 介绍保留的字数，超出显示省略号和「查看全部」；0 表示不截断（专题介绍页）
   */
  descLength?: number;
  /**
   * 标题颜色，如 #333333；绑定 $data.topic.title_color
   */
  titleColor?: string;
  /**
   * 标题字号（375 宽设计稿 px）；绑定 $data.topic.title_font_size
   */
  titleFontSize?: number;
  /**
   * 是否在介绍上方显示「专题介绍」小标题（1/true 显示）；绑定 $data.topic.show_desc_title
   */
  showDescTitle?: number | boolean;
  /**
   * 介绍小标题文字
   */
  descTitle?: string;
  /**
   * 介绍被截断时的按钮文字
   */
  moreText?: string;
}
