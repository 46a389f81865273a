// generated — do not edit; run npm run gen:types

import type { CourseDownload, LiveChatMessage } from '../schema-types';

/**
 * 直播间「互动」：聊天记录（先显示历史，再通过实时连接收到新消息，不轮询）、底部发言框、表情（\x{n} 显示为表情图片）和「更多」菜单（资料文库、收藏、管理员上传图片；管理员 3 列，其他人 2 列）。消息一律按纯文本显示；管理员的消息样式不同；管理员点别人的消息可「删除」「@ 对方」「@ 并引用」。
 */
export interface LiveChatProps {
  /**
   * 直播 id，通常绑定 $route.params.id
   */
  liveId: number | string;
  /**
   * 聊天历史（最早的在前），通常绑定 $data.chat.list
   */
  messages?: LiveChatMessage[];
  /**
   * 当前用户是否为本场直播的管理员（显示删除、@ 对方、@ 并引用和上传图片）
   */
  isManager?: boolean;
  /**
   * 当前用户 id（自己的消息不显示管理菜单）
   */
  userId?: number | string | null;
  /**
   * 是否已登录；未登录时点发言框发出 login
   */
  loggedIn?: boolean;
  /**
   * 当前用户可在本场发言（非定向直播或在白名单内），通常绑定 $data.detail.live.hasIInWhiteList；为 false 时发言框换成「本直播间仅限白名单用户发言」
   */
  whiteListed?: boolean;
  /**
   * 禁用发言框（按直播设置）
   */
  disableComment?: boolean;
  /**
   * 表情面板显示的表情个数（1–77，按直播设置）
   */
  emojiCount?: number;
  /**
   * 发言框占位文字
   */
  placeholder?: string;
  /**
   * 一条消息最多多少字
   */
  maxLength?: number;
  /**
   * 是否已收藏（「更多」菜单里显示）
   */
  isFavorite?: boolean;
  /**
   * 资料文库的文件，通常绑定 $data.detail.live.downloads
   */
  downloads?: CourseDownload[];
  /**
   * 没有消息时的文字
   */
  emptyText?: string;
}
