import { useId, useRef } from 'react';
import { useModal } from '../../ui/modal';
import type { OpenDialog } from './dialog-host';

/** The open dialog itself: its own chunk (with the modal focus trap), loaded when a first dialog opens. */
export default function DialogPanel({ dialog, close }: { dialog: OpenDialog; close(confirmed: boolean): void }) {
  const titleId = useId();
  const panel = useRef<HTMLDivElement>(null);
  useModal(panel, true, { onClose: () => close(false) });
  return (
    <div className="app-dialog-mask">
      <div
        ref={panel}
        className="app-dialog"
        role="dialog"
        aria-modal="true"
        aria-labelledby={dialog.title ? titleId : undefined}
        aria-label={dialog.title ? undefined : dialog.message}
      >
        {dialog.title && (
          <h2 id={titleId} className="app-dialog__title">
            {dialog.title}
          </h2>
        )}
        <p className="app-dialog__message">{dialog.message}</p>
        <div className="app-dialog__buttons">
          {dialog.cancelText && (
            <button type="button" className="app-dialog__button" onClick={() => close(false)}>
              {dialog.cancelText}
            </button>
          )}
          <button type="button" className="app-dialog__button app-dialog__button--primary" onClick={() => close(true)}>
            {dialog.confirmText ?? '确定'}
          </button>
        </div>
      </div>
    </div>
  );
}
