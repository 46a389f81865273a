import type { LiveChatMessage } from '../../contract/generated/schema-types';
import { Avatar } from '../../src/ui/avatar';
import { ChatText } from './chat-text';

export const MANAGER_BADGE = '管理员';
/** The author's own message a listed word holds for review (nobody else sees it). */
export const HELD_BADGE = '审核中';

function timeText(dateline: number): string {
  if (!dateline) return '';
  const d = new Date(dateline * 1000);
  return `${String(d.getHours()).padStart(2, '0')}:${String(d.getMinutes()).padStart(2, '0')}`;
}

/** One chat row; a manager's row is styled apart and badged. Tapping opens the manager menu when allowed. */
export function ChatMessage({ message, onOpen }: { message: LiveChatMessage; onOpen?: (message: LiveChatMessage) => void }) {
  const manager = message.manager === 1;
  const body = (
    <>
      {message.subscribe?.nickname && !message.message.startsWith(`@${message.subscribe.nickname}`) && (
        <span className="w-live-chat__mention">@{message.subscribe.nickname} </span>
      )}
      {message.message && <ChatText text={message.message} />}
      {message.image && <img className="w-live-chat__image" src={message.image} alt="图片消息" loading="lazy" />}
      {message.cite_content && (
        <cite className="w-live-chat__cite">
          <ChatText text={message.cite_content} />
        </cite>
      )}
    </>
  );
  return (
    <li className={`w-live-chat__item${manager ? ' w-live-chat__item--manager' : ''}`} data-message-id={message.id}>
      <Avatar className="w-live-chat__avatar" src={message.avatar} name={message.nickname} />
      <div className="w-live-chat__main">
        <div className="w-live-chat__head">
          <span className="w-live-chat__name">{message.nickname}</span>
          {manager && <span className="w-live-chat__badge">{MANAGER_BADGE}</span>}
          {message.moderation === 'held' && <span className="w-live-chat__badge">{HELD_BADGE}</span>}
          <span className="w-live-chat__time">{timeText(message.dateline)}</span>
        </div>
        {onOpen ? (
          <button type="button" className="w-live-chat__text" aria-haspopup="menu" onClick={() => onOpen(message)}>
            {body}
          </button>
        ) : (
          <div className="w-live-chat__text">{body}</div>
        )}
      </div>
    </li>
  );
}
