import type { ScreenAdvertProps } from '../../contract/generated/widgets/screen-advert.props';
import { defineWidget } from '../../src/runtime/widget-api';

// Below the fold on home: its code loads while the first screen already shows.
export const screenAdvert = defineWidget<ScreenAdvertProps>({
  type: 'screen-advert',
  load: () => import('./screen-advert').then((module) => ({ default: module.ScreenAdvert })),
});
