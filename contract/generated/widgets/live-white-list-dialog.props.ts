// generated — do not edit; run npm run gen:types

/**
 * 定向观看提示弹窗：不在白名单里的用户进入定向直播（auth_type 3）时显示「本场活动为定向观看，如您需观看可联系会务组或下方会务助手」，下方是会务助手二维码，不能关闭，只能返回。
 */
export interface LiveWhiteListDialogProps {
  /**
   * 是否显示（通常绑定为“已开播、定向观看且不在白名单”）
   */
  open: boolean | number | null;
  /**
   * 提示文字
   */
  text?: string;
  /**
   * 会务助手二维码图片地址
   */
  qrImage?: string;
  /**
   * 返回按钮文字
   */
  backText?: string;
}
