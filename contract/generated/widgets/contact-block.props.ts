// generated — do not edit; run npm run gen:types

/**
 * 联系方式：电话（可点击拨打）、邮箱（可点击发邮件）和二维码及其说明。都为空时不显示。
 */
export interface ContactBlockProps {
  /**
   * 标题
   */
  title?: string;
  /**
   * 联系电话，绑定 $data.topic.mobile
   */
  mobile?: string;
  /**
   * 联系邮箱，绑定 $data.topic.email
   */
  email?: string;
  /**
   * 二维码图片地址，绑定 $data.topic.qrcode
   */
  qrcode?: string;
  /**
   * 二维码说明，如「专题小助手」，绑定 $data.topic.qrcode_name
   */
  qrcodeName?: string;
}
