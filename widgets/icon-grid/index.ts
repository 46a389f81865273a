import type { IconGridProps } from '../../contract/generated/widgets/icon-grid.props';
import { defineWidget } from '../../src/runtime/widget-api';
import { IconGrid } from './icon-grid';

export const iconGrid = defineWidget<IconGridProps>({ type: 'icon-grid', component: IconGrid });
