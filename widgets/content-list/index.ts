import type { ContentListProps } from '../../contract/generated/widgets/content-list.props';
import { defineWidget } from '../../src/runtime/widget-api';

// Below the fold on home: its code loads while the first screen already shows.
export const contentList = defineWidget<ContentListProps>({
  type: 'content-list',
  load: () => import('./content-list').then((module) => ({ default: module.ContentList })),
});
