import type { FastifyInstance } from 'fastify';
import { opsRoute } from '../ops';
import { envelope } from '../../plugins/envelope';
import { requireOperator } from '../ops-operators';
import type { PresenceStore } from './ops-presence';

// The editor's heartbeat: "I have this layout open", answered with who else has. Not audited (it is not a
// change), and any signed-in operator may beat.
export function opsPresenceRoutes(scope: FastifyInstance, options: { presence: PresenceStore; now: () => number }): void {
  opsRoute(scope, 'recordOpsLayoutPresence', async (request) => {
    const operator = requireOperator(request);
    const others = await options.presence.beat(request.params.id, operator.name, options.now());
    return envelope({ others: others.map((name) => ({ name })) });
  });

  opsRoute(scope, 'deleteOpsLayoutPresence', async (request) => {
    const operator = requireOperator(request);
    await options.presence.leave(request.params.id, operator.name);
    return envelope({ others: [] });
  });
}
