import type { FastifyInstance } from 'fastify';
import { catalogueRoute } from '../../plugins/catalogue';
import { requireViewer } from '../../plugins/auth';
import { listPointRules, listUserPoints } from './points.repository';

/** Points (博贝, screens my-amount and amount-rule; docs/product-rules.md#points): the caller's own ledger only. */
export function pointsRoutes(app: FastifyInstance): void {
  catalogueRoute(app, 'listUserPoints', async ({ type, page, pageSize }, request) => {
    const viewer = requireViewer(request);
    return listUserPoints(app.db, viewer.id, type, page ?? 1, pageSize ?? 999);
  });

  catalogueRoute(app, 'listPointRules', async () => listPointRules(app.db));
}
