import { useEffect, useRef, useState } from 'react';
import { createPortal } from 'react-dom';
import type { LiveImageDialogProps } from '../../contract/generated/widgets/live-image-dialog.props';
import type { WidgetRenderProps } from '../../src/runtime/widget-api';
import { useModal } from '../../src/ui/modal';
import './live-image-dialog.css';

export const LIVE_IMAGE_DIALOG_TEXT = { close: '关闭', image: '直播活动图片' } as const;
/** sessionStorage key per live: the pop-up image shows once per live and browser session. */
export const shownKey = (onceKey: string | number) => `live_dialog_${onceKey}`;

function session(): Storage | undefined {
  try {
    return typeof sessionStorage === 'undefined' ? undefined : sessionStorage;
  } catch {
    return undefined; // some in-app browsers refuse storage in private mode: then it shows every visit
  }
}

function alreadyShown(onceKey: string | number | null | undefined): boolean {
  if (onceKey === undefined || onceKey === null || onceKey === '') return false;
  return session()?.getItem(shownKey(onceKey)) === '1';
}

function markShown(onceKey: string | number | null | undefined): void {
  if (onceKey === undefined || onceKey === null || onceKey === '') return;
  try {
    session()?.setItem(shownKey(onceKey), '1');
  } catch {
    // storage full: at worst the image shows again on the next visit
  }
}

export function LiveImageDialog({ props, emit, preview }: WidgetRenderProps<LiveImageDialogProps>) {
  const wanted = (props.show === true || props.show === 1) && Boolean(props.image);
  const [open, setOpen] = useState(false);
  const closeButton = useRef<HTMLButtonElement>(null);
  // Through a ref: a new emit each render must not re-run the once-only opening below.
  const emitRef = useRef(emit);
  const opened = useRef(false);
  emitRef.current = emit;

  // Opens when the data says so, once: keyed on the live and the image, so a refetch of the same data
  // (the room polls and reloads) never brings back an image the doctor has already closed.
  useEffect(() => {
    if (!wanted || opened.current) return;
    // The operator preview always shows it and leaves the doctor's session alone.
    // Already shown this session: say so once, so an overlay waiting for this one (the subscribe sheet) may show.
    if (!preview && alreadyShown(props.onceKey)) {
      void emitRef.current('skip');
      return;
    }
    if (!preview) markShown(props.onceKey);
    opened.current = true;
    setOpen(true);
  }, [wanted, props.image, props.onceKey, preview]);

  const close = () => {
    setOpen(false);
    void emit('close');
  };
  const panel = useRef<HTMLDivElement>(null);
  useModal(panel, open && Boolean(props.image), { onClose: close, initialFocus: closeButton });

  if (!open || !props.image) return null;
  return createPortal(
    <div className="w-live-image-dialog">
      <div ref={panel} className="w-live-image-dialog__panel" role="dialog" aria-modal="true" aria-label={LIVE_IMAGE_DIALOG_TEXT.image}>
        <img className="w-live-image-dialog__image" src={props.image} alt={LIVE_IMAGE_DIALOG_TEXT.image} />
        <button ref={closeButton} type="button" className="w-live-image-dialog__close" onClick={close}>
          {props.closeText ?? LIVE_IMAGE_DIALOG_TEXT.close}
        </button>
      </div>
    </div>,
    document.body,
  );
}
