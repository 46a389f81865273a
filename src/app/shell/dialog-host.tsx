import { useEffect, useId, useRef, useState } from 'react';
import type { ConfirmOptions } from '../../runtime/actions/action-context';
import { useModal } from '../../ui/modal';

// One modal at a time, opened by actions (login gate, confirmations) through showConfirm.
interface OpenDialog extends ConfirmOptions {
  resolve(confirmed: boolean): void;
}

type Listener = (dialog: OpenDialog | null) => void;
const listeners = new Set<Listener>();

export function showConfirm(options: ConfirmOptions): Promise<boolean> {
  return new Promise((resolve) => {
    if (listeners.size === 0) return resolve(false);
    const dialog: OpenDialog = { ...options, resolve };
    listeners.forEach((listener) => listener(dialog));
  });
}

export function DialogHost() {
  const [dialog, setDialog] = useState<OpenDialog | null>(null);
  const titleId = useId();
  const panel = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const listener: Listener = (next) =>
      setDialog((current) => {
        current?.resolve(false); // A newer dialog replaces one left open.
        return next;
      });
    listeners.add(listener);
    return () => void listeners.delete(listener);
  }, []);
  const close = (confirmed: boolean) => {
    dialog?.resolve(confirmed);
    setDialog(null);
  };
  useModal(panel, dialog !== null, { onClose: () => close(false) });
  if (!dialog) return null;
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
