// generated — do not edit; run npm run gen:types

import type { TopicModule } from '../schema-types';

/**
 * 专题模块宫格：每个模块显示图标和名称，点击打开模块的链接（专题栏目、学组招募、荣誉墙或外部链接）。没有模块时不显示。
 */
export interface ModuleGridProps {
  /**
   * 标题，如「专题模块」；不填则不显示标题
   */
  title?: string;
  /**
   * 模块列表，通常绑定 $data.topic.modules
   */
  items?: TopicModule[];
  /**
   * 每行几个模块
   */
  columns?: number;
}
