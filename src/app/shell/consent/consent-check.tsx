import { useEffect, useState, type ComponentType } from 'react';
import { useSelector } from 'react-redux';
import type { RootState } from '../../../runtime/state/make-store';

type Gate = ComponentType;

/** Runs `task` when the browser is idle after the first paint (a timer where requestIdleCallback is missing). */
function whenIdle(task: () => void): () => void {
  if (typeof window.requestIdleCallback === 'function') {
    const handle = window.requestIdleCallback(task, { timeout: 3000 });
    return () => window.cancelIdleCallback(handle);
  }
  const handle = window.setTimeout(task, 1000);
  return () => window.clearTimeout(handle);
}

/** Who is signed in ('' for a guest): the check runs once per signed-in person (app start, each login). */
const viewerKey = (state: RootState): string => (state.app.loggedIn ? String(state.app.user?.id ?? state.app.user?.mobile ?? 'viewer') : '');

/**
 * Asks a signed-in person to accept the user agreement again when its version changed (or was never
 * accepted, e.g. after a union-id / uuid auto-login). Only this loader is in the initial bundle; the
 * check and its dialog are a separate chunk fetched when the browser is idle after the first render,
 * so the home route's initial JS does not grow.
 */
export function ConsentCheck() {
  const key = useSelector(viewerKey);
  const [gate, setGate] = useState<{ Gate: Gate } | null>(null);
  useEffect(() => {
    if (!key || gate) return;
    let cancelled = false;
    const cancel = whenIdle(() => {
      import('./consent-gate')
        .then((module) => {
          if (!cancelled) setGate({ Gate: module.ConsentGate });
        })
        // Offline or a stale deployment: asked again on the next start.
        .catch(() => undefined);
    });
    return () => {
      cancelled = true;
      cancel();
    };
  }, [key, gate]);
  if (!key || !gate) return null;
  return <gate.Gate key={key} />;
}
