// generated — do not edit; run npm run gen:types

import type { Comment } from '../schema-types';

/**
 * 评论区：评论列表（头像、名称、时间、正文、点赞、置顶、回复），点评论弹出回复菜单；底部固定评论框（占位 写评论 / 回复 + 昵称）及点赞、收藏按钮与其数量（成功后本地切换状态，数量 ±1）。正文按纯文本显示。作者本人审核中的评论标「审核中」，被管理员删除的评论显示「已被管理员删除」；菜单中可举报评论。
 */
export interface CommentThreadProps {
  /**
   * 评论列表
   */
  comments?: Comment[];
  /**
   * 评论总数（含回复）；缺省为列表条数
   */
  total?: number;
  /**
   * 是否还有下一页评论；分页数据绑定为 $data.<entry>.hasMore
   */
  hasMore?: boolean;
  /**
   * 是否正在加载评论；分页数据绑定为 $data.<entry>.loading
   */
  loading?: boolean;
  /**
   * 上一次加载评论是否失败；为真时显示「加载失败，点击重试」；分页数据绑定为 $data.<entry>.error
   */
  error?: boolean;
  /**
   * 标题
   */
  title?: string;
  /**
   * 是否显示标题；放在已有标题的栏目（section）里时设为 false，免得标题重复
   */
  showTitle?: boolean;
  /**
   * 是否显示底部评论框
   */
  showFooter?: boolean;
  /**
   * 是否显示评论（列表与评论框）；false 时只显示点赞、收藏按钮（如活动详情）
   */
  showComments?: boolean;
  /**
   * 内容点赞数；不填则不显示点赞按钮
   */
  likeCount?: number;
  /**
   * 当前用户是否已点赞
   */
  isLike?: boolean;
  /**
   * 是否显示收藏按钮
   */
  showFavorite?: boolean;
  /**
   * 当前用户是否已收藏
   */
  isFavorite?: boolean;
  /**
   * 内容收藏数，显示在收藏按钮上（成功后 ±1）；不填则按钮只显示「收藏 / 已收藏」
   */
  favoriteCount?: number;
}
