import type { ChannelTabsProps } from '../../contract/generated/widgets/channel-tabs.props';
import { defineWidget } from '../../src/runtime/widget-api';
import { ChannelTabs } from './channel-tabs';

export const channelTabs = defineWidget<ChannelTabsProps>({ type: 'channel-tabs', component: ChannelTabs });
