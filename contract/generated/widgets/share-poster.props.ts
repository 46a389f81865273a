// generated — do not edit; run npm run gen:types

/**
 * 分享按钮与分享海报弹窗：点击「分享」发出 share（布局里接 open-share 动作），动作成功后弹出服务端生成的海报图片，用户长按图片保存或转发。
 */
export interface SharePosterProps {
  /**
   * 海报图片地址（绑定 getShare 的 post_img_url）
   */
  posterUrl?: string | null;
  /**
   * 按钮文字
   */
  buttonText?: string;
  /**
   * 海报下方的提示
   */
  hint?: string;
  /**
   * 按钮悬浮在页面右下方
   */
  floating?: boolean;
}
