import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { LayoutDocument } from '../../../../contract/generated/schema-types';
import { layoutRevisionNumbers, publishStoredLayout, publishedLayout, runMigrationFile } from '../../testing/layout-migration';
import { openTestApp, type TestApp } from '../../testing/test-app';
import { bothTestDatabases } from '../../testing/test-database';

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

describe.each(bothTestDatabases())('the login-code rules data migration on %s', (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await openTestApp(kind);
  });
  afterAll(async () => {
    await t?.close();
  });

  it('gives stored code screens the rules entry and binds their code-entry length, keeping the rest; a second run changes nothing', async () => {
    const ids = ['send-verify', 'my-send-verify'];
    const nodeIds = new Map<string, string[]>();
    for (const id of ids) {
      const { document } = await publishedLayout(t, id);
      nodeIds.set(
        id,
        document.body.map((node) => node.id),
      );
      await publishStoredLayout(t, id, beforeRules(document));
    }
    await runMigrationFile(t, '0013_logincoderules.sql');
    for (const id of ids) {
      const { row, document } = await publishedLayout(t, id);
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
    const once = await layoutRevisionNumbers(t);
    await runMigrationFile(t, '0013_logincoderules.sql');
    expect(await layoutRevisionNumbers(t)).toEqual(once);
  });
});
