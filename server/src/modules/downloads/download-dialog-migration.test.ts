import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { LayoutDocument, LayoutNode } from '../../../../contract/generated/schema-types';
import { layoutRevisionNumbers, publishStoredLayout, publishedLayout, runMigrationFile } from '../../testing/layout-migration';
import { openTestApp, type TestApp } from '../../testing/test-app';
import { bothTestDatabases } from '../../testing/test-database';

const CLOSE = { action: 'set-overlay', name: 'download', value: null };

/** The download list as stored before the dialog read the overlay, with an operator's own placeholder and close action. */
function beforeOverlay(document: LayoutDocument): LayoutDocument {
  return {
    ...document,
    body: document.body.map((node): LayoutNode => {
      if (node.widget !== 'email-dialog') return node;
      return {
        id: node.id,
        widget: node.widget,
        props: { placeholder: '您的邮箱' },
        on: { submit: [{ action: 'send-download-email' }], close: [{ action: 'toast', text: '已取消' }] },
      };
    }),
  };
}

describe.each(bothTestDatabases())('the download-dialog data migration on %s', (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await openTestApp(kind);
  });
  afterAll(async () => {
    await t?.close();
  });

  it('binds stored email-dialogs to the download overlay and closes it on close and after submit, keeping the rest; a second run changes nothing', async () => {
    const id = 'download-list';
    const { document } = await publishedLayout(t, id);
    await publishStoredLayout(t, id, beforeOverlay(document));
    const stored = (await publishedLayout(t, id)).row.currentRevision;
    const untouched = (await publishedLayout(t, 'home-new')).row.currentRevision;

    await runMigrationFile(t, '0014_downloaddialog.sql');

    const after = await publishedLayout(t, id);
    expect(after.row).toMatchObject({ updatedBy: 'migration', currentRevision: stored + 1, publishedRevision: stored + 1 });
    expect(after.document.body.map((node) => node.id)).toEqual(document.body.map((node) => node.id));
    const dialog = after.document.body.find((node) => node.widget === 'email-dialog');
    expect(dialog).toMatchObject({
      props: { placeholder: '您的邮箱' },
      bind: { request: '$state.overlay.download' },
      on: { submit: [{ action: 'send-download-email' }, CLOSE], close: [CLOSE, { action: 'toast', text: '已取消' }] },
    });
    const others = (doc: LayoutDocument) => doc.body.filter((node) => node.widget !== 'email-dialog');
    expect(others(after.document)).toEqual(others(document));
    expect((await publishedLayout(t, 'home-new')).row.currentRevision).toBe(untouched);

    const once = await layoutRevisionNumbers(t);
    await runMigrationFile(t, '0014_downloaddialog.sql');
    expect(await layoutRevisionNumbers(t)).toEqual(once);
  });
});
