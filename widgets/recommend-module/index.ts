import type { RecommendModuleProps } from '../../src/generated/widgets/recommend-module.props';
import { defineWidget } from '../../src/runtime/widget-api';
import { RecommendModule } from './recommend-module';
import schema from './recommend-module.schema.json';

export const recommendModule = defineWidget<RecommendModuleProps>({
  type: 'recommend-module',
  schema,
  component: RecommendModule,
});
