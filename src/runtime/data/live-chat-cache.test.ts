import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { DataEntry, LiveChatList, LiveChatMessage } from '../../../contract/generated/schema-types';
import { resolveValue } from '../../../contract/bind/resolve-value';
import { memoryStorage } from '../../test-utils/memory-storage';
import { createEntryValues } from '../render/screen-data';
import { makeStore } from '../state/make-store';
import { api } from './api';
import { catalogueEndpoint } from './catalogue-api';
import { makeEndpointCaller } from './call-endpoint';
import { isLiveRoomJoined } from './live-room-joins';
import { setLiveSocketFactory } from './live-room-socket';
import { chatMessage, fakeLiveSocket } from '../../test-utils/live-room-fakes';

const LIVE = 578;



/** A server whose chat history is `history` (as it is when asked), counting the history requests. */
function chatServer(history: () => LiveChatMessage[]) {
  const requests: string[] = [];
  const fetch = (async (url: string, init: RequestInit) => {
    const { pathname } = new URL(url);
    requests.push(`${init.method} ${pathname}`);
    const data = init.method === 'GET' ? ({ list: history(), is_manager: true } satisfies LiveChatList) : { id: 1 };
    return new Response(JSON.stringify({ code: 0, message: 'ok', data }));
  }) as typeof globalThis.fetch;
  const store = makeStore({ notify: () => undefined, onUnauthorized: () => undefined, baseUrl: 'http://api.test', fetch });
  const historyLoads = () => requests.filter((r) => r === `GET /live/api/chat/${LIVE}`).length;
  return { store, requests, historyLoads };
}

// The live room layout's data entry and the widget's binding.
const entries: Record<string, DataEntry> = { chat: { endpoint: 'listLiveChat', args: { id: LIVE, pageSize: 9999 } } };
const ARGS = { id: LIVE, pageSize: 9999 };
const base = { route: { params: {}, query: {} }, state: {} };

type Store = ReturnType<typeof chatServer>['store'];

/** What the widget is given: `$data.chat.list` of the screen's values, read from the cache. */
function boundMessages(store: Store): readonly LiveChatMessage[] | undefined {
  const data = createEntryValues()(store.getState(), entries, base);
  return resolveValue('$data.chat.list', { ...base, data }) as readonly LiveChatMessage[] | undefined;
}

const cachedList = (store: Store) => catalogueEndpoint('listLiveChat').select(ARGS)(store.getState()).data?.list;
const ids = (list: readonly LiveChatMessage[] | undefined) => list?.map((m) => m.id);

describe("the live chat's one copy: the listLiveChat cache entry", () => {
  let socket: ReturnType<typeof fakeLiveSocket>;
  let stores: Store[];
  beforeEach(() => {
    vi.stubGlobal('localStorage', memoryStorage());
    socket = fakeLiveSocket();
    setLiveSocketFactory(socket.factory);
    stores = [];
  });
  afterEach(() => {
    // Removing the cache entries leaves the rooms.
    for (const store of stores) store.dispatch(api.util.resetApiState());
    setLiveSocketFactory(undefined);
    vi.unstubAllGlobals();
  });

  /** Loads the chat as the screen does (a subscribed query) and joins the room once it has loaded. */
  async function openChat(history: () => LiveChatMessage[]) {
    const server = chatServer(history);
    stores.push(server.store);
    await server.store.dispatch(catalogueEndpoint('listLiveChat').initiate(ARGS));
    await vi.waitFor(() => expect(socket.opened()).toBe(true));
    socket.connect();
    // Joined: the history is loaded again, so nothing posted before the join is missed.
    await vi.waitFor(() => expect(server.historyLoads()).toBe(2));
    await vi.waitFor(() => expect(catalogueEndpoint('listLiveChat').select(ARGS)(server.store.getState()).isLoading).toBe(false));
    return server;
  }

  it('joins on load, loads the history again on join, and merges batches and deletions into the cache entry the layout binds', async () => {
    let history = [chatMessage(3), chatMessage(1)];
    const { store } = await openChat(() => history);
    expect(socket.joins).toEqual([{ live_id: LIVE }]);
    expect(isLiveRoomJoined(LIVE)).toBe(true);
    expect(ids(cachedList(store))).toEqual([1, 3]);

    socket.push('messages', [chatMessage(2), chatMessage(3, { message: '改' }), chatMessage(4), chatMessage(9, { live_id: 999 })]);
    expect(ids(cachedList(store))).toEqual([1, 2, 3, 4]);
    expect(cachedList(store)?.[2].message).toBe('改');
    // One copy: what `$data.chat.list` gives the widget is the cached list itself.
    expect(boundMessages(store)).toBe(cachedList(store));

    socket.push('deleted', { ids: [1, 3] });
    expect(ids(boundMessages(store))).toEqual([2, 4]);
    // A batch posted before the deletion but arriving after it, and a history answer, never bring it back.
    socket.push('messages', [chatMessage(3), chatMessage(5)]);
    history = [chatMessage(1), chatMessage(2), chatMessage(3), chatMessage(4), chatMessage(5), chatMessage(6)];
    socket.drop();
    expect(isLiveRoomJoined(LIVE)).toBe(false);
    socket.connect();
    await vi.waitFor(() => expect(ids(boundMessages(store))).toEqual([2, 4, 5, 6]));
  });

  it("removes a manager's deleted message from the cache, and loads the history after a send only when not joined", async () => {
    let history = [chatMessage(1), chatMessage(2)];
    const server = await openChat(() => history);
    const call = makeEndpointCaller(server.store.dispatch);

    expect(await call('deleteLiveChatMessage', { id: 2 })).toMatchObject({ ok: true });
    await vi.waitFor(() => expect(ids(cachedList(server.store))).toEqual([1]));
    socket.push('messages', [chatMessage(2)]);
    expect(ids(cachedList(server.store))).toEqual([1]);

    // Joined: the sent message comes back as a batch, no history load.
    history = [chatMessage(1), chatMessage(2), chatMessage(3)];
    expect(await call('createLiveChatMessage', { live_id: LIVE, message: '你好' })).toMatchObject({ ok: true });
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(server.historyLoads()).toBe(2);
    // Not joined: the history shows it (the deleted message stays gone).
    socket.drop();
    expect(await call('createLiveChatMessage', { live_id: LIVE, message: '你好' })).toMatchObject({ ok: true });
    await vi.waitFor(() => expect(ids(cachedList(server.store))).toEqual([1, 3]));
    expect(server.historyLoads()).toBe(3);
  });

  it('keeps the newest 500 of a long history, and leaves the room when the cache entry is removed', async () => {
    const long = Array.from({ length: 520 }, (_, i) => chatMessage(i + 1));
    const { store } = await openChat(() => long);
    expect(cachedList(store)).toHaveLength(500);
    expect(cachedList(store)?.[0].id).toBe(21);
    store.dispatch(api.util.resetApiState());
    await vi.waitFor(() => expect(socket.disconnected()).toBe(1));
    expect(isLiveRoomJoined(LIVE)).toBe(false);
  });
});
