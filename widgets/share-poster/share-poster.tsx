import { useId, useRef, useState } from 'react';
import type { SharePosterProps } from '../../contract/generated/widgets/share-poster.props';
import type { WidgetRenderProps } from '../../src/runtime/widget-api';
import { InFloatingDock } from '../../src/ui/floating-dock';
import { useModal } from '../../src/ui/modal';
import './share-poster.css';

export const SHARE_POSTER_TEXT = {
  button: '分享',
  hint: '长按图片保存，分享给好友',
  title: '分享海报',
  loading: '海报生成中…',
  close: '关闭',
} as const;

/**
 * 分享 button and the poster dialog. The layout's actions fetch the poster (open-share); only when the
 * chain goes through does the dialog open, showing the bound image as a plain <img> so a long press
 * offers the phone's own save/forward menu.
 */
export function SharePoster({ props, emit }: WidgetRenderProps<SharePosterProps>) {
  const [open, setOpen] = useState(false);
  const [busy, setBusy] = useState(false);
  const titleId = useId();

  const onShare = async () => {
    if (busy) return;
    setBusy(true);
    const ok = await emit('share');
    setBusy(false);
    if (ok) setOpen(true);
  };
  const onClose = () => {
    setOpen(false);
    void emit('close');
  };
  const panel = useRef<HTMLDivElement>(null);
  useModal(panel, open, { onClose });

  return (
    <>
      {props.floating ? (
        // Floating: in the shell's dock, the safe zone every page leaves room for, never over the page.
        <InFloatingDock>
          <button type="button" className="ui-floating-dock-button w-share-poster__button--floating" onClick={onShare} disabled={busy}>
            {props.buttonText ?? SHARE_POSTER_TEXT.button}
          </button>
        </InFloatingDock>
      ) : (
        <button type="button" className="w-share-poster__button" onClick={onShare} disabled={busy}>
          {props.buttonText ?? SHARE_POSTER_TEXT.button}
        </button>
      )}
      {open ? (
        <div className="w-share-poster" onClick={onClose}>
          <div
            ref={panel}
            className="w-share-poster__panel"
            role="dialog"
            aria-modal="true"
            aria-labelledby={titleId}
            onClick={(event) => event.stopPropagation()}
          >
            <h2 id={titleId} className="w-share-poster__title">
              {SHARE_POSTER_TEXT.title}
            </h2>
            {props.posterUrl ? (
              <img className="w-share-poster__image" src={props.posterUrl} alt={SHARE_POSTER_TEXT.title} />
            ) : (
              <p className="w-share-poster__loading">{SHARE_POSTER_TEXT.loading}</p>
            )}
            <p className="w-share-poster__hint">{props.hint ?? SHARE_POSTER_TEXT.hint}</p>
            <button type="button" className="w-share-poster__close" onClick={onClose}>
              {SHARE_POSTER_TEXT.close}
            </button>
          </div>
        </div>
      ) : null}
    </>
  );
}
