import type { TextSizeSettingProps } from '../../contract/generated/widgets/text-size-setting.props';
import { defineWidget } from '../../src/runtime/widget-api';
// Loaded the first time a layout uses it; pass `component` instead for widgets the first screen needs.
export const textSizeSetting = defineWidget<TextSizeSettingProps>({
  type: 'text-size-setting',
  load: () => import('./text-size-setting').then((module) => ({ default: module.TextSizeSetting })),
});
