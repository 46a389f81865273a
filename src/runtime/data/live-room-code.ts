// The live room's code (live-chat-room.ts with the room's connection), loaded on first use so that only
// the live room pays for it.
import type * as LiveRoomCode from './live-chat-room';

let loaded: typeof LiveRoomCode | undefined;

/** The code if it has loaded, for what must run synchronously. */
export function loadedLiveRoomCode(): typeof LiveRoomCode | undefined {
  return loaded;
}

/** Loads the code; undefined when it cannot (flaky network): the chat then keeps its history, without real time. */
export async function loadLiveRoomCode(): Promise<typeof LiveRoomCode | undefined> {
  try {
    return (loaded ??= await import('./live-chat-room'));
  } catch {
    return undefined;
  }
}
