import type { ScreenAdvertProps } from '../../src/generated/widgets/screen-advert.props';
import { defineWidget } from '../../src/runtime/widget-api';
import { ScreenAdvert } from './screen-advert';
import schema from './screen-advert.schema.json';

export const screenAdvert = defineWidget<ScreenAdvertProps>({ type: 'screen-advert', schema, component: ScreenAdvert });
