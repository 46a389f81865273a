// generated — do not edit; run npm run gen:types

/**
 * 公众号关注弹层：直播间底部弹出的公众号/会务助手二维码（标题、说明、二维码图片），可关闭；没有二维码或 show 为假时不显示。
 */
export interface LiveSubscribeSheetProps {
  /**
   * 是否弹出，通常绑定 $data.subscribe.show
   */
  show?: boolean | null;
  /**
   * 标题
   */
  title?: string;
  /**
   * 说明文字
   */
  desc?: string;
  /**
   * 二维码图片地址
   */
  qrcode?: string;
  /**
   * 关闭按钮文字
   */
  closeText?: string;
}
