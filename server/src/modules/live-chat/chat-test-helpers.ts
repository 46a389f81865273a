import type { AddressInfo } from 'node:net';
import type { FastifyInstance } from 'fastify';
import { io as connect, type Socket } from 'socket.io-client';

/** Helpers of the live-chat tests (multipart bodies, socket.io clients of the /live namespace). */

export const PNG = Buffer.from('89504e470d0a1a0a0000000d4948445200000001000000010806000000', 'hex');

export function multipartBody(fields: Record<string, string>, file?: { name: string; bytes: Buffer }): { payload: Buffer; headers: Record<string, string> } {
  const boundary = '----live-chat-test';
  const parts: Buffer[] = [];
  for (const [name, value] of Object.entries(fields)) {
    parts.push(Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`));
  }
  if (file) {
    parts.push(
      Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${file.name}"\r\nContent-Type: application/octet-stream\r\n\r\n`),
    );
    parts.push(file.bytes, Buffer.from('\r\n'));
  }
  parts.push(Buffer.from(`--${boundary}--\r\n`));
  return { payload: Buffer.concat(parts), headers: { 'content-type': `multipart/form-data; boundary=${boundary}` } };
}

/** A websocket-only socket.io client of the /live namespace. */
export function liveSocket(app: FastifyInstance, token?: string): Socket {
  const { port } = app.server.address() as AddressInfo;
  return connect(`http://127.0.0.1:${port}/live`, { transports: ['websocket'], auth: token ? { token } : {}, reconnection: false, forceNew: true });
}

export function join(socket: Socket, payload: object): Promise<{ code: number; message: string }> {
  return socket.timeout(5000).emitWithAck('join', payload);
}

export function nextEvent<T>(socket: Socket, event: string, timeoutMs = 5000): Promise<T> {
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`no ${event} within ${timeoutMs} ms`)), timeoutMs);
    socket.once(event, (payload: T) => {
      clearTimeout(timer);
      resolve(payload);
    });
  });
}

/** Messages of `messages` frames until `count` have arrived (a batch may be split by timing); also the frame count. */
export function collectMessages<T>(socket: Socket, count: number, timeoutMs = 5000): Promise<{ messages: T[]; frames: number }> {
  return new Promise((resolve, reject) => {
    const messages: T[] = [];
    let frames = 0;
    const timer = setTimeout(() => {
      socket.off('messages', onFrame);
      reject(new Error(`only ${messages.length} of ${count} messages within ${timeoutMs} ms`));
    }, timeoutMs);
    const onFrame = (batch: T[]) => {
      frames++;
      messages.push(...batch);
      if (messages.length >= count) {
        clearTimeout(timer);
        socket.off('messages', onFrame);
        resolve({ messages, frames });
      }
    };
    socket.on('messages', onFrame);
  });
}
