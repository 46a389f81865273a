import type { SectionProps } from '../../src/generated/widgets/section.props';
import { defineWidget } from '../../src/runtime/widget-api';
import { Section } from './section';
import schema from './section.schema.json';

export const section = defineWidget<SectionProps>({ type: 'section', schema, component: Section });
