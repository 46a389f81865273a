// The live room's chat has one copy: the cache entry of listLiveChat, which the layout binds ($data.chat.list).
// These are what the chat's endpoints add to their generated definitions (merged in catalogue-api.ts); the
// work is done by the live room's code, loaded with the first chat.
import type { LiveChatList } from '../../../contract/generated/schema-types';
import type { CatalogueEndpoints } from './catalogue-api';
import type { CatalogueDefinitions as Definitions } from './generated/catalogue-api';
import { loadedLiveRoomCode, loadLiveRoomCode } from './live-room-code';

type ChatEndpoint = CatalogueEndpoints['listLiveChat'];

const RELOAD = { subscribe: false, forceRefetch: true } as const;

/** The additions, given how to reach the listLiveChat endpoint to load a chat's history again with. */
export function liveChatEndpoints(chat: () => ChatEndpoint): {
  listLiveChat: Partial<Definitions['listLiveChat']>;
  createLiveChatMessage: Partial<Definitions['createLiveChatMessage']>;
  deleteLiveChatMessage: Partial<Definitions['deleteLiveChatMessage']>;
} {
  return {
    listLiveChat: {
      transformResponse: async (answer, _meta, args) => {
        // The catalogue types this endpoint's answer as LiveChatList; the envelope base query hands it over untyped.
        const history = answer as LiveChatList;
        return (await loadLiveRoomCode())?.historyAnswer(history, args) ?? history;
      },
      // Merging is synchronous: this answer's transformResponse has loaded the code (or found it missing).
      merge: (cached, history, { arg }) => {
        const code = loadedLiveRoomCode();
        return code ? code.mergeHistory(cached, history, arg) : history;
      },
      onCacheEntryAdded: async (args, lifecycle) => {
        const reload = () => void lifecycle.dispatch(chat().initiate(args, RELOAD));
        await (await loadLiveRoomCode())?.followChat(args, lifecycle, reload);
      },
    },
    createLiveChatMessage: {
      onQueryStarted: async (args, { queryFulfilled }) => (await loadLiveRoomCode())?.afterSend(Number(args.live_id), queryFulfilled),
    },
    deleteLiveChatMessage: {
      onQueryStarted: async (args, { queryFulfilled }) => (await loadLiveRoomCode())?.afterDelete(Number(args.id), queryFulfilled),
    },
  };
}
