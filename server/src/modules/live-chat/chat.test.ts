import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { Socket } from 'socket.io-client';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { LiveChatMessage } from '../../../../contract/generated/schema-types';
import { liveChatMessages, lives } from '../../db/schema';
import { signIn, type SignedIn } from '../../testing/auth-session';
import { expectEndpointData } from '../../testing/schema-assert';
import { TEST_LIVE_CALLBACK_SECRET, openTestApp, type TestApp } from '../../testing/test-app';
import { testDatabases } from '../../testing/test-database';
import { LIVE_ACCESS } from '../lives/live-access';
import { signStreamCallback } from '../lives/stream-callback';
import { CHAT_MESSAGES } from './chat.routes';
import { collectMessages, join, liveSocket, multipartBody, nextEvent, PNG } from './chat-test-helpers';
import { checkPasswordRequest } from '../../testing/check-password';

describe.each(testDatabases())('live chat on %s', (kind) => {
  let t: TestApp;
  let viewer: SignedIn; // certified viewer (seed user 3)
  let manager: SignedIn; // manager of the on-air lives (seed user 5)
  let incomplete: SignedIn;
  const ids = { open: 578, password: 0, whiteList: 0 };
  const sockets: Socket[] = [];
  const post = (who: SignedIn | undefined, payload: object) => t.app.inject({ method: 'POST', url: '/live/api/chat', payload, headers: who?.headers ?? {} });

  beforeAll(async () => {
    t = await openTestApp(kind);
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    viewer = await signIn(t.database, '13800000003');
    manager = await signIn(t.database, '13800000005');
    incomplete = await signIn(t.database, '13800000002');
    const rows = await t.database.db.select().from(lives);
    ids.password = rows.find((r) => r.authType === 2 && r.liveStatus === 1)!.id;
    ids.whiteList = rows.find((r) => r.authType === 3 && r.liveStatus === 1)!.id;
  });
  afterAll(async () => {
    for (const socket of sockets) socket.disconnect();
    await t?.close();
  });

  it('lists the history for guests of open lives, with is_manager for managers', async () => {
    const guest = await t.app.inject({ url: `/live/api/chat/${ids.open}?pageSize=9999` });
    expectEndpointData('listLiveChat', guest.json());
    const list = guest.json().data.list as LiveChatMessage[];
    expect(list.length).toBeGreaterThan(3);
    expect(list.some((m) => m.manager === 1)).toBe(true);
    expect(list.map((m) => m.dateline)).toEqual([...list.map((m) => m.dateline)].sort((a, b) => a - b));
    expect(guest.json().data.is_manager).toBe(false);
    const two = await t.app.inject({ url: `/live/api/chat/${ids.open}?pageSize=2` });
    expect(two.json().data.list).toEqual(list.slice(-2));
    const mine = await t.app.inject({ url: `/live/api/chat/${ids.open}`, headers: manager.headers });
    expect(mine.json().data.is_manager).toBe(true);
    // Gated rooms: guests → login; others by the live's rules.
    expect((await t.app.inject({ url: `/live/api/chat/${ids.whiteList}` })).json()).toEqual(LIVE_ACCESS.login);
    expect((await t.app.inject({ url: `/live/api/chat/${ids.whiteList}`, headers: viewer.headers })).json()).toEqual(LIVE_ACCESS.whiteList);
    expect((await t.app.inject({ url: `/live/api/chat/${ids.password}`, headers: viewer.headers })).json()).toEqual(LIVE_ACCESS.password);
  });

  it('posts plain text (发送成功), limits length and refuses empty text, guests and gated viewers', async () => {
    const sent = await post(viewer, { live_id: ids.open, message: '  <b>你好</b> \\x{12}  ' });
    expectEndpointData('createLiveChatMessage', sent.json());
    expect(sent.json().message).toBe(CHAT_MESSAGES.sent);
    expect(sent.json().data.message).toMatchObject({ message: '<b>你好</b> \\x{12}', manager: 0, user_id: viewer.userId, cite_content: null });
    const [row] = await t.database.db.select().from(liveChatMessages).where(eq(liveChatMessages.id, sent.json().data.id));
    expect(row.message).toBe('<b>你好</b> \\x{12}');

    expect((await post(viewer, { live_id: ids.open, message: '   ' })).json()).toEqual({ code: 400, message: CHAT_MESSAGES.empty });
    expect((await post(viewer, { live_id: ids.open, message: '字'.repeat(501) })).json()).toEqual({ code: 400, message: CHAT_MESSAGES.tooLong });
    expect((await post(viewer, { live_id: ids.open, message: '字'.repeat(500) })).json().code).toBe(0);
    expect((await post(undefined, { live_id: ids.open, message: 'hi' })).statusCode).toBe(401);
    expect((await post(incomplete, { live_id: ids.open, message: 'hi' })).json()).toEqual(LIVE_ACCESS.incomplete);
    expect((await post(viewer, { live_id: ids.whiteList, message: 'hi' })).json()).toEqual(LIVE_ACCESS.whiteList);
    expect((await post(viewer, { live_id: ids.password, message: 'hi' })).json()).toEqual(LIVE_ACCESS.password);
    expect((await post(viewer, { live_id: 727, message: 'hi' })).json()).toEqual({ code: 403, message: CHAT_MESSAGES.commentsOff });
    expect((await post(viewer, { live_id: 2147483647, message: 'hi' })).json()).toEqual({ code: 404, message: CHAT_MESSAGES.liveMissing });
    // Bad shapes are 400s, never 500s.
    for (const payload of [
      { live_id: 'x', message: 'a' },
      { message: 'a' },
      { live_id: ids.open },
      { live_id: ids.open, message: 'a', cite_id: -1 },
      { live_id: ids.open, message: 'a'.repeat(2001) },
    ]) {
      expect((await post(viewer, payload)).statusCode).toBe(400);
    }
  });

  it('rate-limits posts per user', async () => {
    const fast = await signIn(t.database, '13800000004');
    const codes: number[] = [];
    for (let i = 0; i < 11; i++) codes.push((await post(fast, { live_id: ids.open, message: `第${i}条` })).json().code);
    expect(codes.slice(0, 10).every((c) => c === 0)).toBe(true);
    expect(codes[10]).toBe(429);
  });

  it('keeps delete, mention, quote and images to managers', async () => {
    const own = (await post(viewer, { live_id: ids.open, message: '请问课件在哪里？' })).json().data.id as number;
    expect((await post(viewer, { live_id: ids.open, message: '@', subscribe_id: manager.userId })).json()).toEqual({
      code: 403,
      message: CHAT_MESSAGES.managerOnly,
    });
    expect((await post(viewer, { live_id: ids.open, message: '@', cite_id: own })).json()).toEqual({ code: 403, message: CHAT_MESSAGES.managerOnly });
    const del = await t.app.inject({ method: 'DELETE', url: `/live/api/chat/${own}`, headers: viewer.headers });
    expect(del.json()).toEqual({ code: 403, message: CHAT_MESSAGES.managerOnly });
    const image = multipartBody({ live_id: String(ids.open) }, { name: 'a.png', bytes: PNG });
    const refusedImage = await t.app.inject({
      method: 'POST',
      url: '/live/api/chat/image',
      payload: image.payload,
      headers: { ...image.headers, ...viewer.headers },
    });
    expect(refusedImage.json()).toEqual({ code: 403, message: CHAT_MESSAGES.managerOnly });

    const quoted = await post(manager, { live_id: ids.open, message: '在更多-资料文库', cite_id: own, subscribe_id: viewer.userId });
    expectEndpointData('createLiveChatMessage', quoted.json());
    expect(quoted.json().data.message).toMatchObject({ manager: 1, cite_id: own, cite_content: '请问课件在哪里？', subscribe: { id: viewer.userId } });
    expect((await post(manager, { live_id: ids.open, message: 'x', cite_id: 2147483647 })).json().code).toBe(404);
    expect((await post(manager, { live_id: ids.open, message: 'x', subscribe_id: 2147483647 })).json().code).toBe(404);

    const uploaded = await t.app.inject({
      method: 'POST',
      url: '/live/api/chat/image',
      payload: image.payload,
      headers: { ...image.headers, ...manager.headers },
    });
    expectEndpointData('createLiveChatImage', uploaded.json());
    expect(uploaded.json().data.url).toMatch(/^\/media\/uploads\/[0-9a-f]{32}\.png$/);
    expect(uploaded.json().data.message).toMatchObject({ image: uploaded.json().data.url, manager: 1 });
    const notImage = multipartBody({ live_id: String(ids.open) }, { name: 'a.txt', bytes: Buffer.from('hello') });
    expect(
      (await t.app.inject({ method: 'POST', url: '/live/api/chat/image', payload: notImage.payload, headers: { ...notImage.headers, ...manager.headers } }))
        .statusCode,
    ).toBe(415);
    const noLive = multipartBody({}, { name: 'a.png', bytes: PNG });
    expect(
      (await t.app.inject({ method: 'POST', url: '/live/api/chat/image', payload: noLive.payload, headers: { ...noLive.headers, ...manager.headers } }))
        .statusCode,
    ).toBe(400);
    expect((await t.app.inject({ method: 'POST', url: '/live/api/chat/image', payload: { live_id: 1 }, headers: manager.headers })).statusCode).toBe(415);

    const deleted = await t.app.inject({ method: 'DELETE', url: `/live/api/chat/${own}`, headers: manager.headers });
    expectEndpointData('deleteLiveChatMessage', deleted.json());
    expect(deleted.json()).toMatchObject({ code: 0, message: CHAT_MESSAGES.deleted, data: { ids: [own] } });
    const history = (await t.app.inject({ url: `/live/api/chat/${ids.open}` })).json().data.list as LiveChatMessage[];
    expect(history.some((m) => m.id === own)).toBe(false);
    expect((await t.app.inject({ method: 'DELETE', url: '/live/api/chat/2147483647', headers: manager.headers })).statusCode).toBe(404);
  });

  it('delivers posts, deletions and status changes to joined sockets in batches', async () => {
    // Batches still queued by earlier tests go out before these sockets join the room.
    t.app.liveRooms.flush();
    const watcher = liveSocket(t.app, viewer.access_token);
    const guest = liveSocket(t.app);
    sockets.push(watcher, guest);
    expect(await join(watcher, { live_id: ids.open })).toEqual(LIVE_ACCESS.ok);
    expect(await join(guest, { live_id: ids.open })).toEqual(LIVE_ACCESS.ok);
    expect(await join(guest, { live_id: ids.whiteList })).toEqual(LIVE_ACCESS.login);
    expect(await join(watcher, { live_id: ids.whiteList })).toEqual(LIVE_ACCESS.whiteList);
    expect(await join(watcher, { live_id: ids.password })).toEqual(LIVE_ACCESS.password);
    expect(await join(watcher, { live_id: 'x' })).toMatchObject({ code: 400 });
    expect(await join(watcher, { live_id: 2147483647 })).toMatchObject({ code: 404 });
    expect(await join(watcher, null as unknown as object)).toMatchObject({ code: 400 });
    // The refused joins did not move the watcher out of its room.

    const batch = collectMessages<LiveChatMessage>(guest, 2);
    const first = (await post(manager, { live_id: ids.open, message: '第一条' })).json().data.id as number;
    const second = (await post(manager, { live_id: ids.open, message: '第二条' })).json().data.id as number;
    const { messages, frames } = await batch;
    expect(messages.map((m) => m.id)).toEqual([first, second]);
    expect(messages[0]).toMatchObject({ message: '第一条', manager: 1, live_id: ids.open });
    expect(frames).toBeLessThanOrEqual(2);

    const gone = nextEvent<{ ids: number[] }>(watcher, 'deleted');
    await t.app.inject({ method: 'DELETE', url: `/live/api/chat/${first}`, headers: manager.headers });
    expect(await gone).toEqual({ ids: [first] });

    const status = nextEvent<{ live_status: number; open_status: number; view_count: number }>(watcher, 'status');
    const body = { live_id: ids.open, live_status: 2, timestamp: Math.floor(Date.now() / 1000), nonce: randomUUID() };
    await t.app.inject({
      method: 'POST',
      url: '/live/api/stream/callback',
      payload: body,
      headers: { 'x-live-signature': signStreamCallback(body, TEST_LIVE_CALLBACK_SECRET) },
    });
    expect(await status).toMatchObject({ live_status: 2, open_status: 1 });
  });

  it('sends the messages of one ~200 ms window of a room as one frame, and drops those deleted before it leaves', async () => {
    t.app.liveRooms.flush();
    const socket = liveSocket(t.app);
    sockets.push(socket);
    expect(await join(socket, { live_id: ids.open })).toEqual(LIVE_ACCESS.ok);
    const frame = nextEvent<LiveChatMessage[]>(socket, 'messages');
    const started = Date.now();
    const sample = { live_id: ids.open, avatar: '', nickname: '压测', manager: 0 as const, user_id: 3, cite_content: null, dateline: 0 };
    for (let i = 1; i <= 50; i++) t.app.liveRooms.publishMessage({ ...sample, id: 1_000_000 + i, message: `m${i}` });
    t.app.liveRooms.publishDeleted(ids.open, [1_000_050]);
    const batch = await frame;
    expect(Date.now() - started).toBeGreaterThanOrEqual(150);
    expect(batch).toHaveLength(49);
    expect(batch.at(-1)?.message).toBe('m49');
  });

  it('throttles joins per connection', async () => {
    const socket = liveSocket(t.app);
    sockets.push(socket);
    const codes: number[] = [];
    for (let i = 0; i < 21; i++) codes.push((await join(socket, { live_id: ids.open })).code);
    expect(codes.slice(0, 20).every((c) => c === 0)).toBe(true);
    expect(codes[20]).toBe(429);
  });

  it('admits password rooms with a pass and white-listed users to theirs', async () => {
    const pass = (await t.app.inject(checkPasswordRequest(`id=${ids.password}&password=1234&type=4`, viewer.headers))).json().data.pass as string;
    const fresh = await signIn(t.database, '13800000011');
    const socket = liveSocket(t.app, fresh.access_token);
    const listed = liveSocket(t.app, manager.access_token);
    sockets.push(socket, listed);
    expect(await join(socket, { live_id: ids.password })).toEqual(LIVE_ACCESS.password);
    expect(await join(socket, { live_id: ids.password, pass })).toEqual(LIVE_ACCESS.ok);
    expect(await join(listed, { live_id: ids.whiteList })).toEqual(LIVE_ACCESS.ok);
  });

  it('checks the session again at each join: a connection whose token was revoked joins like a guest', async () => {
    const leaving = await signIn(t.database, '13800000012');
    const socket = liveSocket(t.app, leaving.access_token);
    sockets.push(socket);
    expect(await join(socket, { live_id: ids.password })).toEqual(LIVE_ACCESS.password);
    const out = await t.app.inject({ method: 'POST', url: '/user/api/logout', headers: leaving.headers });
    expect(out.json().code).toBe(0);
    expect(await join(socket, { live_id: ids.password })).toEqual(LIVE_ACCESS.login);
  });
});
