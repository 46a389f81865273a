import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase, type Database } from './database';

describe('embedded database statements take turns with other work', () => {
  let database: Database;
  beforeAll(async () => {
    database = await openDatabase({ memory: true });
  });
  afterAll(async () => {
    await database?.close();
  });

  it('lets a due timer run while a burst of statements (some in transactions) is answered, and answers them all', async () => {
    const done: string[] = [];
    const statements = Array.from({ length: 40 }, async (_, i) => {
      if (i % 4 === 0) {
        await database.db.transaction(async (tx) => {
          await tx.execute(sql`select ${i}::int as n`);
          await tx.execute(sql`select ${i}::int as n`);
        });
      } else {
        await database.db.execute(sql`select ${i}::int as n, repeat('x', 2000) as filler from generate_series(1, 200)`);
      }
      done.push(`statement ${i}`);
    });
    setTimeout(() => done.push('timer'), 1);
    await Promise.all(statements);
    expect(done.filter((entry) => entry.startsWith('statement'))).toHaveLength(40);
    // Run in one turn of the event loop, all 40 would be answered before the timer fires.
    expect(done.indexOf('timer')).toBeGreaterThan(-1);
    expect(done.indexOf('timer')).toBeLessThan(39);
  });

  it('tells how recently a statement was answered (what /healthz accepts as proof)', async () => {
    await database.db.execute(sql`select 1`);
    expect(database.answeredWithin?.(60_000)).toBe(true);
    await new Promise((resolve) => setTimeout(resolve, 30));
    expect(database.answeredWithin?.(5)).toBe(false);
  });
});
