import { useEffect, useId, useRef, useState } from 'react';
import { useModal } from '../ui/modal';

// The console's confirmation before a step that loses work or changes the live app (deleting a node,
// rolling back, leaving unsaved edits). One host in the console answers every askToConfirm.

export interface ConfirmRequest {
  title: string;
  message: string;
  confirmText: string;
  cancelText: string;
  /** The step destroys something: the button is red and focus starts on cancel. */
  destructive?: boolean;
  /** What the step affects, listed under the message (e.g. the pages that link to content being taken down). */
  details?: readonly string[];
}

interface OpenRequest extends ConfirmRequest {
  resolve(confirmed: boolean): void;
}

type Listener = (request: OpenRequest) => void;
const listeners = new Set<Listener>();

/** Asks in a modal dialog; answers false on cancel or Escape (and when no host is on the page). */
export function askToConfirm(request: ConfirmRequest): Promise<boolean> {
  return new Promise((resolve) => {
    if (listeners.size === 0) return resolve(false);
    const open: OpenRequest = { ...request, resolve };
    listeners.forEach((listener) => listener(open));
  });
}

export function ConfirmHost() {
  const [request, setRequest] = useState<OpenRequest | null>(null);
  const titleId = useId();
  const messageId = useId();
  const panel = useRef<HTMLDivElement>(null);
  const cancel = useRef<HTMLButtonElement>(null);
  const confirm = useRef<HTMLButtonElement>(null);
  useEffect(() => {
    const listener: Listener = (next) =>
      setRequest((current) => {
        current?.resolve(false); // A newer question replaces one left open.
        return next;
      });
    listeners.add(listener);
    return () => void listeners.delete(listener);
  }, []);
  const answer = (confirmed: boolean) => {
    request?.resolve(confirmed);
    setRequest(null);
  };
  useModal(panel, request !== null, { onClose: () => answer(false), initialFocus: request?.destructive ? cancel : confirm });
  if (!request) return null;
  return (
    <div className="ops-dialog-mask">
      <div ref={panel} className="ops-dialog" role="alertdialog" aria-modal="true" aria-labelledby={titleId} aria-describedby={messageId}>
        <h2 id={titleId} className="ops-dialog__title">
          {request.title}
        </h2>
        <p id={messageId} className="ops-dialog__message">
          {request.message}
        </p>
        {request.details && request.details.length > 0 && (
          <ul className="ops-dialog__details">
            {request.details.map((detail) => (
              <li key={detail}>{detail}</li>
            ))}
          </ul>
        )}
        <div className="ops-dialog__buttons">
          <button ref={cancel} type="button" onClick={() => answer(false)}>
            {request.cancelText}
          </button>
          <button ref={confirm} type="button" className={request.destructive ? 'ops-danger' : 'ops-primary'} onClick={() => answer(true)}>
            {request.confirmText}
          </button>
        </div>
      </div>
    </div>
  );
}
