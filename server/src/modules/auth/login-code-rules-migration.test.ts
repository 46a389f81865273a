import { readFileSync } from 'node:fs';
import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { LayoutDocument } from '../../../../contract/generated/schema-types';
import { layoutRevisions, layouts } from '../../db/schema';
import { openTestApp, type TestApp } from '../../testing/test-app';
import { testDatabases } from '../../testing/test-database';

/** A code screen as stored before the app took the code length from the server, with an operator's own title. */
function beforeRules(document: LayoutDocument): LayoutDocument {
  const { data: _data, ...rest } = document;
  return {
    ...rest,
    body: document.body.map((node) => {
      if (node.widget !== 'code-entry') return node;
      const { length: _length, ...bind } = node.bind ?? {};
      return { ...node, props: { ...node.props, title: '请输入短信验证码' }, bind };
    }),
  };
}

describe.each(testDatabases())('the login-code rules data migration on %s', (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await openTestApp(kind);
  });
  afterAll(async () => {
    await t?.close();
  });

  const published = async (id: string) => {
    const [row] = await t.database.db.select().from(layouts).where(eq(layouts.id, id));
    const [revision] = await t.database.db
      .select()
      .from(layoutRevisions)
      .where(and(eq(layoutRevisions.layoutId, id), eq(layoutRevisions.revision, row.publishedRevision!)));
    return { row, document: revision.document as LayoutDocument };
  };

  it('gives stored code screens the rules entry and binds their code-entry length, keeping the rest; a second run changes nothing', async () => {
    const nodeIds = new Map<string, string[]>();
    for (const id of ['send-verify', 'my-send-verify']) {
      const { row, document } = await published(id);
      nodeIds.set(
        id,
        document.body.map((node) => node.id),
      );
      const next = row.currentRevision + 1;
      await t.database.db
        .insert(layoutRevisions)
        .values({ layoutId: id, revision: next, document: beforeRules(document), etag: `"old-${id}"`, createdBy: 'operator' });
      await t.database.db.update(layouts).set({ currentRevision: next, publishedRevision: next }).where(eq(layouts.id, id));
    }
    const migration = readFileSync(new URL('../../../drizzle/0013_logincoderules.sql', import.meta.url), 'utf8');
    const run = async () => {
      for (const statement of migration.split('--> statement-breakpoint')) await t.database.db.execute(sql.raw(statement));
    };
    await run();
    for (const id of ['send-verify', 'my-send-verify']) {
      const { row, document } = await published(id);
      expect(row).toMatchObject({ updatedBy: 'migration' });
      expect(document.data).toMatchObject({ rules: { endpoint: 'getLoginCodeRules' } });
      const entries = document.body.filter((node) => node.widget === 'code-entry');
      expect(entries.length).toBeGreaterThan(0);
      for (const node of entries) {
        expect(node.bind).toMatchObject({ tel: '$route.query.tel', length: '$data.rules.code_length' });
        expect(node.props).toMatchObject({ title: '请输入短信验证码' });
      }
      expect(document.body.map((node) => node.id)).toEqual(nodeIds.get(id));
    }
    const revisions = async () =>
      (await t.database.db.select().from(layouts)).filter((row) => row.id.endsWith('send-verify')).map((row) => row.currentRevision);
    const once = await revisions();
    await run();
    expect(await revisions()).toEqual(once);
  });
});
