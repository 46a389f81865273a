import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { LayoutDocument } from '../../../../contract/generated/schema-types';
import { layoutRevisions, layouts } from '../../db/schema';
import { layoutRevisionNumbers, publishStoredLayout, publishedLayout, runMigrationFile } from '../../testing/layout-migration';
import { openTestApp, type TestApp } from '../../testing/test-app';
import { bothTestDatabases } from '../../testing/test-database';

/** A screen as stored before data entries could be marked main. */
function beforeMain(document: LayoutDocument): LayoutDocument {
  const data = Object.fromEntries(Object.entries(document.data ?? {}).map(([name, { main: _main, ...entry }]) => [name, entry]));
  return { ...document, data };
}

const mainEntries = (document: LayoutDocument) => Object.entries(document.data ?? {}).flatMap(([name, entry]) => (entry.main ? [name] : []));

describe.each(bothTestDatabases())('the main-entries data migration on %s', (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await openTestApp(kind);
  });
  afterAll(async () => {
    await t?.close();
  });

  it('marks the main entry of stored detail screens, keeps an unpublished draft on top, leaves operators’ choices alone; a second run changes nothing', async () => {
    // article-detail: published before the flag existed.
    const article = (await publishedLayout(t, 'article-detail')).document;
    expect(mainEntries(article)).toEqual(['detail']);
    const oldArticle = beforeMain(article);
    await publishStoredLayout(t, 'article-detail', oldArticle);
    const articleRevision = (await publishedLayout(t, 'article-detail')).row.currentRevision;

    // course-detail: published before the flag, and an operator's newer draft (a retitled body) not yet published.
    const oldCourse = beforeMain((await publishedLayout(t, 'course-detail')).document);
    await publishStoredLayout(t, 'course-detail', oldCourse);
    const published = (await publishedLayout(t, 'course-detail')).row.currentRevision;
    const draft: LayoutDocument = { ...oldCourse, title: '课程详情（草稿）' };
    await t.database.db.insert(layoutRevisions).values({ layoutId: 'course-detail', revision: published + 1, document: draft, etag: '"draft"', createdBy: 'operator' });
    await t.database.db.update(layouts).set({ currentRevision: published + 1 }).where(eq(layouts.id, 'course-detail'));

    // download-detail: an operator pointed its entry at another endpoint; that choice is theirs.
    const download = beforeMain((await publishedLayout(t, 'download-detail')).document);
    const moved: LayoutDocument = { ...download, data: { ...download.data, download: { ...download.data!.download, endpoint: 'getTextPage' } } };
    await publishStoredLayout(t, 'download-detail', moved);
    const downloadRevision = (await publishedLayout(t, 'download-detail')).row.currentRevision;
    const untouched = (await publishedLayout(t, 'home-new')).row.currentRevision;

    await runMigrationFile(t, '0023_main_entries.sql');

    const articleAfter = await publishedLayout(t, 'article-detail');
    expect(articleAfter.row).toMatchObject({ updatedBy: 'migration', currentRevision: articleRevision + 1, publishedRevision: articleRevision + 1 });
    expect(articleAfter.document).toEqual(article);

    const courseAfter = await publishedLayout(t, 'course-detail');
    expect(courseAfter.row).toMatchObject({ publishedRevision: published + 2, currentRevision: published + 3 });
    expect(mainEntries(courseAfter.document)).toEqual(['course']);
    expect(courseAfter.document.title).toBe(oldCourse.title);
    const [draftOnTop] = await t.database.db.select().from(layoutRevisions).where(eq(layoutRevisions.revision, published + 3));
    expect(draftOnTop.layoutId).toBe('course-detail');
    const carried = draftOnTop.document as LayoutDocument;
    expect(carried.title).toBe('课程详情（草稿）');
    expect(mainEntries(carried)).toEqual(['course']);

    const downloadAfter = await publishedLayout(t, 'download-detail');
    expect(downloadAfter.row.currentRevision).toBe(downloadRevision);
    expect(mainEntries(downloadAfter.document)).toEqual([]);
    expect((await publishedLayout(t, 'home-new')).row.currentRevision).toBe(untouched);

    const once = await layoutRevisionNumbers(t);
    await runMigrationFile(t, '0023_main_entries.sql');
    expect(await layoutRevisionNumbers(t)).toEqual(once);
  });

});
