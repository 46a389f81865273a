import { useCallback, useSyncExternalStore } from 'react';
import { isLiveRoomJoined, watchLiveRoomJoins } from '../data/live-room-joins';

/**
 * Whether the live room is joined now, so its chat follows the room in real time. The runtime joins (the
 * chat's cache entry does); a widget only shows it.
 */
export function useLiveRoomJoined(liveId: number): boolean {
  const joined = useCallback(() => isLiveRoomJoined(liveId), [liveId]);
  return useSyncExternalStore(watchLiveRoomJoins, joined);
}
