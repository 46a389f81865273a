import type { FastifyInstance } from 'fastify';
import { catalogueRoute } from '../../plugins/catalogue';
import { requireViewer } from '../../plugins/auth';
import { pagingOf } from '../../shared/paging';
import { listPointRules, listUserPoints } from './points.service';

/** Without a pageSize the ledger comes whole. */
const WHOLE_LEDGER = 999;

/** Points (博贝, screens my-amount and amount-rule; docs/product-rules.md#points): the caller's own ledger only. */
export function pointsRoutes(app: FastifyInstance): void {
  catalogueRoute(app, 'listUserPoints', async (args, request) => {
    const viewer = requireViewer(request);
    return listUserPoints(app.db, viewer.id, args.type, pagingOf(args, WHOLE_LEDGER));
  });

  catalogueRoute(app, 'listPointRules', async () => listPointRules(app.db));
}
