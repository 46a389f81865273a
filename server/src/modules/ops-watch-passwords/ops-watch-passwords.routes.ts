import type { FastifyInstance } from 'fastify';
import { opsRoute } from '../ops';
import { envelope } from '../../plugins/envelope';
import { passFamily } from '../../plugins/content-pass';
import { findItemTitle, listItemCooldowns, resetItem } from '../gates';
import { recordAudit } from '../ops-audit';
import { requireOperator } from '../ops-operators';

/**
 * Watch-password cool-downs: the items that too many wrong tries (from everyone together) have locked,
 * and a reset that ends one at once (e.g. after changing a guessed password, or for a live about to start).
 * Any operator may reset; every reset is in the audit log.
 */
export function opsWatchPasswordRoutes(scope: FastifyInstance, options: { now: () => number }): void {
  const db = scope.db;

  opsRoute(scope, 'listOpsWatchPasswordCooldowns', async (request) => {
    requireOperator(request);
    const cooldowns = await listItemCooldowns(db, options.now());
    const list = await Promise.all(
      cooldowns.map(async (c) => ({ type: c.type, id: c.id, title: (await findItemTitle(db, c.type, c.id)) ?? '', locked_until: c.lockedUntil.toISOString() })),
    );
    return envelope({ list });
  });

  opsRoute(scope, 'resetOpsWatchPasswordCooldown', async (request) => {
    const operator = requireOperator(request);
    const target = { type: passFamily(request.body.type), id: request.body.id };
    const wasCoolingDown = await resetItem(db, target, options.now());
    await recordAudit(db, {
      operator,
      action: 'watch-password.reset',
      target: `watch-password:${target.type}:${target.id}`,
      detail: { was_cooling_down: wasCoolingDown },
    });
    return envelope({ type: target.type, id: target.id, was_cooling_down: wasCoolingDown });
  });
}
