import { lazy, Suspense, useEffect, useState } from 'react';
import type { ConfirmOptions } from '../../runtime/actions/action-context';

// One modal at a time, opened by actions (login gate, confirmations) through showConfirm.
export interface OpenDialog extends ConfirmOptions {
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

const DialogPanel = lazy(() => import('./dialog-panel'));

export function DialogHost() {
  const [dialog, setDialog] = useState<OpenDialog | null>(null);
  useEffect(() => {
    const listener: Listener = (next) =>
      setDialog((current) => {
        current?.resolve(false); // A newer dialog replaces one left open.
        return next;
      });
    listeners.add(listener);
    return () => void listeners.delete(listener);
  }, []);
  if (!dialog) return null;
  const close = (confirmed: boolean) => {
    dialog.resolve(confirmed);
    setDialog(null);
  };
  return (
    <Suspense fallback={null}>
      <DialogPanel dialog={dialog} close={close} />
    </Suspense>
  );
}
