import type { ShareImageProps } from '../../contract/generated/widgets/share-image.props';
import { defineWidget } from '../../src/runtime/widget-api';

// Loaded the first time a layout uses it; detail pages only, never the first screen.
export const shareImage = defineWidget<ShareImageProps>({
  type: 'share-image',
  load: () => import('./share-image').then((module) => ({ default: module.ShareImage })),
});
