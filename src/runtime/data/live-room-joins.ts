// Which live rooms are joined now. The connection (live-room-socket.ts) loads with the live room's code;
// this small record stays in the main bundle, so the chat's cache and the widgets can read it at once.
const joined = new Set<number>();
const watchers = new Set<() => void>();

export function setLiveRoomJoined(liveId: number, value: boolean): void {
  if (joined.has(liveId) === value) return;
  if (value) joined.add(liveId);
  else joined.delete(liveId);
  watchers.forEach((watcher) => watcher());
}

/** Whether the room is joined now: its batches follow whatever history was loaded before. */
export function isLiveRoomJoined(liveId: number): boolean {
  return joined.has(liveId);
}

/** Calls `onChange` whenever any room is joined or left; returns the unsubscribe. */
export function watchLiveRoomJoins(onChange: () => void): () => void {
  watchers.add(onChange);
  return () => {
    watchers.delete(onChange);
  };
}
