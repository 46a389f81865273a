import type { OpsEndpointName } from '../../../../contract/generated/ops-endpoints';
import type { ContentKind } from './ops-content-kinds';
import { opsEndpointNamed } from '../ops';

/**
 * A home content kind's endpoint in the ops catalogue: verb + Ops + the kind's noun + suffix, e.g.
 * (banners, 'list', 's') → listOpsBanners, (hot-words, 'rollback', 's') → rollbackOpsHotWords. Throws at
 * registration when the catalogue lacks it, so a new kind cannot go live without its catalogue entries.
 */
export function contentEndpoint(kind: ContentKind, verb: string, suffix = ''): OpsEndpointName {
  return opsEndpointNamed(`${verb}Ops${kind.endpointNoun}${suffix}`);
}
