import type { IconGridProps } from '../../src/generated/widgets/icon-grid.props';
import { defineWidget } from '../../src/runtime/widget-api';
import { IconGrid } from './icon-grid';
import schema from './icon-grid.schema.json';

export const iconGrid = defineWidget<IconGridProps>({ type: 'icon-grid', schema, component: IconGrid });
