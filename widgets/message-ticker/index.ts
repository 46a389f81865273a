import type { MessageTickerProps } from '../../src/generated/widgets/message-ticker.props';
import { defineWidget } from '../../src/runtime/widget-api';
import { MessageTicker } from './message-ticker';
import schema from './message-ticker.schema.json';

export const messageTicker = defineWidget<MessageTickerProps>({ type: 'message-ticker', schema, component: MessageTicker });
