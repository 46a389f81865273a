// generated — do not edit; run npm run gen:types

/**
 * 专栏头部（医学专栏、病例/资讯专栏）：标志或封面、名称、数量（内容/关注/阅读，或「已更新N篇 | 共N篇」）、简介和关注状态；可带「专栏简介」入口。
 */
export interface ColumnHeaderProps {
  /**
   * 专栏名称
   */
  title: string;
  /**
   * 标志或封面图地址
   */
  logo?: string;
  /**
   * 简介
   */
  desc?: string;
  /**
   * 简介保留的字数，0 表示全部显示
   */
  descLength?: number;
  /**
   * 名称保留的字数
   */
  titleLength?: number;
  /**
   * 内容数（显示为「N 内容」）
   */
  contentCount?: number;
  /**
   * 关注人数
   */
  followerCount?: number;
  /**
   * 阅读人数
   */
  readerCount?: number;
  /**
   * 已更新篇数；与 totalCount 一起显示为「已更新N篇 | 共N篇」
   */
  updatedCount?: number;
  /**
   * 总篇数
   */
  totalCount?: number;
  /**
   * 当前用户是否已关注（1 = 已关注）；点击按钮发出 follow 事件
   */
  isSubscribe?: 0 | 1;
  /**
   * 是否显示关注状态
   */
  showFollow?: boolean;
  /**
   * 当前用户是否已收藏（x-version 2）；有值时显示「收藏 / 已收藏」按钮，点击发出 favourite 事件
   */
  isFavorite?: boolean;
  /**
   * 入口文字，如「专栏简介」；不填则不显示入口
   */
  linkText?: string;
}
