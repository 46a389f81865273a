// generated — do not edit; run npm run gen:types

/**
 * email-dialog：资料下载弹窗。不显示任何内容，直到下载动作 (open-download) 要求打开：文件类资料显示“发送到邮箱”输入框（必填，不校验格式），其他类型显示图片供长按保存。
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
}
