// generated — do not edit; run npm run gen:types

/**
 * 详情页互动栏：显示浏览、点赞、收藏、评论数及当前用户是否已点赞/已收藏。点赞/收藏由页面上的按钮（如评论栏）触发；成功后页面数据就地更新（toggle-like / toggle-favourite 的 update），本栏随之变化，无需刷新。未填写的项不显示。
 */
export interface InteractionBarProps {
  /**
   * 浏览数
   */
  viewCount?: number;
  /**
   * 浏览数后的文字
   */
  viewLabel?: string;
  /**
   * 点赞数
   */
  likeCount?: number;
  /**
   * 当前用户是否已点赞
   */
  isLike?: boolean;
  /**
   * 收藏数
   */
  favoriteCount?: number;
  /**
   * 当前用户是否已收藏
   */
  isFavorite?: boolean;
  /**
   * 评论数
   */
  commentCount?: number;
}
