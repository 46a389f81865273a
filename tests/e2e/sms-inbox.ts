import { e2eServer } from './e2e-server';

// The e2e server runs the console SMS provider, whose dev-only inbox gives the last code sent to a number.
// The server allows one code per number per 60 s (a real limit, not relaxed for tests), so every e2e file
// signs in with numbers of its own (tools/repo-checks/e2e-phone-numbers.test.ts) and nothing waits here;
// a test that asks twice for one number still waits out the window, and says so in the log.

const baseUrl = e2eServer.baseUrl;
const SEND_INTERVAL_MS = 60_000;

interface InboxEntry {
  code: string;
  sent_at: string | number;
}

async function latestEntry(mobile: string, server: string): Promise<InboxEntry | undefined> {
  const body = (await (await fetch(`${server}/dev/api/sms/latest?mobile=${mobile}`)).json().catch(() => null)) as { code: number; data?: InboxEntry } | null;
  return body?.code === 0 ? body.data : undefined;
}

/** Resolves once the server will accept a new code request for this number. */
export async function waitForSendSlot(mobile: string): Promise<void> {
  const last = await latestEntry(mobile, baseUrl);
  if (!last) return;
  const waitMs = new Date(last.sent_at).getTime() + SEND_INTERVAL_MS + 500 - Date.now();
  if (waitMs <= 0) return;
  console.warn(`e2e: waiting ${Math.ceil(waitMs / 1000)} s for the SMS window of ${mobile} (give the test a number of its own)`);
  await new Promise((resolve) => setTimeout(resolve, waitMs));
}

/**
 * The code sent to this number at or after `sentAfter` (ms since epoch), polling the dev inbox briefly;
 * of this worker's e2e server unless another server's address is given.
 */
export async function latestCode(mobile: string, sentAfter = 0, server = baseUrl): Promise<string> {
  for (let i = 0; i < 40; i++) {
    const entry = await latestEntry(mobile, server);
    const sentAt = entry ? new Date(entry.sent_at).getTime() : 0;
    if (entry && (Number.isNaN(sentAt) || sentAt >= sentAfter - 2000)) return entry.code;
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`no code for ${mobile} in the dev inbox`);
}
