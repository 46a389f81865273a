// generated — do not edit; run npm run gen:types

/**
 * 直播详情（预告页）头部：封面上显示开播倒计时，标题、开播时间、预约人数与预约者头像，收藏按钮，以及「预约直播」（倒计时未结束且未开播）或「进入直播间」按钮；已预约显示「已预约」；直播关闭了开放预约（flags.noBooking）时不显示预约按钮，显示「本场直播不开放预约」。倒计时到 0 时发出 expire（通常重新加载）。
 */
export interface LiveDetailCardProps {
  /**
   * 直播（LiveRoom，字段见 schemas/entities/live-room.json），通常绑定 $data.detail.live；为空时不显示
   */
  live?: {
    [k: string]: unknown;
  } | null;
  /**
   * 预约按钮文字
   */
  bookText?: string;
  /**
   * 已预约时的按钮文字
   */
  bookedText?: string;
  /**
   * 进入按钮文字
   */
  enterText?: string;
}
