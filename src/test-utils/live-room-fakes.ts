import type { LiveChatMessage } from '../../contract/generated/schema-types';
import type { SocketFactory } from '../runtime/data/live-room-socket';

/** A chat message of live 578 (the widget example's live) with readable defaults. */
export const chatMessage = (id: number, extra: Partial<LiveChatMessage> = {}): LiveChatMessage => ({
  id,
  live_id: 578,
  avatar: '',
  nickname: `用户${id}`,
  message: `消息${id}`,
  manager: 0,
  user_id: 100 + id,
  cite_content: null,
  dateline: 0,
  ...extra,
});

/**
 * A fake /live namespace: the test connects it and pushes frames as the server would. `run` wraps each
 * pushed frame (a React test passes `act`).
 */
export function fakeLiveSocket(run: (frame: () => void) => unknown = (frame) => frame()) {
  const handlers = new Map<string, (...args: unknown[]) => void>();
  const joins: unknown[] = [];
  let disconnected = 0;
  const factory: SocketFactory = async () => ({
    on: (event: string, handler: (...args: never[]) => void) => void handlers.set(event, handler as (...args: unknown[]) => void),
    emit: (event: string, payload: unknown, ack?: (answer: { code?: number }) => void) => {
      if (event === 'join') {
        joins.push(payload);
        ack?.({ code: 0 });
      }
    },
    disconnect: () => void disconnected++,
  });
  return {
    factory,
    joins,
    disconnected: () => disconnected,
    opened: () => handlers.has('connect'),
    push: (event: string, payload: unknown) => run(() => handlers.get(event)?.(payload)),
    connect: () => run(() => handlers.get('connect')?.()),
    drop: () => run(() => handlers.get('disconnect')?.()),
  };
}
