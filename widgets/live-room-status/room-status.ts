/** Poll every 6 s, reload 3 s after a change, start 300 ms after entering. */
export const ROOM_TIMING = { pollMs: 6000, reloadDelayMs: 3000, initDelayMs: 300 } as const;

export interface RoomStatus {
  live_status: number;
  open_status: number;
}

const LIVE = 1;
const ENDED = 2;

/**
 * Whether the room must reload (docs/product-rules.md#live-rules): it went live (0 → live), its open_status changed while live,
 * or it ended (below 2 → 2). Any other change of live_status (e.g. ended → replay ready) reloads too,
 * because the player's source changes with it.
 */
export function shouldReload(before: RoomStatus, after: RoomStatus): boolean {
  if (after.live_status !== before.live_status) return true;
  return after.live_status === LIVE && after.open_status !== before.open_status;
}

/** Reads a status from loosely typed data (poll answer or socket frame); undefined when incomplete. */
export function readStatus(value: unknown): RoomStatus | undefined {
  if (!value || typeof value !== 'object') return undefined;
  const { live_status, open_status } = value as Record<string, unknown>;
  if (typeof live_status !== 'number') return undefined;
  return { live_status, open_status: typeof open_status === 'number' ? open_status : 1 };
}

export { ENDED as LIVE_STATUS_ENDED };
