// generated — do not edit; run npm run gen:types

/**
 * 直播间弹窗图片：直播配置了弹窗（getLiveShowDialog 返回 isShowDialog 为真且有 dialog_img）时，进入直播间弹出这张图片，可关闭；同一场直播在本次会话（sessionStorage）里只弹一次，关闭或刷新后不再弹出。
 */
export interface LiveImageDialogProps {
  /**
   * 是否弹出，通常绑定 $data.<entry>.isShowDialog；为假或为空时不显示
   */
  show?: boolean | number | null;
  /**
   * 弹窗图片地址，通常绑定 $data.<entry>.dialog_img；为空时不显示
   */
  image?: string | null;
  /**
   * 只弹一次的依据，通常绑定直播 id（$route.params.id）；记在 sessionStorage 的 live_dialog_<onceKey> 里。不填则每次进入都弹
   */
  onceKey?: string | number | null;
  /**
   * 关闭按钮的文字
   */
  closeText?: string;
}
