// Chat fan-out figure for `npm run bench`: messages per second delivered to ≥ 2,000 socket.io clients
// connected to ONE API process. Three kinds of process, all from this file:
//   parent   — starts the rest, drives the phases, prints the result (`measureChatFanout`)
//   --server — the real app on a fresh embedded database; posts chat messages through the real HTTP
//              route (in-process inject: DB insert, per-room batching, socket.io emit) when told
//   --clients N PORT — N websocket-only socket.io clients that join one live room and count messages
// Clients run in their own processes so the server's CPU goes to the server alone.
import { fork, type ChildProcess } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
// Types only (the app is loaded in the forked child): brings in the app's `liveRooms` declaration.
import type {} from '../../server/src/modules/live-chat/live-modules';

const SELF = fileURLToPath(import.meta.url);
/** Live 578: on air, open (guests may read), seeded with a manager (user 5). */
const LIVE_ID = 578;
const MANAGER_MOBILE = '13800000005';

type Message =
  | { type: 'ready'; port: number }
  | { type: 'joined'; n: number; failed: number }
  | { type: 'driven'; posts: number; errors: number; ms: number }
  | { type: 'counts'; received: number; frames: number }
  | { type: 'drive'; seconds: number; concurrency: number }
  | { type: 'publish'; seconds: number; perSecond: number }
  | { type: 'reset' }
  | { type: 'count' };

function send(message: Message): void {
  process.send?.(message);
}

function nextMessage<T extends Message['type']>(child: ChildProcess, type: T, timeoutMs = 300_000): Promise<Extract<Message, { type: T }>> {
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`no "${type}" from child within ${timeoutMs} ms`)), timeoutMs);
    const onMessage = (message: Message) => {
      if (message.type !== type) return;
      clearTimeout(timer);
      child.off('message', onMessage);
      resolve(message as Extract<Message, { type: T }>);
    };
    child.on('message', onMessage);
    child.once('exit', (code) => reject(new Error(`child exited (${code}) before "${type}"`)));
  });
}

async function runServer(): Promise<void> {
  const { buildApp } = await import('../../server/src/app');
  const { loadConfig } = await import('../../server/src/config/config');
  const { openDatabase } = await import('../../server/src/db/database');
  const { ensureDatabaseReady } = await import('../../server/src/seed/ensure-database-ready');
  const { signIn } = await import('../../server/src/testing/auth-session');
  const dataDir = mkdtempSync(join(tmpdir(), 'bench-chat-'));
  const config = loadConfig({
    ...process.env,
    DATA_DIR: dataDir,
    DATABASE_URL: '',
    REDIS_URL: '',
    NODE_ENV: 'production',
    WATCH_PASSWORD_SECRET: 'bench-watch-password-secret',
    LOG_LEVEL: 'silent',
  });
  const database = await openDatabase({ dataDir });
  await ensureDatabaseReady(database, { dataDir, seedDemo: true, watchPasswordSecret: config.watchPasswords.secret });
  // The per-user chat and write limits would cap one poster at 10 messages per 10 s: the bench
  // measures delivery, so its poster is not limited.
  const unlimited = {
    consume: async () => ({ allowed: true, retryAfterMs: 0 }),
    consumeEach: async () => ({ refused: -1, retryAfterMs: 0 }),
    close: async () => undefined,
  };
  const app = await buildApp({ database, config, logger: false, authTestHooks: { limiter: unlimited } });
  await app.listen({ port: 0, host: '127.0.0.1' });
  const manager = await signIn(database, MANAGER_MOBILE);
  send({ type: 'ready', port: (app.server.address() as { port: number }).port });

  process.on('message', async (message: Message) => {
    if (message.type === 'publish') return publishDirect(message.seconds, message.perSecond);
    if (message.type !== 'drive') return;
    const end = Date.now() + message.seconds * 1000;
    const started = Date.now();
    let posts = 0;
    let errors = 0;
    const worker = async () => {
      while (Date.now() < end) {
        const response = await app.inject({
          method: 'POST',
          url: '/live/api/chat',
          payload: { live_id: LIVE_ID, message: `压测消息 ${posts}` },
          headers: manager.headers,
        });
        if (response.statusCode === 200 && response.json().code === 0) posts++;
        else errors++;
      }
    };
    await Promise.all(Array.from({ length: message.concurrency }, worker));
    send({ type: 'driven', posts, errors, ms: Date.now() - started });
  });
  // The delivery ceiling: messages handed straight to the rooms (no HTTP, no database), paced per 50 ms.
  async function publishDirect(seconds: number, perSecond: number): Promise<void> {
    const started = Date.now();
    const end = started + seconds * 1000;
    const TICK = 50;
    let posts = 0;
    const avatar = '/media/covers/avatar-5.png';
    while (Date.now() < end) {
      const due = Math.floor(((Date.now() - started) / 1000) * perSecond);
      for (; posts < due; posts++) {
        app.liveRooms.publishMessage({
          id: posts,
          live_id: LIVE_ID,
          avatar,
          nickname: '陈立新',
          message: `压测消息 ${posts}`,
          manager: 1,
          user_id: 5,
          cite_content: null,
          dateline: Math.floor(Date.now() / 1000),
        });
      }
      await new Promise((resolve) => setTimeout(resolve, TICK));
    }
    send({ type: 'driven', posts, errors: 0, ms: Date.now() - started });
  }

  process.on('disconnect', async () => {
    await app.close();
    await database.close();
    process.exit(0);
  });
}

async function runClients(count: number, port: number): Promise<void> {
  const { io } = await import('socket.io-client');
  let received = 0;
  let frames = 0;
  let joined = 0;
  let failed = 0;
  const sockets = [];
  // Connect in waves so the server's accept queue and the join queries are not one burst.
  const WAVE = 100;
  for (let i = 0; i < count; i += WAVE) {
    const wave = Array.from({ length: Math.min(WAVE, count - i) }, () => {
      const socket = io(`http://127.0.0.1:${port}/live`, { transports: ['websocket'], reconnection: false, forceNew: true });
      sockets.push(socket);
      socket.on('messages', (batch: unknown[]) => {
        frames++;
        received += batch.length;
      });
      return new Promise<void>((resolve) => {
        socket.once('connect_error', () => {
          failed++;
          resolve();
        });
        socket.once('connect', async () => {
          const ack = (await socket
            .timeout(30_000)
            .emitWithAck('join', { live_id: LIVE_ID })
            .catch(() => ({ code: -1 }))) as { code: number };
          if (ack.code === 0) joined++;
          else failed++;
          resolve();
        });
      });
    });
    await Promise.all(wave);
  }
  send({ type: 'joined', n: joined, failed });
  process.on('message', (message: Message) => {
    if (message.type === 'reset') {
      received = 0;
      frames = 0;
    } else if (message.type === 'count') {
      send({ type: 'counts', received, frames });
    }
  });
  process.on('disconnect', () => process.exit(0));
}

function forkSelf(args: string[]): ChildProcess {
  return fork(SELF, args, { execArgv: ['--import', 'tsx'], stdio: ['ignore', 'inherit', 'inherit', 'ipc'] });
}

export interface FanoutPhase {
  seconds: number;
  postsPerSecond: number;
  deliveredPerSecond: number;
  framesPerSecond: number;
  /** Delivered / (posts × clients): 1 means every client got every message. */
  completeness: number;
}

export interface FanoutResult {
  clients: number;
  clientProcesses: number;
  /** Posts through the HTTP route (access check, rate limiter, insert, batch, emit). */
  route: FanoutPhase;
  /** Messages handed to the rooms directly at a fixed rate: the delivery side alone. */
  direct: FanoutPhase;
}

/** Runs start, connect and the two drive phases and returns the figures. */
export async function measureChatFanout(
  options: { clients?: number; clientProcesses?: number; seconds?: number; concurrency?: number; directPerSecond?: number } = {},
): Promise<FanoutResult> {
  const clients = options.clients ?? Number(process.env.BENCH_CHAT_CLIENTS ?? 2000);
  const clientProcesses = options.clientProcesses ?? 2;
  const seconds = options.seconds ?? Number(process.env.BENCH_SECONDS ?? 5);
  const concurrency = options.concurrency ?? 4;
  const directPerSecond = options.directPerSecond ?? Number(process.env.BENCH_CHAT_RATE ?? 200);
  const server = forkSelf(['--server']);
  const children: ChildProcess[] = [server];
  try {
    const { port } = await nextMessage(server, 'ready');
    const perProcess = Math.ceil(clients / clientProcesses);
    const clientChildren = Array.from({ length: clientProcesses }, () => forkSelf(['--clients', String(perProcess), String(port)]));
    children.push(...clientChildren);
    const joins = await Promise.all(clientChildren.map((child) => nextMessage(child, 'joined')));
    const connected = joins.reduce((sum, j) => sum + j.n, 0);
    const failed = joins.reduce((sum, j) => sum + j.failed, 0);
    if (failed > 0) console.warn(`chat fan-out: ${failed} clients failed to connect or join`);

    const phase = async (command: Message): Promise<FanoutPhase> => {
      for (const child of clientChildren) child.send({ type: 'reset' } satisfies Message);
      server.send(command);
      const driven = await nextMessage(server, 'driven');
      // The last batch leaves up to ~200 ms after the last post; give it time to arrive.
      await new Promise((resolve) => setTimeout(resolve, 1500));
      const counts = await Promise.all(
        clientChildren.map(async (child) => {
          const answer = nextMessage(child, 'counts');
          child.send({ type: 'count' } satisfies Message);
          return answer;
        }),
      );
      const received = counts.reduce((sum, c) => sum + c.received, 0);
      const frames = counts.reduce((sum, c) => sum + c.frames, 0);
      const elapsed = driven.ms / 1000;
      return {
        seconds: elapsed,
        postsPerSecond: driven.posts / elapsed,
        deliveredPerSecond: received / elapsed,
        framesPerSecond: frames / elapsed,
        completeness: driven.posts > 0 ? received / (driven.posts * connected) : 0,
      };
    };
    const route = await phase({ type: 'drive', seconds, concurrency });
    const direct = await phase({ type: 'publish', seconds, perSecond: directPerSecond });
    return { clients: connected, clientProcesses, route, direct };
  } finally {
    for (const child of children) child.disconnect?.();
  }
}

export function printChatFanout(result: FanoutResult): void {
  console.log(
    `\nChat fan-out (one API process, ${result.clients} websocket clients in ${result.clientProcesses} processes; goal ≥ 2,000 clients ${result.clients >= 2000 ? 'met' : 'NOT met'})`,
  );
  const row = (name: string, p: FanoutPhase) =>
    console.log(
      `  ${name.padEnd(30)} ${p.postsPerSecond.toFixed(0).padStart(6)} posts/s → ${p.deliveredPerSecond.toFixed(0).padStart(8)} msg/s delivered` +
        `  ${p.framesPerSecond.toFixed(0).padStart(6)} frames/s  ${(p.completeness * 100).toFixed(1)}% complete`,
    );
  row('via POST /live/api/chat', result.route);
  row('rooms only (fixed rate)', result.direct);
}

const [mode, ...rest] = process.argv.slice(2);
if (mode === '--server') await runServer();
else if (mode === '--clients') await runClients(Number(rest[0]), Number(rest[1]));
else if (process.argv[1] === SELF) printChatFanout(await measureChatFanout());
