// generated — do not edit; run npm run gen:types

/**
 * 验证码输入：显示「验证码已发送至 {tel}」，length 个数字格（默认 4，通常绑定服务器的验证码位数）由一个数字输入框填写（手机键盘、粘贴、短信自动填充都可用），输满即自动提交；「重新发送」在倒计时（默认 60 秒，显示「重新发送 Ns」）内不可点，重新发送失败（动作返回 false，如 -1）时不重新计时；「更换手机号」链接。提交失败时清空已输入的数字。
 */
export interface CodeEntryProps {
  /**
   * 收到验证码的手机号，通常绑定 $route.query.tel（按 3-4-4 分组显示）
   */
  tel?: string | null;
  /**
   * 标题
   */
  title?: string;
  /**
   * 号码前的说明
   */
  sentText?: string;
  /**
   * 验证码位数：服务器配置的位数，通常绑定 getLoginCodeRules 的 code_length（如 $data.rules.code_length）；未知时为 4
   */
  length?: number | null;
  /**
   * 重新发送前的等待秒数（规定 60）
   */
  countdown?: number;
  /**
   * 更换号码链接的文字
   */
  changeText?: string;
}
