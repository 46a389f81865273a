import type { PartnerLogosProps } from '../../src/generated/widgets/partner-logos.props';
import { defineWidget } from '../../src/runtime/widget-api';
import schema from './partner-logos.schema.json';

// Loaded the first time a layout uses it; pass `component` instead for widgets the first screen needs.
export const partnerLogos = defineWidget<PartnerLogosProps>({
  type: 'partner-logos',
  schema,
  load: () => import('./partner-logos').then((module) => ({ default: module.PartnerLogos })),
});
