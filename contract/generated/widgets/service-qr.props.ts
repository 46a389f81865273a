// generated — do not edit; run npm run gen:types

/**
 * 客服支持：说明文字和客服人员的二维码（二维码在本地由 qrText 生成，不请求外部地址），长按可保存。
 */
export interface ServiceQrProps {
  /**
   * 标题
   */
  title?: string;
  /**
   * 说明文字，每项一行
   */
  lines?: string[];
  /**
   * 二维码内容（如客服企业微信的添加链接）
   */
  qrText: string;
  /**
   * 二维码下方的提示
   */
  caption?: string;
}
