// The bookings module's public entry: other modules import only what is exported here (docs/architecture-rules.md).
export { markViewerBookings } from './bookings.service';
