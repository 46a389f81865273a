// generated — do not edit; run npm run gen:types

import type { Message } from '../schema-types';

/**
 * 消息通知条：一次显示一条消息（标签 + 标题），按间隔向上滚动切换；没有消息时不显示。
 */
export interface MessageTickerProps {
  /**
   * 消息列表，通常绑定 $data.home.messages
   */
  items?: Message[];
  /**
   * 切换到下一条消息的间隔（毫秒），默认 3000
   */
  intervalMs?: number;
}
