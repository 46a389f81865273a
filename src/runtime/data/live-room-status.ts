// The room's status frames for the status watcher widget, on the room's shared connection.
import { loadLiveRoomCode } from './live-room-code';
import type { LiveRoomStatus } from './live-room-socket';

export type { LiveRoomStatus };

/** Subscribes to the room's status frames; returns the unsubscribe, usable before the room's code has loaded. */
export function subscribeLiveRoomStatus(liveId: number, onStatus: (status: LiveRoomStatus) => void): () => void {
  let leave: (() => void) | undefined;
  let left = false;
  // Without the code (flaky network) there is no real-time channel; the widget's polling still notices changes.
  void loadLiveRoomCode().then((code) => {
    if (code && !left) leave = code.subscribeLiveRoom(liveId, { status: onStatus });
  });
  return () => {
    left = true;
    leave?.();
  };
}
