// generated — do not edit; run npm run gen:types

/**
 * 手机号表单（登录页、修改手机号页）：手机号输入框只收数字，按 3-4-4 分组显示（最长 13 个字符），可选的「我已阅读并同意《用户协议》《隐私政策》」勾选框，以及提交按钮。提交时发出去掉空格的手机号和是否已勾选；空号码、未勾选协议的提示由 send-code 动作给出。
 */
export interface PhoneLoginFormProps {
  /**
   * 表单标题，如「手机号登录」
   */
  title?: string;
  /**
   * 标题下的说明文字
   */
  hint?: string;
  /**
   * 输入框的无障碍名称
   */
  label?: string;
  /**
   * 输入框占位文字
   */
  placeholder?: string;
  /**
   * 预填的号码（如从验证码页返回时绑定 $route.query.tel）
   */
  mobile?: string | null;
  /**
   * 提交按钮文字
   */
  submitText?: string;
  /**
   * 是否显示用户协议勾选框（登录页显示，修改手机号页不显示）
   */
  showAgreement?: boolean;
  /**
   * 勾选框后的文字
   */
  agreementPrefix?: string;
}
