// generated — do not edit; run npm run gen:types

/**
 * 预约成功提醒弹层（docs/product-rules.md#booking）：标题“预约成功提醒”，说明直播开始前会收到短信提醒、可在“我的 – 我的预约”中查看，一个关闭按钮。放在布局的 overlays 中，用 when 控制显示。
 */
export interface BookingSuccessProps {
  /**
   * 标题，默认“预约成功提醒”
   */
  title?: string;
  /**
   * 说明文字，默认：直播开始前将以短信提醒您，可在“我的 – 我的预约”中查看
   */
  text?: string;
  /**
   * 关闭按钮文字，默认“关闭”
   */
  closeText?: string;
  /**
   * 刚预约的直播（如 $state.overlay.booked），关闭时作为事件数据
   */
  live?: {
    [k: string]: unknown;
  };
}
