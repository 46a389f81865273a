import { and, desc, eq, getTableColumns, isNotNull, sql, type SQL } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import type { Db } from '../../db/database';
import { consents, liveChatMessages, userUploads, users, watchPasswordGuards } from '../../db/schema';
import { accountGuardScope } from '../gates';
import { undoContributions } from './contributions.repository';
import { PERSONAL_TABLES, type PersonalTable } from './personal-data.repository';

export type Row = Record<string, unknown>;

export interface DataRows {
  profile: Row;
  sections: Record<string, Row[]>;
}

type Person = { id: number; mobile: string; unionId: string | null };

/** The value that names the person in the entry's owner column; null when they have none (no rows then). */
function ownerValue(entry: PersonalTable, person: Person): number | string | null {
  if (entry.ownerKind === 'userId') return person.id;
  return entry.ownerKind === 'mobile' ? person.mobile : person.unionId;
}

function ownedBy(entry: PersonalTable, person: Person): SQL {
  const value = ownerValue(entry, person);
  return value === null ? sql`false` : eq(entry.owner, value);
}

/** The table's columns without its secrets, as a select shape. */
function exportedColumns(entry: PersonalTable): Record<string, PgColumn> {
  const secret = new Set(entry.secret ?? []);
  return Object.fromEntries(Object.entries(getTableColumns(entry.table)).filter(([, column]) => !secret.has(column))) as Record<string, PgColumn>;
}

/**
 * Everything stored about `userId`, or null when the user does not exist: the user row and one section per
 * personal table (PERSONAL_TABLES), rows as stored minus credentials and hashes.
 */
export async function exportRows(db: Db, userId: number): Promise<DataRows | null> {
  const [profile] = await db.select().from(users).where(eq(users.id, userId));
  if (!profile) return null;
  const sections: Record<string, Row[]> = {};
  for (const entry of PERSONAL_TABLES) {
    if (entry.section === null) continue;
    sections[entry.section] = (await db.select(exportedColumns(entry)).from(entry.table).where(ownedBy(entry, profile))) as Row[];
  }
  return { profile: profile as Row, sections };
}

/** The URLs of the user's uploads and of the images in their live-chat messages. */
export async function fileUrlRows(db: Db, userId: number): Promise<{ uploads: Array<{ url: string }>; chatImages: Array<{ url: string | null }> }> {
  const uploads = await db.select({ url: userUploads.url }).from(userUploads).where(eq(userUploads.userId, userId));
  const chatImages = await db
    .select({ url: liveChatMessages.image })
    .from(liveChatMessages)
    .where(and(eq(liveChatMessages.userId, userId), isNotNull(liveChatMessages.image)));
  return { uploads, chatImages };
}

/** What the user row becomes (privacy.service.ts decides). */
export type UserChanges = Partial<typeof users.$inferInsert>;

/**
 * Deletes the account in one transaction: every counter the person's rows moved goes back by one, each
 * personal table (PERSONAL_TABLES) is emptied of their rows or unlinked from them, every session goes,
 * chat images go (`now` marks image-only messages deleted) and the user row gets `anonymised`. Nothing
 * happens when the user does not exist.
 */
export async function deleteAccountRows(db: Db, userId: number, now: Date, anonymised: UserChanges): Promise<void> {
  await db.transaction(async (tx) => {
    // The row lock makes a second deletion of the same account wait, then find it already anonymised.
    const [person] = await tx.select({ id: users.id, mobile: users.mobile, unionId: users.unionId }).from(users).where(eq(users.id, userId)).for('update');
    if (!person) return;
    await undoContributions(tx, userId);
    for (const entry of PERSONAL_TABLES) {
      const mine = ownedBy(entry, person);
      if (entry.onDelete === 'delete') await tx.delete(entry.table).where(mine);
      // The owner column's property name, found from the column itself (drizzle's update takes property names).
      else if (entry.onDelete === 'unlink')
        await tx
          .update(entry.table)
          .set({ [propertyOf(entry)]: null } as never)
          .where(mine);
    }
    // Watch-password counters of the account name it in their scope, not in a user id column.
    await tx.delete(watchPasswordGuards).where(eq(watchPasswordGuards.scope, accountGuardScope(userId)));
    // Chat images go with the account's files: image-only messages disappear from the room, text keeps.
    await tx
      .update(liveChatMessages)
      .set({ image: null, deletedAt: now })
      .where(and(eq(liveChatMessages.userId, userId), isNotNull(liveChatMessages.image), eq(liveChatMessages.message, '')));
    await tx
      .update(liveChatMessages)
      .set({ image: null })
      .where(and(eq(liveChatMessages.userId, userId), isNotNull(liveChatMessages.image)));
    await tx.update(users).set(anonymised).where(eq(users.id, userId));
  });
}

export interface ConsentRow {
  agreementVersion: string;
  createdAt: Date;
}

export async function latestConsent(db: Db, userId: number): Promise<ConsentRow | null> {
  const [row] = await db
    .select({ agreementVersion: consents.agreementVersion, createdAt: consents.createdAt })
    .from(consents)
    .where(eq(consents.userId, userId))
    .orderBy(desc(consents.createdAt), desc(consents.id))
    .limit(1);
  return row ?? null;
}

export async function recordConsent(
  db: Db,
  consent: { userId: number; agreementVersion: string; source: 'login' | 'prompt'; ip?: string; now: number },
): Promise<void> {
  await db.insert(consents).values({
    userId: consent.userId,
    agreementVersion: consent.agreementVersion,
    source: consent.source,
    ip: consent.ip?.slice(0, 64) ?? null,
    createdAt: new Date(consent.now),
  });
}

function propertyOf(entry: PersonalTable): string {
  const found = Object.entries(getTableColumns(entry.table)).find(([, column]) => column === entry.owner);
  if (!found) throw new Error(`${entry.owner.name} is not a column of its table`);
  return found[0];
}
