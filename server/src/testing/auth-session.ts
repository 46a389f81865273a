import type { Database } from '../db/database';
import { createSession } from '../modules/auth/sessions.service';
import { findOrCreateUser } from '../modules/auth/users.repository';

export interface SignedIn {
  userId: number;
  access_token: string;
  refresh_token: string;
  /** Headers that make a request come from this user (x-token). */
  headers: { 'x-token': string };
}

/**
 * A session for the user with `mobile` (created with is_complete 0 when new), without going through
 * SMS codes and their rate limits: for tests of endpoints that need a signed-in viewer.
 */
export async function signIn(database: Database, mobile: string, now: number = Date.now()): Promise<SignedIn> {
  const user = await findOrCreateUser(database.db, mobile);
  const tokens = await createSession(database.db, user.id, now, { accessTokenTtlSeconds: 7200, refreshTokenTtlSeconds: 30 * 86400 });
  return { userId: user.id, access_token: tokens.access_token, refresh_token: tokens.refresh_token, headers: { 'x-token': tokens.access_token } };
}
