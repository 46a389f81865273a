// generated — do not edit; run npm run gen:types

/**
 * 观看密码弹窗：4 位数字密码（一个数字输入框，多余位数截掉），点「点击验证」提交；空密码不提交。验证失败（submit 的动作返回 false）清空输入；成功后自行关闭。open 通常绑定为“需要密码且尚未验证”。
 */
export interface PasswordDialogProps {
  /**
   * 是否显示弹窗（true/1 显示）
   */
  open: boolean | number | null;
  /**
   * 标题
   */
  title?: string;
  /**
   * 联系助手的提示文字
   */
  assistantText?: string;
  /**
   * 密码位数（规定为 4）
   */
  length?: number;
  /**
   * 填写后显示一个离开按钮（如「返回」），点击发出 cancel 事件；不填则不显示
   */
  cancelText?: string;
}
