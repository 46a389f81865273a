import { count, desc, eq, like } from 'drizzle-orm';
import type { Db } from '../../db/database';
import { sensitiveWords } from '../../db/schema/index';
import type { ListedWord, WordAction } from './word-matcher';

/** Every listed word (already normalised) and its action: what the matcher is built from. */
export async function selectListedWords(db: Db): Promise<ListedWord[]> {
  return db.select({ word: sensitiveWords.word, action: sensitiveWords.action }).from(sensitiveWords);
}

export async function countWords(db: Db): Promise<number> {
  const [{ n }] = await db.select({ n: count() }).from(sensitiveWords);
  return n;
}

const escapeLike = (text: string) => text.replace(/[\\%_]/g, (c) => `\\${c}`);

/** One page of the list, newest first; `q` (normalised) narrows it to words containing it. */
export async function pageWords(db: Db, q: string, page: number, pageSize: number) {
  const where = q ? like(sensitiveWords.word, `%${escapeLike(q)}%`) : undefined;
  const rows = await db
    .select()
    .from(sensitiveWords)
    .where(where)
    .orderBy(desc(sensitiveWords.createdAt), desc(sensitiveWords.id))
    .limit(pageSize)
    .offset((page - 1) * pageSize);
  const [{ n }] = await db.select({ n: count() }).from(sensitiveWords).where(where);
  return { rows, total: n };
}

/** Lists the word, or changes the action of a word already listed: the row. */
export async function upsertWord(db: Db, word: string, action: WordAction, by: string) {
  const [row] = await db
    .insert(sensitiveWords)
    .values({ word, action, createdBy: by })
    .onConflictDoUpdate({ target: sensitiveWords.word, set: { action } })
    .returning();
  return row;
}

export async function findWord(db: Db, word: string) {
  const [row] = await db.select().from(sensitiveWords).where(eq(sensitiveWords.word, word));
  return row;
}

export async function deleteWord(db: Db, id: number) {
  const [row] = await db.delete(sensitiveWords).where(eq(sensitiveWords.id, id)).returning();
  return row;
}
