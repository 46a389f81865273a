import type { PartnerLogosProps } from '../../contract/generated/widgets/partner-logos.props';
import { defineWidget } from '../../src/runtime/widget-api';

// Loaded the first time a layout uses it; pass `component` instead for widgets the first screen needs.
export const partnerLogos = defineWidget<PartnerLogosProps>({
  type: 'partner-logos',
  load: () => import('./partner-logos').then((module) => ({ default: module.PartnerLogos })),
});
