// Test helpers for the profile module (used by its tests only).
import { and, eq } from 'drizzle-orm';
import type { Database } from '../../db/database';
import { tags, users } from '../../db/schema/index';
import { createSession } from '../auth/sessions.service';

export const TTL = { accessTokenTtlSeconds: 3600, refreshTokenTtlSeconds: 86400 };

/** A fresh user with a live session: the header to send and its id. */
export async function signIn(database: Database, mobile: string): Promise<{ id: number; headers: Record<string, string> }> {
  const [user] = await database.db.insert(users).values({ mobile }).returning({ id: users.id });
  const tokens = await createSession(database.db, user.id, Date.now(), TTL);
  return { id: user.id, headers: { 'x-token': tokens.access_token } };
}

export async function tagId(database: Database, type: string, name: string): Promise<number> {
  const [row] = await database.db
    .select({ id: tags.id })
    .from(tags)
    .where(and(eq(tags.type, type), eq(tags.name, name)))
    .limit(1);
  if (!row) throw new Error(`no ${type} tag ${name}`);
  return row.id;
}

export function form(values: Record<string, string | number>): string {
  return new URLSearchParams(Object.entries(values).map(([k, v]): [string, string] => [k, String(v)])).toString();
}

export const FORM_HEADERS = { 'content-type': 'application/x-www-form-urlencoded' };
