import type { FastifyInstance, FastifyRequest } from 'fastify';
import { requireViewer, type Viewer } from '../../plugins/auth';
import { refuseWith } from '../../plugins/envelope';
import { applyMeeting, bookLive } from './bookings.service';
import { catalogueRoute } from '../../plugins/catalogue';

/** Booking needs a completed profile; the client's gate sends the person to add-info. */
export const INCOMPLETE_MESSAGE = '请先完善个人信息';

function requireCertified(request: FastifyRequest): Viewer {
  const viewer = requireViewer(request);
  if (!viewer.isComplete) throw refuseWith(403, INCOMPLETE_MESSAGE);
  return viewer;
}

/** Live bookings and meeting sign-ups (docs/product-rules.md#booking; original calls live appointment{id}, v4 apply/{id}). */
export function bookingRoutes(app: FastifyInstance): void {
  catalogueRoute(app, 'createLiveAppointment', async (args, request) => bookLive(app.db, requireCertified(request).id, args.id));
  catalogueRoute(app, 'createMeetingApplication', async (args, request) => applyMeeting(app.db, requireCertified(request).id, args.id));
}
