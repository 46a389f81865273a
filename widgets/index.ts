// The one deliberate index: the explicit list of every widget registration (no import side effects).
import type { WidgetDefinition } from '../src/runtime/widget-api';
import { bannerCarousel } from './banner-carousel';
import { channelTabs } from './channel-tabs';
import { contentList } from './content-list';
import { iconGrid } from './icon-grid';
import { livePreviewCarousel } from './live-preview-carousel';
import { messageTicker } from './message-ticker';
import { recommendModule } from './recommend-module';
import { screenAdvert } from './screen-advert';
import { searchBar } from './search-bar';
import { section } from './section';

export const widgetDefinitions: readonly WidgetDefinition[] = [
  bannerCarousel,
  channelTabs,
  contentList,
  iconGrid,
  livePreviewCarousel,
  messageTicker,
  recommendModule,
  screenAdvert,
  searchBar,
  section,
];
