import type { MessageTickerProps } from '../../contract/generated/widgets/message-ticker.props';
import { defineWidget } from '../../src/runtime/widget-api';
import { MessageTicker } from './message-ticker';

export const messageTicker = defineWidget<MessageTickerProps>({ type: 'message-ticker', component: MessageTicker });
