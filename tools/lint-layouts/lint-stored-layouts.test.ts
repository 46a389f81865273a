import { execFile } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase, type OpenDatabaseOptions } from '../../server/src/db/database';
import { migrateDatabase } from '../../server/src/db/migrate-database';
import { layoutRevisions, layouts } from '../../server/src/db/schema/index';
import { layoutEtag } from '../../server/src/modules/layouts/layouts.repository';
import { clearSchemaStoreCache, defaultRoot } from '../../server/src/schemas/schema-store';
import { createDatabase, databaseUrl, dropDatabase, TEST_DB_PREFIX } from '../../server/src/testing/postgres-admin';
import { makeTempRoot, TEST_WIDGETS, type TempRoot } from '../../server/src/testing/temp-root';
import { formatStoredProblem, lintStoredLayouts } from './lint-layouts';

const run = promisify(execFile);
const TSX = path.join(defaultRoot, 'node_modules/.bin/tsx');

// A breaking props change deployed without a migration: test-card 3 renamed `heading` to `title`.
const CARD_V3 = { ...TEST_WIDGETS['test-card'], 'x-version': 3 };
const MIGRATIONS = `export const migrations = {
  3: (node) => { const { heading, ...props } = node.props ?? {}; return { ...node, props: { ...props, title: heading } }; },
};
`;
const oldDoc = (id: string) => ({ schemaVersion: 1, id, body: [{ id: 'card', widget: 'test-card', version: 2, props: { heading: '旧标题', count: 2 } }] });
const newDoc = (id: string) => ({ schemaVersion: 1, id, body: [{ id: 'card', widget: 'test-card', version: 3, props: { title: '新标题' } }] });

/** Layout x: r1 old (history), r2 old (published), r3 current props (draft). Layout y: r1 current props (published). */
async function storeLayouts(target: OpenDatabaseOptions): Promise<void> {
  const database = await openDatabase(target);
  try {
    await migrateDatabase(database);
    const { db } = database;
    await db.insert(layouts).values([
      { id: 'x', currentRevision: 3, publishedRevision: 2 },
      { id: 'y', currentRevision: 1, publishedRevision: 1 },
    ]);
    const revision = (layoutId: string, n: number, document: unknown) => ({ layoutId, revision: n, document, etag: layoutEtag(n, document) });
    await db
      .insert(layoutRevisions)
      .values([revision('x', 1, oldDoc('x')), revision('x', 2, oldDoc('x')), revision('x', 3, newDoc('x')), revision('y', 1, newDoc('y'))]);
  } finally {
    await database.close();
  }
}

/** A PGlite folder always; a throwaway database on TEST_DATABASE_URL's server too when it is set. */
const KINDS = process.env.TEST_DATABASE_URL ? ['pglite', 'postgres'] : ['pglite'];

describe.each(KINDS)('lint:layouts --db on %s', (kind) => {
  let root: TempRoot;
  let fixed: TempRoot;
  let dataDir: string;
  let target: OpenDatabaseOptions;
  let env: NodeJS.ProcessEnv;
  let dbName = '';

  beforeAll(async () => {
    clearSchemaStoreCache();
    root = makeTempRoot({ widgets: { 'test-card': CARD_V3 } });
    fixed = makeTempRoot({ widgets: { 'test-card': CARD_V3 } });
    fixed.write('widgets/test-card/test-card.migrations.ts', MIGRATIONS);
    dataDir = mkdtempSync(path.join(os.tmpdir(), 'lint-db-'));
    const serverUrl = process.env.TEST_DATABASE_URL;
    if (kind === 'postgres' && serverUrl) {
      dbName = `${TEST_DB_PREFIX}lintdb_${randomBytes(4).toString('hex')}`;
      await createDatabase(serverUrl, dbName);
      target = { url: databaseUrl(serverUrl, dbName) };
    } else {
      target = { dataDir };
    }
    await storeLayouts(target);
    const { DATABASE_URL: _ignored, ...rest } = process.env;
    env = target.url ? { ...rest, DATABASE_URL: target.url } : rest;
  }, 60_000);
  afterAll(async () => {
    root?.remove();
    fixed?.remove();
    rmSync(dataDir, { recursive: true, force: true });
    if (dbName && process.env.TEST_DATABASE_URL) await dropDatabase(process.env.TEST_DATABASE_URL, dbName);
    clearSchemaStoreCache();
  });

  it('reports every stored revision the widget change breaks, with layout, revision and node', async () => {
    const { revisions, problems } = await lintStoredLayouts(target, root.dir);
    expect(revisions).toBe(4);
    expect(problems.map((p) => [p.layout_id, p.revision, p.state, p.node_id]).filter((p, i, all) => all.findIndex((q) => q.join() === p.join()) === i)).toEqual(
      [
        ['x', 1, 'history', 'card'],
        ['x', 2, 'published', 'card'],
      ],
    );
    expect(problems.map(formatStoredProblem).join('\n')).toMatch(/^db:x@r2 \(published\) node card \/body\/0\/props/m);
  }, 60_000);

  it('passes once the widget declares the migration (the app and rollback apply it)', async () => {
    expect((await lintStoredLayouts(target, fixed.dir)).problems).toEqual([]);
  }, 60_000);

  it('the command exits 1 and prints the problems; without a database it refuses', async () => {
    const args = [path.join(defaultRoot, 'tools/lint-layouts/lint-layouts.ts'), '--root', root.dir, '--db', ...(target.url ? [] : ['--data-dir', dataDir])];
    const failed = await run(TSX, args, { env, cwd: defaultRoot }).catch((error: { code: number; stdout: string; stderr: string }) => error);
    expect(failed).toMatchObject({ code: 1 });
    expect(failed.stdout).toMatch(/^db:x@r1 \(history\) node card /m);
    expect(failed.stdout).not.toMatch(/db:y@/);
    expect(failed.stderr).toMatch(/4 stored revision\(s\) in .* linted, \d+ issue\(s\)/);

    const { DATABASE_URL: _ignored, ...noDatabase } = process.env;
    const refused = await run(TSX, [args[0], '--root', root.dir, '--db'], { env: noDatabase, cwd: defaultRoot }).catch(
      (error: { code: number; stderr: string }) => error,
    );
    expect(refused).toMatchObject({ code: 2 });
    expect(refused.stderr).toMatch(/no database found/);
  }, 60_000);
});

describe('lint:layouts --db resolves the links of stored layouts', () => {
  let dataDir: string;
  beforeAll(async () => {
    dataDir = mkdtempSync(path.join(os.tmpdir(), 'lint-links-'));
    const database = await openDatabase({ dataDir });
    try {
      await migrateDatabase(database);
      // An empty catalogue: the article the published layout links to does not exist.
      const document = {
        schemaVersion: 1,
        id: 'topic-list',
        body: [
          {
            id: 'more',
            widget: 'section',
            props: { title: '专题' },
            on: { more: [{ action: 'navigate', route: 'article-detail', params: { id: 99999999 } }] },
          },
        ],
      };
      await database.db.insert(layouts).values({ id: 'topic-list', currentRevision: 1, publishedRevision: 1 });
      await database.db.insert(layoutRevisions).values({ layoutId: 'topic-list', revision: 1, document, etag: layoutEtag(1, document) });
    } finally {
      await database.close();
    }
  }, 60_000);
  afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

  it('reports a published link to content that does not exist, at its node', async () => {
    const { problems } = await lintStoredLayouts({ dataDir });
    expect(problems.map(formatStoredProblem)).toEqual([
      'db:topic-list@r1 (published) node more /body/0/on/more/0/route  节点 more（分区）的事件 more 第 1 个动作 navigate 的参数 route（目标页面）：指向的资讯 99999999 不存在  [link-item]',
    ]);
  }, 60_000);
});

describe('layouts:migrate without a database', () => {
  it('refuses with a clear message and creates no data folder', async () => {
    const empty = mkdtempSync(path.join(os.tmpdir(), 'migrate-nodb-'));
    const dataDir = path.join(empty, 'data');
    try {
      const { DATABASE_URL: _ignored, ...rest } = process.env;
      const refused = await run(TSX, [path.join(defaultRoot, 'tools/migrate-layouts/migrate-layouts.ts'), '--dry-run'], {
        env: { ...rest, DATA_DIR: dataDir },
        cwd: defaultRoot,
      }).catch((error: { code: number; stdout: string; stderr: string }) => error);
      expect(refused).toMatchObject({ code: 1 });
      expect(refused.stderr).toMatch(/layouts:migrate: no database found \(DATABASE_URL is not set and .*pglite holds no database\)/);
      expect(refused.stdout).not.toMatch(/would migrate/);
      expect(existsSync(dataDir)).toBe(false);
    } finally {
      rmSync(empty, { recursive: true, force: true });
    }
  }, 60_000);
});
