import { useEffect, useRef, useState } from 'react';
import type { LiveChatMessage } from '../../contract/generated/schema-types';
import type { LiveChatProps } from '../../contract/generated/widgets/live-chat.props';
import { useLiveRoomJoined, type WidgetRenderProps } from '../../src/runtime/widget-api';
import { ChatComposer, COMPOSER_TEXT, type Draft } from './chat-composer';
import { ChatMessage } from './chat-message';
import { EMOJI_COUNT, emojiToCodes } from './emoji';
import { fitListAboveFooter } from './fit-list';
import './live-chat.css';

export const MANAGER_ACTIONS = { delete: '删除', mention: '@ 对方', quote: '@ 并引用', cancel: '取消' } as const;

/** How far from the end still counts as reading the newest messages. */
const NEWEST_SLACK_PX = 24;

const NO_MESSAGES: readonly LiveChatMessage[] = [];

export function LiveChat({ props, emit }: WidgetRenderProps<LiveChatProps>) {
  // The runtime keeps the room's messages (history, real-time batches, deletions) in the chat's data
  // entry and joins the room; this widget shows them.
  const messages = props.messages ?? NO_MESSAGES;
  const joined = useLiveRoomJoined(Number(props.liveId) || 0);
  const [draft, setDraft] = useState<Draft>({ text: '' });
  const [busy, setBusy] = useState(false);
  const [menuFor, setMenuFor] = useState<LiveChatMessage | null>(null);
  const listRef = useRef<HTMLOListElement>(null);
  const userId = props.userId == null ? undefined : Number(props.userId);
  const maxLength = props.maxLength ?? 200;
  // Signed out, whether one is on the list is not known yet: the box stays and a tap asks to sign in.
  const mayNotSpeak = props.whiteListed === false && props.loggedIn !== false;

  // Newest at the bottom, kept in view as messages arrive, unless the reader scrolled up to older ones.
  // Only the reader's own scrolling (touch, wheel, keys) can take the list off the newest message: the
  // list's own resizing (fitted to the screen, pictures loading) scrolls it too, and must not.
  const atNewest = useRef(true);
  const readerScrolling = useRef(false);
  const showNewest = (list: HTMLElement) => {
    readerScrolling.current = false;
    list.scrollTop = list.scrollHeight;
  };
  useEffect(() => {
    const list = listRef.current;
    if (list && atNewest.current) showNewest(list);
  }, [messages.length]);
  // Pictures load after the scroll above and push the newest message down: follow them, and the list's own
  // size (fitted to the screen as the page above it settles), while the reader is at the newest message.
  useEffect(() => {
    const list = listRef.current;
    if (!list) return;
    const follow = () => {
      if (atNewest.current) showNewest(list);
    };
    list.addEventListener('load', follow, true);
    const observer = typeof ResizeObserver === 'undefined' ? undefined : new ResizeObserver(follow);
    observer?.observe(list);
    const stopFitting = fitListAboveFooter(list, () => list.parentElement?.querySelector<HTMLElement>('.w-live-chat__footer') ?? null);
    return () => {
      list.removeEventListener('load', follow, true);
      observer?.disconnect();
      stopFitting();
    };
  }, []);
  const noteReader = () => {
    readerScrolling.current = true;
  };
  const noteScroll = () => {
    const list = listRef.current;
    if (!list) return;
    const near = list.scrollHeight - list.scrollTop - list.clientHeight < NEWEST_SLACK_PX;
    if (near) atNewest.current = true;
    else if (readerScrolling.current) atNewest.current = false;
  };

  const send = async () => {
    const text = draft.text.trim();
    if (busy || !text || props.disableComment || mayNotSpeak) return; // Only when not busy and non-empty.
    setBusy(true);
    const ok = await emit('send', { message: emojiToCodes(text), subscribe_id: draft.subscribe?.id, cite_id: draft.cite?.id });
    setBusy(false);
    if (!ok) return;
    atNewest.current = true; // One's own message is shown when it comes back from the room.
    // Clear what was sent, but keep anything typed while it was on its way.
    setDraft((current) => (current.text.trim() === text ? { text: '' } : { text: current.text }));
  };

  const canManage = (message: LiveChatMessage) => props.isManager === true && message.user_id !== userId;
  const runMenu = (choice: keyof typeof MANAGER_ACTIONS) => {
    const message = menuFor;
    setMenuFor(null);
    if (!message || choice === 'cancel') return;
    if (choice === 'delete') {
      void emit('delete', message);
      return;
    }
    const subscribe = { id: message.user_id, nickname: message.nickname };
    const text = draft.text.startsWith('@') ? draft.text : `@${message.nickname} ${draft.text}`;
    setDraft(choice === 'quote' ? { text, subscribe, cite: { id: message.id, content: message.message } } : { text, subscribe });
  };

  return (
    <section className="w-live-chat" aria-label="互动" data-live-joined={joined ? 'true' : 'false'}>
      <ol
        className="w-live-chat__list"
        ref={listRef}
        aria-live="polite"
        onScroll={noteScroll}
        onTouchStart={noteReader}
        onWheel={noteReader}
        onKeyDown={noteReader}
      >
        {messages.length === 0 && <li className="w-live-chat__empty">{props.emptyText ?? '还没有人发言，快来说两句吧'}</li>}
        {messages.map((message) => (
          <ChatMessage key={message.id} message={message} onOpen={canManage(message) ? setMenuFor : undefined} />
        ))}
      </ol>
      {menuFor && (
        <div className="w-live-chat__sheet-mask" onClick={() => setMenuFor(null)}>
          <div className="w-live-chat__sheet" role="menu" aria-label={`管理 ${menuFor.nickname} 的消息`} onClick={(event) => event.stopPropagation()}>
            {(Object.keys(MANAGER_ACTIONS) as Array<keyof typeof MANAGER_ACTIONS>).map((key) => (
              <button key={key} type="button" role="menuitem" onClick={() => runMenu(key)}>
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
        notice={mayNotSpeak ? COMPOSER_TEXT.whiteListOnly : undefined}
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
