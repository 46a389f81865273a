import { useEffect, useRef, useState } from 'react';
import { createPortal } from 'react-dom';
import type { ScreenAdvertProps } from '../../contract/generated/widgets/screen-advert.props';
import type { WidgetRenderProps } from '../../src/runtime/widget-api';
import { useModal } from '../../src/ui/modal';
import { shouldShowAdvert, shownTodayCookie } from '../../contract/adverts/screen-advert-schedule';
import './screen-advert.css';
import { LibraryPicture } from '../../src/ui/library-picture';

export const AUTO_CLOSE_SECONDS = 5;

export function ScreenAdvert({ props, emit, preview }: WidgetRenderProps<ScreenAdvertProps>) {
  const { advert, now } = props;
  const [open, setOpen] = useState(false);
  const [secondsLeft, setSecondsLeft] = useState(AUTO_CLOSE_SECONDS);
  const closeButton = useRef<HTMLButtonElement>(null);

  // Keyed on the advert's identity fields, not the object: a refetch (or a binding that rebuilds the
  // object) must not reopen an advert the user has already closed, least of all in preview.
  const advertKey = advert ? [advert.id, advert.cover_img, advert.start_time, advert.end_time].join('|') : '';
  useEffect(() => {
    if (!advert) return;
    const current = now ? new Date(now) : new Date();
    // The operator preview ignores the "shown today" cookie (and leaves it alone) so the advert can be checked.
    if (!shouldShowAdvert(advert, current, preview ? '' : document.cookie)) return;
    if (!preview) document.cookie = shownTodayCookie(advert, current);
    setSecondsLeft(AUTO_CLOSE_SECONDS);
    setOpen(true);
    // eslint-disable-next-line react-hooks/exhaustive-deps -- advertKey stands for advert (see above).
  }, [advertKey, now, preview]);

  useEffect(() => {
    if (!open) return;
    const timer = setInterval(() => setSecondsLeft((seconds) => seconds - 1), 1000);
    return () => clearInterval(timer);
  }, [open]);

  useEffect(() => {
    if (open && secondsLeft <= 0) {
      setOpen(false);
      emit('close');
    }
  }, [open, secondsLeft, emit]);

  const close = () => {
    setOpen(false);
    emit('close');
  };
  const dialog = useRef<HTMLDivElement>(null);
  useModal(dialog, open && Boolean(advert), { onClose: close, initialFocus: closeButton });

  if (!open || !advert) return null;

  const select = () => {
    setOpen(false);
    emit('select', advert);
  };

  // A portal keeps the overlay fixed to the viewport even inside a transformed (animated) parent.
  return createPortal(
    <div ref={dialog} className="w-screen-advert" role="dialog" aria-modal="true" aria-label="开屏广告">
      <button type="button" className="w-screen-advert__image" onClick={select}>
        <LibraryPicture src={advert.cover_img} alt="开屏广告，点击查看详情" sizes="100vw" loading="eager" />
      </button>
      <button ref={closeButton} type="button" className="w-screen-advert__close" onClick={close}>
        <span className="w-screen-advert__sr-only">关闭广告，</span>跳过 {Math.max(secondsLeft, 0)}
      </button>
    </div>,
    document.body,
  );
}
