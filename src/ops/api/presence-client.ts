import { opsRequest } from './ops-client';
import type { Presence } from './ops-types';

const presencePath = (id: string) => `/layouts/${encodeURIComponent(id)}/presence`;

/** The editor's heartbeat on a layout, apart from the editing calls: it runs on a timer, not on a click. */
export const presenceApi = {
  /** "I have this layout open": answers who else has. */
  beat: (id: string) => opsRequest<Presence>('POST', presencePath(id), {}),
  leave: (id: string) => opsRequest<Presence>('DELETE', presencePath(id)),
};
