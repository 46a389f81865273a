import type { SectionProps } from '../../contract/generated/widgets/section.props';
import { defineWidget } from '../../src/runtime/widget-api';
import { Section } from './section';

export const section = defineWidget<SectionProps>({ type: 'section', component: Section });
