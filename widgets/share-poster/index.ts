import type { SharePosterProps } from '../../contract/generated/widgets/share-poster.props';
import { defineWidget } from '../../src/runtime/widget-api';
// Loaded the first time a layout uses it; pass `component` instead for widgets the first screen needs.
export const sharePoster = defineWidget<SharePosterProps>({
  type: 'share-poster',
  load: () => import('./share-poster').then((module) => ({ default: module.SharePoster })),
});
