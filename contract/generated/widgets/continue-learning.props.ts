// generated — do not edit; run npm run gen:types

import type { ContentItem } from '../schema-types';

/**
 * 「继续学习」：医生开始学了但没学完的课程、视频、直播回放（最新的在前，带进度；系列课显示下一课）；没有时不显示。list 样式带学习时长，也用于「学习记录」（可绑定本周/本月/本年合计）。
 */
export interface ContinueLearningProps {
  /**
   * 标题
   */
  title?: string;
  /**
   * 内容卡片，通常绑定 $data.<entry>.list（listContinueLearning 或 getLearningRecord）
   */
  items?: ContentItem[];
  /**
   * strip 横向滑动（首页、我的），list 竖排并显示学习时长（学习记录）
   */
  variant?: "strip" | "list";
  /**
   * 学习时长合计（秒），通常绑定 getLearningRecord 的结果；有时在列表上方显示本周/本月/本年
   */
  totals?: {
    week_seconds?: number;
    month_seconds?: number;
    year_seconds?: number;
  };
  /**
   * 没有内容时显示的文字；不填则整块不显示
   */
  emptyText?: string;
  /**
   * 标题保留的字数
   */
  titleLength?: number;
}
