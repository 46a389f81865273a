import { useEffect, useReducer, useRef, useState } from 'react';
import type { LiveChatMessage } from '../../contract/generated/schema-types';
import type { LiveChatProps } from '../../contract/generated/widgets/live-chat.props';
import type { WidgetRenderProps } from '../../src/runtime/widget-api';
import { subscribeLiveRoom } from '../../src/ui/live-room-socket';
import { ChatComposer, type Draft } from './chat-composer';
import { ChatMessage } from './chat-message';
import { chatListReducer, emptyChatList } from './chat-list';
import { EMOJI_COUNT } from './emoji';
import './live-chat.css';

export const MANAGER_ACTIONS = { delete: '删除', mention: '@ 对方', quote: '@ 并引用', cancel: '取消' } as const;

/** Follows the room in real time (socket batches and deletions) on top of the history it was given. */
function useRoomMessages(liveId: number, history: readonly LiveChatMessage[] | undefined) {
  const [state, dispatch] = useReducer(chatListReducer, emptyChatList);
  const [joined, setJoined] = useState(false);
  useEffect(() => {
    if (history?.length) dispatch({ type: 'history', messages: history });
  }, [history]);
  useEffect(() => {
    if (!liveId) return;
    return subscribeLiveRoom(liveId, {
      messages: (messages) => dispatch({ type: 'batch', messages }),
      deleted: (ids) => dispatch({ type: 'deleted', ids }),
      joined: setJoined,
    });
  }, [liveId]);
  return { messages: state.messages, joined, removeLocally: (id: number) => dispatch({ type: 'deleted', ids: [id] }) };
}

export function LiveChat({ props, emit }: WidgetRenderProps<LiveChatProps>) {
  const liveId = Number(props.liveId) || 0;
  const { messages, joined, removeLocally } = useRoomMessages(liveId, props.messages);
  const [draft, setDraft] = useState<Draft>({ text: '' });
  const [busy, setBusy] = useState(false);
  const [menuFor, setMenuFor] = useState<LiveChatMessage | null>(null);
  const listRef = useRef<HTMLOListElement>(null);
  const emitRef = useRef(emit);
  emitRef.current = emit;

  // Messages posted between loading the history and joining the room would be missed: load the
  // history again on every join (the reducer merges by id), including after a reconnect.
  useEffect(() => {
    if (joined) void emitRef.current('refresh');
  }, [joined]);
  const userId = props.userId == null ? undefined : Number(props.userId);
  const maxLength = props.maxLength ?? 200;

  // Newest at the bottom, kept in view as messages arrive.
  useEffect(() => {
    const list = listRef.current;
    if (list) list.scrollTop = list.scrollHeight;
  }, [messages.length]);

  const send = async () => {
    const text = draft.text.trim();
    if (busy || !text || props.disableComment) return; // Only when not busy and non-empty.
    setBusy(true);
    const ok = await emit('send', { message: text, subscribe_id: draft.subscribe?.id, cite_id: draft.cite?.id });
    setBusy(false);
    if (!ok) return;
    // Clear what was sent, but keep anything typed while it was on its way.
    setDraft((current) => (current.text.trim() === text ? { text: '' } : { text: current.text }));
    if (!joined) void emit('refresh');
  };

  const canManage = (message: LiveChatMessage) => props.isManager === true && message.user_id !== userId;
  const runMenu = async (choice: keyof typeof MANAGER_ACTIONS) => {
    const message = menuFor;
    setMenuFor(null);
    if (!message || choice === 'cancel') return;
    if (choice === 'delete') {
      if (await emit('delete', message)) removeLocally(message.id);
      return;
    }
    const subscribe = { id: message.user_id, nickname: message.nickname };
    const text = draft.text.startsWith('@') ? draft.text : `@${message.nickname} ${draft.text}`;
    setDraft(choice === 'quote' ? { text, subscribe, cite: { id: message.id, content: message.message } } : { text, subscribe });
  };

  return (
    <section className="w-live-chat" aria-label="互动" data-live-joined={joined ? 'true' : 'false'}>
      <ol className="w-live-chat__list" ref={listRef} aria-live="polite">
        {messages.length === 0 && <li className="w-live-chat__empty">{props.emptyText ?? '还没有人发言，快来说两句吧'}</li>}
        {messages.map((message) => (
          <ChatMessage key={message.id} message={message} onOpen={canManage(message) ? setMenuFor : undefined} />
        ))}
      </ol>
      {menuFor && (
        <div className="w-live-chat__sheet-mask" onClick={() => setMenuFor(null)}>
          <div className="w-live-chat__sheet" role="menu" aria-label={`管理 ${menuFor.nickname} 的消息`} onClick={(event) => event.stopPropagation()}>
            {(Object.keys(MANAGER_ACTIONS) as Array<keyof typeof MANAGER_ACTIONS>).map((key) => (
              <button key={key} type="button" role="menuitem" onClick={() => void runMenu(key)}>
                {MANAGER_ACTIONS[key]}
              </button>
            ))}
          </div>
        </div>
      )}
      <ChatComposer
        draft={draft}
        onDraft={setDraft}
        onSend={send}
        busy={busy}
        disabled={props.disableComment === true}
        loggedIn={props.loggedIn !== false}
        onLogin={() => void emit('login')}
        placeholder={props.placeholder ?? '说点什么吧…'}
        maxLength={maxLength}
        emojiCount={Math.min(props.emojiCount ?? EMOJI_COUNT, EMOJI_COUNT)}
        isManager={props.isManager === true}
        isFavorite={props.isFavorite === true}
        downloads={props.downloads ?? []}
        onFavourite={() => void emit('favourite')}
        onDownload={(item) => void emit('download', item)}
        onUpload={(file) => void emit('upload', { file })}
      />
    </section>
  );
}
