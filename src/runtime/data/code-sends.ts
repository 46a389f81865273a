import { sessionStore } from './web-storage';

// When an SMS code was last sent to a number from this tab (session storage): the code screen claims
// 验证码已发送 and counts the resend wait from this real send, so a reload neither lies nor locks resend.
const KEY_PREFIX = 'code-sent:';

const store = sessionStore;

const keyOf = (mobile: string) => KEY_PREFIX + mobile.replace(/\D/g, '');

/** Called after the server accepted a send (code 0). */
export function recordCodeSent(mobile: string, at: number = Date.now()): void {
  try {
    store()?.setItem(keyOf(mobile), String(at));
  } catch {
    // Storage refused: the code screen then offers to send a code instead of claiming one was sent.
  }
}

/** The time of the last accepted send to `mobile` in this tab, or undefined when none is known. */
export function lastCodeSentAt(mobile: string): number | undefined {
  const raw = store()?.getItem(keyOf(mobile));
  const at = raw ? Number(raw) : Number.NaN;
  return Number.isFinite(at) && at > 0 ? at : undefined;
}
