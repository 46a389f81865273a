import { useState, type FormEvent } from 'react';
import type { CourseDownload } from '../../contract/generated/schema-types';
import { declareBottomBar } from '../../src/ui/bottom-bar';
import { emojiChar, emojiImage } from './emoji';

export const COMPOSER_TEXT = {
  send: '发送',
  emoji: '表情',
  more: '更多',
  downloads: '资料文库',
  favourite: '收藏',
  favourited: '已收藏',
  upload: '上传图片',
  noDownloads: '暂无资料',
  disabled: '本场直播已关闭评论',
  cancelQuote: '取消',
  whiteListOnly: '本直播间仅限白名单用户发言',
} as const;

export interface Draft {
  text: string;
  subscribe?: { id: number; nickname: string };
  cite?: { id: number; content: string };
}

interface ComposerProps {
  draft: Draft;
  onDraft(draft: Draft): void;
  onSend(): Promise<void>;
  busy: boolean;
  disabled: boolean;
  /** Said in place of the comment box to a viewer who may not speak here (a white-list room). */
  notice?: string;
  loggedIn: boolean;
  onLogin(): void;
  placeholder: string;
  maxLength: number;
  emojiCount: number;
  isManager: boolean;
  isFavorite: boolean;
  downloads: readonly CourseDownload[];
  onFavourite(): void;
  onDownload(item: CourseDownload): void;
  onUpload(file: File): void;
}

/** Adds a picked emoji to the comment box unless it would not fit (never half an emoji). */
function appendWithin(text: string, emoji: string, maxLength: number): string {
  return text.length + emoji.length <= maxLength ? text + emoji : text;
}

type Panel = 'none' | 'emoji' | 'more' | 'downloads';

/** The footer: comment box with emoji picker and the more menu (3 columns for a manager, else 2). */
export function ChatComposer(p: ComposerProps) {
  const [panel, setPanel] = useState<Panel>('none');
  const toggle = (next: Panel) => setPanel((current) => (current === next ? 'none' : next));
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    await p.onSend();
  };
  const canSend = !p.busy && !p.disabled && p.draft.text.trim().length > 0;
  return (
    <div className="w-live-chat__footer" ref={declareBottomBar}>
      {p.draft.cite && (
        <div className="w-live-chat__quote">
          <cite>{p.draft.cite.content}</cite>
          <button type="button" onClick={() => p.onDraft({ text: p.draft.text })}>
            {COMPOSER_TEXT.cancelQuote}
          </button>
        </div>
      )}
      <form className="w-live-chat__bar" onSubmit={submit}>
        {p.notice ? (
          <p className="w-live-chat__notice" role="note">
            {p.notice}
          </p>
        ) : (
          <input
            className="w-live-chat__input"
            aria-label="发言"
            value={p.draft.text}
            maxLength={p.maxLength}
            disabled={p.disabled}
            placeholder={p.disabled ? COMPOSER_TEXT.disabled : p.placeholder}
            onFocus={(event) => {
              if (p.loggedIn) return;
              // Signed out, the field takes no text: it gives focus up, so closing the login prompt does
              // not hand focus back to it and open the prompt again.
              event.currentTarget.blur();
              p.onLogin();
            }}
            onChange={(event) => p.onDraft({ ...p.draft, text: event.target.value })}
          />
        )}
        {p.emojiCount > 0 && !p.disabled && !p.notice && (
          <button type="button" className="w-live-chat__tool" aria-expanded={panel === 'emoji'} onClick={() => toggle('emoji')}>
            {COMPOSER_TEXT.emoji}
          </button>
        )}
        <button type="button" className="w-live-chat__tool" aria-expanded={panel === 'more' || panel === 'downloads'} onClick={() => toggle('more')}>
          {COMPOSER_TEXT.more}
        </button>
        {!p.notice && (
          <button type="submit" className="w-live-chat__send" disabled={!canSend}>
            {COMPOSER_TEXT.send}
          </button>
        )}
      </form>
      {panel === 'emoji' && (
        <div className="w-live-chat__emojis" role="listbox" aria-label={COMPOSER_TEXT.emoji}>
          {Array.from({ length: p.emojiCount }, (_, i) => i + 1).map((code) => (
            <button
              key={code}
              type="button"
              role="option"
              aria-selected={false}
              aria-label={emojiChar(code)}
              onClick={() => p.onDraft({ ...p.draft, text: appendWithin(p.draft.text, emojiChar(code) ?? '', p.maxLength) })}
            >
              <img src={emojiImage(code)} alt="" width={26} height={26} />
            </button>
          ))}
        </div>
      )}
      {panel === 'more' && (
        <div className={`w-live-chat__more w-live-chat__more--${p.isManager ? 3 : 2}`} role="menu" aria-label={COMPOSER_TEXT.more}>
          <button type="button" role="menuitem" onClick={() => setPanel('downloads')}>
            {COMPOSER_TEXT.downloads}
          </button>
          <button type="button" role="menuitem" aria-pressed={p.isFavorite} onClick={p.onFavourite}>
            {p.isFavorite ? COMPOSER_TEXT.favourited : COMPOSER_TEXT.favourite}
          </button>
          {p.isManager && (
            <label role="menuitem" className="w-live-chat__upload">
              {COMPOSER_TEXT.upload}
              <input
                type="file"
                accept="image/*"
                onChange={(event) => {
                  const file = event.target.files?.[0];
                  event.target.value = '';
                  if (file) p.onUpload(file);
                }}
              />
            </label>
          )}
        </div>
      )}
      {panel === 'downloads' && (
        <ul className="w-live-chat__downloads" aria-label={COMPOSER_TEXT.downloads}>
          {p.downloads.length === 0 && <li>{COMPOSER_TEXT.noDownloads}</li>}
          {p.downloads.map((item) => (
            <li key={item.link}>
              <button type="button" onClick={() => p.onDownload(item)}>
                {item.name}
              </button>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
