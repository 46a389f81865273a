// generated — do not edit; run npm run gen:types

import type { Questionnaire } from '../schema-types';

/**
 * 直播间问卷：一个「问卷」按钮，点开为问卷表单（单行文字、多行文字、问答、手机号、单选/多选题；必填项标记「必填」）。没有问卷时整个组件不显示。
 */
export interface LiveQuestionnaireProps {
  /**
   * 问卷，通常绑定 $data.questionnaire；为空时不显示
   */
  questionnaire?: Questionnaire | null;
  /**
   * 按钮文字
   */
  buttonText?: string;
  /**
   * 按钮悬浮在页面右侧
   */
  floating?: boolean;
}
