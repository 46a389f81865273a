/**
 * A random key naming one comment draft (sent as Idempotency-Key). crypto.randomUUID is missing in old
 * WeChat WebViews and outside secure contexts (http pages), getRandomValues is not; the last fallback
 * only has to be unique among one user's drafts.
 */
export function newClientKey(): string {
  const crypto = globalThis.crypto as Crypto | undefined;
  if (typeof crypto?.randomUUID === 'function') return crypto.randomUUID();
  if (typeof crypto?.getRandomValues === 'function') {
    const bytes = crypto.getRandomValues(new Uint8Array(16));
    return Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('');
  }
  return `${Date.now().toString(36)}-${Math.random().toString(36).slice(2)}-${Math.random().toString(36).slice(2)}`;
}
