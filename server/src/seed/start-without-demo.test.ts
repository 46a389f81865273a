import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { count } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../app';
import { loadConfig } from '../config/config';
import { openDatabase, type Database } from '../db/database';
import { channels, courses, layouts, lives, users } from '../db/schema/index';
import { createDatabase, databaseUrl, dropDatabase, TEST_DB_PREFIX } from '../testing/postgres-admin';
import { ensureDatabaseReady } from './ensure-database-ready';

const serverUrl = process.env.TEST_DATABASE_URL;
const PRODUCTION = {
  NODE_ENV: 'production',
  WATCH_PASSWORD_SECRET: 'a-production-watch-password-key',
  CLIENT_DIR: '/nonexistent-client-dir',
  LOG_LEVEL: 'silent',
};

async function contentCounts(database: Database) {
  const total = async (table: typeof users | typeof channels | typeof courses | typeof lives | typeof layouts) =>
    (await database.db.select({ n: count() }).from(table))[0].n;
  return {
    users: await total(users),
    channels: await total(channels),
    courses: await total(courses),
    lives: await total(lives),
    layouts: await total(layouts),
  };
}

/** What server/src/main.ts does before it listens: config from the environment, then the database. */
async function start(env: Record<string, string>, dataDir: string) {
  const config = loadConfig({ ...PRODUCTION, DATA_DIR: dataDir, ...env });
  const database = await openDatabase({ url: config.DATABASE_URL, dataDir: join(dataDir, 'db') });
  const result = await ensureDatabaseReady(database, { dataDir, seedDemo: config.seedDemo, watchPasswordSecret: config.watchPasswords.secret });
  return { config, database, result };
}

// PostgreSQL only: the embedded database is the demo's own and seeds by default (SEED_DEMO=0 turns it off, config.test.ts).
describe.skipIf(!serverUrl)('a production start on an empty PostgreSQL database', () => {
  const name = `${TEST_DB_PREFIX}nodemo_${randomBytes(4).toString('hex')}`;
  // Made when the tests run: the describe's body runs even when it is skipped, and would leave the folder.
  let dataDir: string;
  const env = () => ({ DATABASE_URL: databaseUrl(serverUrl!, name) });
  beforeAll(() => {
    dataDir = mkdtempSync(join(tmpdir(), 'boyihui-nodemo-'));
  });
  afterAll(async () => {
    await dropDatabase(serverUrl!, name);
    rmSync(dataDir, { recursive: true, force: true });
  });

  it('creates no demo users or content, yet installs the reference data and the default layouts so every screen opens', async () => {
    await createDatabase(serverUrl!, name);
    const { config, database, result } = await start(env(), dataDir);
    try {
      expect(result.seeded).toBe(false);
      expect(result.addedLayouts).toContain('home-new');
      expect(result.addedReference).toEqual(expect.arrayContaining(['identities', 'regions', 'hospitals', 'tags', 'point_rules']));
      expect(await contentCounts(database)).toMatchObject({ users: 0, channels: 0, courses: 0, lives: 0 });
      const app = await buildApp({ database, config, logger: false });
      try {
        expect((await app.inject('/layout/api/layouts/home-new')).json()).toMatchObject({ code: 0, data: { id: 'home-new' } });
        // No channels yet: an empty list, not an error.
        expect((await app.inject('/course/api/channel?origin_type=0')).json()).toMatchObject({ code: 0, data: { list: [] } });
        // Not demo content: the profile form's choices are there, so a doctor can complete a profile.
        const names = (body: { data: { list: Array<{ name: string }> } }) => body.data.list.map((entry) => entry.name);
        expect(names((await app.inject('/user/api/identity/tree')).json())).toContain('医务工作者');
        expect(names((await app.inject('/user/api/city/tree')).json())).toContain('广东省');
        expect(names((await app.inject('/user/api/hospital?name=协和')).json()).length).toBeGreaterThan(0);
      } finally {
        await app.close();
      }
    } finally {
      await database.close();
    }
  });

  it('a later start still adds no demo content, and SEED_DEMO=1 fills the database (over the reference rows) when it is still empty', async () => {
    const again = await start(env(), dataDir);
    try {
      expect(again.result).toEqual({ seeded: false, addedLayouts: [], addedReference: [] });
      expect(await contentCounts(again.database)).toMatchObject({ users: 0, channels: 0 });
    } finally {
      await again.database.close();
    }
    const asked = await start({ ...env(), SEED_DEMO: '1' }, dataDir);
    try {
      expect(asked.result.seeded).toBe(true);
      const counts = await contentCounts(asked.database);
      expect(counts.users).toBeGreaterThan(0);
      expect(counts.channels).toBeGreaterThan(0);
      expect(counts.lives).toBeGreaterThan(0);
    } finally {
      await asked.database.close();
    }
  });
});
