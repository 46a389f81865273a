import type { OpsExperiment, OpsExperimentStart, OpsSectionStats } from '../../../contract/generated/schema-types';
import { opsRequest } from '../api/ops-client';

const layoutPath = (id: string) => `/layouts/${encodeURIComponent(id)}`;

/** The operator API of tests and per-section numbers (server: experiments.routes.ts, section-stats.routes.ts). */
export const experimentsApi = {
  sectionStats: (layoutId: string, hours: number) => opsRequest<OpsSectionStats>('GET', `${layoutPath(layoutId)}/section-stats?hours=${hours}`),
  list: async (layoutId: string) => (await opsRequest<{ list: OpsExperiment[] }>('GET', `${layoutPath(layoutId)}/experiments`)).list,
  start: (layoutId: string, input: OpsExperimentStart) => opsRequest<OpsExperiment>('POST', `${layoutPath(layoutId)}/experiments`, input),
  stop: (id: number, winner: 'A' | 'B') => opsRequest<OpsExperiment>('POST', `/experiments/${id}/stop`, { winner }),
};
