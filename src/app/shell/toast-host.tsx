import { useEffect, useState } from 'react';
import type { ToastKind } from '../../runtime/actions/action-context';

// A tiny toast of our own: the app needs one line of text for two seconds, not a UI library's portal.
type Listener = (toast: { id: number; text: string; kind: ToastKind }) => void;
const listeners = new Set<Listener>();
let nextId = 1;

export const TOAST_MS = 2000;

export function showToast(text: string, kind: ToastKind = 'info'): void {
  const toast = { id: nextId++, text, kind };
  listeners.forEach((listener) => listener(toast));
}

export function ToastHost() {
  const [toast, setToast] = useState<{ id: number; text: string; kind: ToastKind } | null>(null);
  useEffect(() => {
    const listener: Listener = (next) => setToast(next);
    listeners.add(listener);
    return () => void listeners.delete(listener);
  }, []);
  useEffect(() => {
    if (!toast) return;
    const timer = setTimeout(() => setToast((current) => (current?.id === toast.id ? null : current)), TOAST_MS);
    return () => clearTimeout(timer);
  }, [toast]);
  if (!toast) return null;
  return (
    <div className={`app-toast app-toast--${toast.kind}`} role="status" aria-live="polite">
      {toast.text}
    </div>
  );
}
