import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { layoutRevisions, layouts } from '../../db/schema';
import type { LayoutDocument } from '../../../../contract/generated/schema-types';
import { layoutRevisionNumbers, publishStoredLayout, publishedLayout, runMigrationFile } from '../../testing/layout-migration';
import { openTestApp, type TestApp } from '../../testing/test-app';
import { bothTestDatabases } from '../../testing/test-database';

/** The article screen as stored before comments were paged: one unpaged request for up to 999 comments. */
function beforePaging(document: LayoutDocument): LayoutDocument {
  const data = { ...document.data };
  const { paged: _paged, ...comments } = data.comments;
  data.comments = { ...comments, args: { ...comments.args, pageSize: 999 } };
  return { ...document, data };
}

describe.each(bothTestDatabases())('the paged-comments data migration on %s', (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await openTestApp(kind);
  });
  afterAll(async () => {
    await t?.close();
  });

  it('marks stored unpaged comment requests paged, keeping their page size and the rest; a second run changes nothing', async () => {
    const id = 'article-detail';
    const { document } = await publishedLayout(t, id);
    const old = beforePaging(document);
    expect(old.data?.comments.paged).toBeUndefined();
    await publishStoredLayout(t, id, old);
    const stored = (await publishedLayout(t, id)).row.currentRevision;
    const untouched = (await publishedLayout(t, 'home-new')).row.currentRevision;

    await runMigrationFile(t, '0022_pagedcomments.sql');

    const after = await publishedLayout(t, id);
    expect(after.row).toMatchObject({ updatedBy: 'migration', currentRevision: stored + 1, publishedRevision: stored + 1 });
    expect(after.document.data?.comments).toEqual({ ...old.data?.comments, paged: true });
    expect({ ...after.document, data: undefined }).toEqual({ ...old, data: undefined });
    expect(after.document.data?.detail).toEqual(old.data?.detail);
    expect((await publishedLayout(t, 'home-new')).row.currentRevision).toBe(untouched);

    const once = await layoutRevisionNumbers(t);
    await runMigrationFile(t, '0022_pagedcomments.sql');
    expect(await layoutRevisionNumbers(t)).toEqual(once);
  });

  it('keeps a draft saved after the published screen on top, its comment request marked the same way', async () => {
    const id = 'course-detail';
    const old = beforePaging((await publishedLayout(t, id)).document);
    await publishStoredLayout(t, id, old);
    const published = (await publishedLayout(t, id)).row.currentRevision;
    const draft: LayoutDocument = { ...old, title: '课程详情（草稿）' };
    await t.database.db.insert(layoutRevisions).values({ layoutId: id, revision: published + 1, document: draft, etag: '"draft"', createdBy: 'operator' });
    await t.database.db
      .update(layouts)
      .set({ currentRevision: published + 1 })
      .where(eq(layouts.id, id));

    await runMigrationFile(t, '0022_pagedcomments.sql');

    const after = await publishedLayout(t, id);
    expect(after.row).toMatchObject({ publishedRevision: published + 2, currentRevision: published + 3 });
    expect(after.document.title).toBe(old.title);
    expect(after.document.data?.comments).toEqual({ ...old.data?.comments, paged: true });
    const [onTop] = await t.database.db
      .select()
      .from(layoutRevisions)
      .where(eq(layoutRevisions.revision, published + 3));
    expect(onTop.layoutId).toBe(id);
    const carried = onTop.document as LayoutDocument;
    expect(carried.title).toBe('课程详情（草稿）');
    expect(carried.data?.comments).toEqual({ ...old.data?.comments, paged: true });
  });
});
