// The live room's real-time channel (socket.io namespace /live, contracts "Live API"): one connection per
// room shared by its subscribers (the chat's cache entry, the status watcher), opened by the first and
// closed by the last. It is part of the live room's code (live-room-code.ts), loaded on first use, and
// loads socket.io-client in turn.
import type { LiveChatMessage } from '../../../contract/generated/schema-types';
import { setLiveRoomJoined } from './live-room-joins';
import { readSession } from './session-storage';

export interface LiveRoomStatus {
  live_status: number;
  open_status: number;
  view_count?: number;
}

export interface LiveRoomListener {
  messages?(messages: readonly LiveChatMessage[]): void;
  deleted?(ids: readonly number[]): void;
  status?(status: LiveRoomStatus): void;
  /** true once joined (history can be trusted to be followed by live batches), false when disconnected. */
  joined?(joined: boolean): void;
}

interface MinimalSocket {
  on(event: string, handler: (...args: never[]) => void): unknown;
  emit(event: string, payload: unknown, ack?: (answer: { code?: number; message?: string }) => void): unknown;
  disconnect(): unknown;
}

interface Room {
  listeners: Set<LiveRoomListener>;
  socket?: MinimalSocket;
  closed: boolean;
  joined: boolean;
}

const rooms = new Map<number, Room>();

function setJoined(liveId: number, room: Room, joined: boolean): void {
  room.joined = joined;
  each(room, (l) => l.joined?.(joined));
  // A closed room's late frames say nothing about the room that replaced it.
  if (rooms.get(liveId) === room) setLiveRoomJoined(liveId, joined);
}

/** Seam for tests: how a socket is made (default: socket.io-client, loaded on first use). */
export type SocketFactory = (auth: { token?: string }) => Promise<MinimalSocket>;

const defaultFactory: SocketFactory = async (auth) => {
  const { io } = await import('socket.io-client');
  return io('/live', { path: '/socket.io', auth, transports: ['websocket', 'polling'] }) as unknown as MinimalSocket;
};

let factory: SocketFactory = defaultFactory;

export function setLiveSocketFactory(next: SocketFactory | undefined): void {
  factory = next ?? defaultFactory;
}

function each(room: Room, call: (listener: LiveRoomListener) => void): void {
  room.listeners.forEach((listener) => {
    try {
      call(listener);
    } catch {
      // One widget's failure must not stop the others from getting the frame.
    }
  });
}

async function open(liveId: number, room: Room): Promise<void> {
  const token = readSession().accessToken;
  const socket = await factory(token ? { token } : {});
  if (room.closed) {
    socket.disconnect();
    return;
  }
  room.socket = socket;
  // Joined again after every reconnect: a new connection has no rooms.
  socket.on('connect', () => {
    socket.emit('join', { live_id: liveId }, (answer) => setJoined(liveId, room, answer?.code === 0));
  });
  socket.on('disconnect', () => setJoined(liveId, room, false));
  socket.on('messages', ((batch: readonly LiveChatMessage[]) => {
    const list = Array.isArray(batch) ? batch.filter((m) => m.live_id === undefined || m.live_id === liveId) : [];
    if (list.length) each(room, (l) => l.messages?.(list));
  }) as (...args: never[]) => void);
  socket.on('deleted', ((payload: { ids?: number[] }) => {
    if (Array.isArray(payload?.ids)) each(room, (l) => l.deleted?.(payload.ids!));
  }) as (...args: never[]) => void);
  socket.on('status', ((status: LiveRoomStatus) => {
    if (status && typeof status.live_status === 'number') each(room, (l) => l.status?.(status));
  }) as (...args: never[]) => void);
}

/** Subscribes to a room's frames; returns the unsubscribe. */
export function subscribeLiveRoom(liveId: number, listener: LiveRoomListener): () => void {
  let room = rooms.get(liveId);
  if (!room) {
    room = { listeners: new Set(), closed: false, joined: false };
    rooms.set(liveId, room);
    const opening = room;
    open(liveId, opening).catch(() => {
      // No real-time channel (blocked websocket, chunk failed): the chat keeps its history and refetches after sending.
      each(opening, (l) => l.joined?.(false));
    });
  }
  room.listeners.add(listener);
  if (room.joined) listener.joined?.(true);
  const current = room;
  return () => {
    current.listeners.delete(listener);
    if (current.listeners.size === 0) {
      current.closed = true;
      current.socket?.disconnect();
      rooms.delete(liveId);
      setLiveRoomJoined(liveId, false);
    }
  };
}
