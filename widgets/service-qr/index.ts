import type { ServiceQrProps } from '../../contract/generated/widgets/service-qr.props';
import { defineWidget } from '../../src/runtime/widget-api';
// Loaded the first time a layout uses it; pass `component` instead for widgets the first screen needs.
export const serviceQr = defineWidget<ServiceQrProps>({
  type: 'service-qr',
  load: () => import('./service-qr').then((module) => ({ default: module.ServiceQr })),
});
