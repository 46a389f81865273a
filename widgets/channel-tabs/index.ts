import type { ChannelTabsProps } from '../../src/generated/widgets/channel-tabs.props';
import { defineWidget } from '../../src/runtime/widget-api';
import { ChannelTabs } from './channel-tabs';
import schema from './channel-tabs.schema.json';

export const channelTabs = defineWidget<ChannelTabsProps>({ type: 'channel-tabs', schema, component: ChannelTabs });
