// generated — do not edit; run npm run gen:types

/**
 * email-dialog：资料下载弹窗。request 为空时不显示任何内容；下载动作 (open-download) 把请求放进屏幕浮层 ("$state.overlay.download")，布局把 request 绑定到它：文件类资料显示“发送到邮箱”输入框（必填，不校验格式），其他类型显示图片供长按保存。关闭由布局完成：close 与 submit 成功后接 set-overlay (value null)。
 */
export interface EmailDialogProps {
  /**
   * 邮箱输入框占位文字，默认 请填写邮箱
   */
  placeholder?: string;
  /**
   * 提交按钮文字，默认 发送
   */
  submitText?: string;
  /**
   * 打开弹窗的请求（由 open-download 放进浮层），通常绑定 "$state.overlay.download"；为空时弹窗关闭
   */
  request?: null | {
    /**
     * email：发送到邮箱（文件类）；image：长按保存图片（其他类型）
     */
    mode: "email" | "image";
    /**
     * 资料 id
     */
    id: number;
    /**
     * 资料标题
     */
    title: string;
    /**
     * image 模式显示的图片：资料链接，否则封面
     */
    image?: string;
  };
}
