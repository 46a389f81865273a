import type { FastifyInstance } from 'fastify';
import { envelope } from '../../plugins/envelope';
import { requireOperator } from './ops-auth';
import type { PresenceStore } from './ops-presence';
import { opsResponse } from './ops-responses';

// The editor's heartbeat: "I have this layout open", answered with who else has. Not audited (it is not a
// change), and any signed-in operator may beat.

/** Same id rule as the layout routes (layout-document.json). */
const params = {
  type: 'object',
  required: ['id'],
  properties: { id: { type: 'string', maxLength: 128, pattern: '^[a-z0-9][a-z0-9-]*(\\.[A-Za-z0-9_-]+)?$' } },
};

type IdRequest = { Params: { id: string } };

export function opsPresenceRoutes(scope: FastifyInstance, options: { presence: PresenceStore; now: () => number }): void {
  scope.post<IdRequest>('/layouts/:id/presence', { schema: { params, response: opsResponse('ops-presence') } }, async (request) => {
    const operator = requireOperator(request);
    const others = await options.presence.beat(request.params.id, operator.name, options.now());
    return envelope({ others: others.map((name) => ({ name })) });
  });

  scope.delete<IdRequest>('/layouts/:id/presence', { schema: { params, response: opsResponse('ops-presence') } }, async (request) => {
    const operator = requireOperator(request);
    await options.presence.leave(request.params.id, operator.name);
    return envelope({ others: [] });
  });
}
