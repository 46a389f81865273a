import type { ContentListProps } from '../../src/generated/widgets/content-list.props';
import { defineWidget } from '../../src/runtime/widget-api';
import { ContentList } from './content-list';
import schema from './content-list.schema.json';

export const contentList = defineWidget<ContentListProps>({ type: 'content-list', schema, component: ContentList });
