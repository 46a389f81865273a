import type { PlayerProps } from '../../contract/generated/widgets/player.props';
import { defineWidget } from '../../src/runtime/widget-api';

// Loaded the first time a layout uses it; pass `component` instead for widgets the first screen needs.
export const player = defineWidget<PlayerProps>({
  type: 'player',
  load: () => import('./player').then((module) => ({ default: module.Player })),
});
