import { randomBytes } from 'node:crypto';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase, type Database } from '../../server/src/db/database';
import { migrateDatabase } from '../../server/src/db/migrate-database';
import { layoutRevisions, layouts, opsAuditLog } from '../../server/src/db/schema/index';
import { layoutEtag } from '../../server/src/modules/layouts/layouts.repository';
import { createDatabase, databaseUrl, dropDatabase, TEST_DB_PREFIX } from '../../server/src/testing/postgres-admin';
import { clearSchemaStoreCache } from '../../server/src/schemas/schema-store';
import { makeTempRoot, TEST_WIDGETS, type TempRoot } from '../../server/src/testing/temp-root';
import { loadUpgradeContext, migrateLayoutFiles, migrateStoredLayouts, type MigrateSummary } from './migrate-layouts';
import { upgradeDocument } from '../../server/src/layout-lint/upgrade-document';

// test-card at x-version 3: 1 → 2 renamed `heading` to `title`; 2 → 3 is a compatible bump (no function).
const CARD_V3 = { ...TEST_WIDGETS['test-card'], 'x-version': 3 };
const MIGRATIONS = `export const migrations = {
  2: (node) => { const { heading, ...props } = node.props ?? {}; return { ...node, props: { ...props, title: heading } }; },
};
`;
/** The deployed client already knows test-card 3. */
const CLIENT = { 'test-card': { version: 3, events: [] }, 'test-list': { version: 1, events: [] } };
const oldDoc = (id: string) => ({
  schemaVersion: 1,
  id,
  body: [
    { id: 'card', widget: 'test-card', props: { heading: '旧标题', count: 2 } },
    { id: 'list', widget: 'test-list', props: { hasMore: false } },
  ],
});

/** PGlite always; a throwaway database on TEST_DATABASE_URL's server too when it is set. */
const KINDS = process.env.TEST_DATABASE_URL ? ['pglite', 'postgres'] : ['pglite'];

async function openKind(kind: string): Promise<Database> {
  const serverUrl = process.env.TEST_DATABASE_URL;
  if (kind === 'pglite' || !serverUrl) return openDatabase({ memory: true });
  const name = `${TEST_DB_PREFIX}migrate_${randomBytes(4).toString('hex')}`;
  await createDatabase(serverUrl, name);
  const database = await openDatabase({ url: databaseUrl(serverUrl, name) });
  return {
    ...database,
    close: async () => {
      await database.close();
      await dropDatabase(serverUrl, name);
    },
  };
}

describe.each(KINDS)('layout migrations (tools/migrate-layouts) on %s', (kind) => {
  let root: TempRoot;
  let database: Database;
  const lines: string[] = [];
  const run = (dryRun: boolean) => ({ root: root.dir, dryRun, log: (line: string) => lines.push(line) });
  const summary = (): MigrateSummary => ({ changed: [], failed: [] });

  beforeAll(async () => {
    clearSchemaStoreCache();
    root = makeTempRoot({ widgets: { 'test-card': CARD_V3, 'test-list': TEST_WIDGETS['test-list'] } });
    root.write('widgets/test-card/test-card.migrations.ts', MIGRATIONS);
    root.write('layouts/page-a.layout.json', oldDoc('page-a'));
    database = await openKind(kind);
    await migrateDatabase(database);
    const { db } = database;
    // x: published r1 only; y: published r1 and a draft r2.
    for (const id of ['x', 'y']) await db.insert(layouts).values({ id, currentRevision: 1, publishedRevision: 1 });
    await db.insert(layoutRevisions).values([
      { layoutId: 'x', revision: 1, document: oldDoc('x'), etag: layoutEtag(1, oldDoc('x')) },
      { layoutId: 'y', revision: 1, document: oldDoc('y'), etag: layoutEtag(1, oldDoc('y')) },
      { layoutId: 'y', revision: 2, document: { ...oldDoc('y'), title: '草稿' }, etag: '"draft"' },
    ]);
    await db.update(layouts).set({ currentRevision: 2 }).where(eq(layouts.id, 'y'));
  }, 60_000);
  afterAll(async () => {
    await database?.close();
    root?.remove();
    clearSchemaStoreCache();
  });

  it('upgrades a node through each declared step and records the version', async () => {
    const ctx = await loadUpgradeContext(root.dir);
    const { document, changes } = upgradeDocument(oldDoc('p'), ctx);
    expect(changes).toEqual(['node card: test-card 1 → 3']);
    expect((document as ReturnType<typeof oldDoc>).body).toEqual([
      { id: 'card', widget: 'test-card', version: 3, props: { count: 2, title: '旧标题' } },
      { id: 'list', widget: 'test-list', props: { hasMore: false } },
    ]);
    expect(upgradeDocument(document, ctx).changes).toEqual([]);
  });

  it("keeps an operator's hidden flag on an upgraded node", async () => {
    const ctx = await loadUpgradeContext(root.dir);
    const hidden = { ...oldDoc('p'), body: oldDoc('p').body.map((node) => ({ ...node, hidden: true })) };
    const { document } = upgradeDocument(hidden, ctx);
    expect((document as ReturnType<typeof oldDoc>).body).toEqual([
      { id: 'card', widget: 'test-card', version: 3, hidden: true, props: { count: 2, title: '旧标题' } },
      { id: 'list', widget: 'test-list', hidden: true, props: { hasMore: false } },
    ]);
  });

  it('a dry run prints the diff and writes nothing', async () => {
    const ctx = await loadUpgradeContext(root.dir);
    const result = summary();
    await migrateLayoutFiles(run(true), ctx, result);
    await migrateStoredLayouts(database.db, { ...run(true), clientManifest: CLIENT }, ctx, result);
    expect(result.changed).toEqual(['layouts/page-a.layout.json', 'db:x@r1', 'db:y@r1', 'db:y@r2 (draft)']);
    const printed = lines.join('\n');
    expect(printed).toMatch(/^-\s+"heading": "旧标题",$/m);
    expect(printed).toMatch(/^\+\s+"title": "旧标题"$/m);
    expect(JSON.parse(readFileSync(path.join(root.dir, 'layouts/page-a.layout.json'), 'utf8'))).toEqual(oldDoc('page-a'));
    expect((await database.db.select().from(layoutRevisions)).length).toBe(3);
  });

  it('upgrades the files and every stored layout: published stays published, drafts stay drafts', async () => {
    const ctx = await loadUpgradeContext(root.dir);
    const result = summary();
    await migrateLayoutFiles(run(false), ctx, result);
    await migrateStoredLayouts(database.db, { ...run(false), clientManifest: CLIENT }, ctx, result);
    const file = JSON.parse(readFileSync(path.join(root.dir, 'layouts/page-a.layout.json'), 'utf8'));
    expect(file.body[0]).toEqual({ id: 'card', widget: 'test-card', version: 3, props: { count: 2, title: '旧标题' } });

    const rows = await database.db.select().from(layouts).orderBy(layouts.id);
    expect(rows.map((r) => [r.id, r.currentRevision, r.publishedRevision])).toEqual([
      ['x', 2, 2],
      ['y', 4, 3],
    ]);
    const revision = async (id: string, n: number) =>
      (await database.db.select().from(layoutRevisions).where(eq(layoutRevisions.layoutId, id))).find((r) => r.revision === n)!;
    expect(((await revision('x', 2)).document as ReturnType<typeof oldDoc>).body[0].props).toEqual({ count: 2, title: '旧标题' });
    expect((await revision('x', 2)).createdBy).toBe('layouts:migrate');
    expect(await revision('y', 4)).toMatchObject({ document: { title: '草稿', body: [expect.objectContaining({ version: 3 }), expect.anything()] } });
    // Old revisions are kept as they were.
    expect(((await revision('x', 1)).document as ReturnType<typeof oldDoc>).body[0].props).toEqual({ heading: '旧标题', count: 2 });
    // Written like an operator's saves and publishes, each in the audit log under the tool's name.
    const audit = await database.db.select().from(opsAuditLog).orderBy(opsAuditLog.id);
    // Each save also names what changed since the revision it was made on (the log's change summary): the
    // upgraded card, and for y's draft its title against the published revision just before it.
    const upgradedCard = { changes: expect.objectContaining({ edited: [expect.objectContaining({ id: 'card', widget: 'test-card' })] }) };
    expect(audit.map((a) => [a.operatorId, a.operatorName, a.action, a.target, a.detail])).toEqual([
      [null, 'layouts:migrate', 'layout.save-draft', 'layout:x', expect.objectContaining({ revision: 2, base_revision: 1, ...upgradedCard })],
      [null, 'layouts:migrate', 'layout.publish', 'layout:x', expect.objectContaining({ revision: 2, note: '组件版本迁移' })],
      [null, 'layouts:migrate', 'layout.save-draft', 'layout:y', expect.objectContaining({ revision: 3, base_revision: 2, ...upgradedCard })],
      [null, 'layouts:migrate', 'layout.publish', 'layout:y', expect.objectContaining({ revision: 3, note: '组件版本迁移' })],
      [
        null,
        'layouts:migrate',
        'layout.save-draft',
        'layout:y',
        expect.objectContaining({ revision: 4, base_revision: 3, changes: expect.objectContaining({ page: ['title'] }) }),
      ],
    ]);

    // Nothing left to do the second time.
    const again = summary();
    await migrateStoredLayouts(database.db, { ...run(false), clientManifest: {} }, ctx, again);
    expect(again.changed).toEqual([]);
  });
});
