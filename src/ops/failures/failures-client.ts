import type { OpsFailureLayouts, OpsFailureReports, OpsFailureSpikes } from '../../../contract/generated/schema-types';
import { opsRequest } from '../api/ops-client';

/** Failures are read over the last day unless the operator asks for more. */
export const DEFAULT_FAILURE_HOURS = 24;

export const failuresApi = {
  layouts: (hours = DEFAULT_FAILURE_HOURS) => opsRequest<OpsFailureLayouts>('GET', `/failures?hours=${hours}`),
  ofLayout: (id: string, hours = DEFAULT_FAILURE_HOURS) => opsRequest<OpsFailureReports>('GET', `/layouts/${encodeURIComponent(id)}/failures?hours=${hours}`),
  spikes: () => opsRequest<OpsFailureSpikes>('GET', '/failures/spikes'),
};
