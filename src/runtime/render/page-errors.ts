import type { PageError } from '../../../contract/generated/schema-types';
import { isChunkLoadError } from './failure-kinds';

/** The message of whatever was thrown or rejected. */
function messageOf(value: unknown): string {
  if (value instanceof Error) return `${value.name}: ${value.message}`;
  return typeof value === 'string' ? value : String(value);
}

/**
 * The page's own errors, beside the nodes that fail (failure-reports.ts): an uncaught error, an unhandled
 * rejection, and a code chunk that could not be downloaded (Vite's vite:preloadError, or a rejection that
 * says so). Widgets' errors never get here: each node's error boundary catches and reports them.
 */
export function listenForPageErrors(target: Window, report: (error: PageError) => void): void {
  const path = () => target.location.pathname || '/';
  const send = (kind: PageError['kind'], value: unknown) => report({ kind, path: path(), message: messageOf(value) });
  target.addEventListener('error', (event) => send(isChunkLoadError(event.error) ? 'chunk-load-error' : 'uncaught-error', event.error ?? event.message));
  target.addEventListener('unhandledrejection', (event) => send(isChunkLoadError(event.reason) ? 'chunk-load-error' : 'unhandled-rejection', event.reason));
  // Vite's own event, not in the DOM's event map: it carries the failed import's error as `payload`.
  target.addEventListener('vite:preloadError', (event) => send('chunk-load-error', (event as Event & { payload?: unknown }).payload ?? 'preload failed'));
}
