import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { openDatabase } from './database';
import { migrateDatabase } from './migrate-database';
import { courses, lives } from './schema/index';
import { seedDatabase } from '../seed/seed';

const serverUrl = process.env.TEST_DATABASE_URL;

async function admin(query: string): Promise<void> {
  const client = new pg.Client({ connectionString: serverUrl });
  await client.connect();
  try {
    await client.query(query);
  } finally {
    await client.end();
  }
}
// Real PostgreSQL 15 is the production target; PGlite (Postgres 18) must not hide SQL that 15 rejects.
// Skipped only without a server to test against: .ci/run always sets TEST_DATABASE_URL.
describe.skipIf(!serverUrl)('migrations and seed on PostgreSQL (TEST_DATABASE_URL)', () => {
  it('migrate, seed and insert after the seeded ids on a throwaway database', async () => {
    const name = `seed_test_${randomBytes(4).toString('hex')}`;
    await admin(`CREATE DATABASE ${name}`);
    const url = new URL(serverUrl!);
    url.pathname = `/${name}`;
    const database = await openDatabase({ url: url.href });
    try {
      await migrateDatabase(database);
      await migrateDatabase(database);
      const summary = await seedDatabase(database, { now: new Date('2025-11-20T08:00:00Z') });
      const [{ n }] = await database.db.select({ n: sql<number>`count(*)::int` }).from(lives);
      expect(n).toBe(summary.counts.lives);
      // Identity sequences were moved past the fixed seed ids.
      const [row] = await database.db.insert(courses).values({ title: '新课程' }).returning({ id: courses.id });
      expect(row.id).toBe(summary.counts.courses + 1);
    } finally {
      await database.close();
      await admin(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
    }
  });
});
