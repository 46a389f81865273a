import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { OpsItemOption, OpsItemOptions } from '../../../../contract/generated/schema-types';
import { categories, opsAuditLog } from '../../db/schema/index';
import { testDatabases } from '../../testing/test-database';
import { SHORT_VIDEO_CATEGORY_TYPE } from './short-video-kind';
import { MAX_CATEGORIES_PER_LIST } from './item-categories';
import { openItemsApp, type ItemsTestApp } from './items-test-kit';

// On a new database there are no categories to pick: a publisher makes one from the picker, the app
// lists it as a tab at once, and nobody can flood the tabs or make one twice.
describe.each(testDatabases())('categories made from a picker on %s', (kind) => {
  let kit: ItemsTestApp;
  const run = String(Date.now()).slice(-6);

  beforeAll(async () => {
    kit = await openItemsApp(kind, `categories-${kind}`);
  }, 120_000);
  afterAll(async () => {
    await kit?.t.close();
  });

  const create = (payload: unknown, status = 200) => kit.call<OpsItemOption>('POST', '/item-categories', kit.publisher, payload, status);
  const appTabs = async (url: string) => {
    const response = await kit.t.app.inject(url);
    expect(response.statusCode, response.body).toBe(200);
    return (response.json().data.list as Array<{ title?: string; name?: string }>).map((tab) => tab.title ?? tab.name);
  };

  it('a publisher makes an article category: the app lists it, the picker offers it, the log names it', async () => {
    const name = `围产期${run}`;
    expect(await appTabs('/course/api/article/category')).not.toContain(name);
    const created = await create({ of: 'category', name: ` ${name} ` });
    expect(created).toMatchObject({ title: name, path: '' });
    expect(await appTabs('/course/api/article/category')).toContain(name);
    const picked = await kit.call<OpsItemOptions>('GET', `/item-options?of=category&q=${encodeURIComponent(name)}`, kit.editor);
    expect(picked.list.map((option) => option.id)).toEqual([created.id]);
    // The same name again is the same category, not a second tab.
    expect((await create({ of: 'category', name })).id).toBe(created.id);
    expect((await appTabs('/course/api/article/category')).filter((title) => title === name)).toHaveLength(1);
    const audit = await kit.t.database.db.select().from(opsAuditLog).where(eq(opsAuditLog.action, 'item-category.create'));
    expect(audit.map((entry) => entry.target)).toContain(`item-category:${created.id} ${name}`);
  });

  it('case categories go to the case tabs, course categories under the 栏目 chosen, download categories to the guideline tabs', async () => {
    const clinic = await create({ of: 'course-category', name: `心电图${run}`, tab: 7 });
    expect(clinic.title).toBe(`临床好课 · 心电图${run}`);
    const [row] = await kit.t.database.db.select().from(categories).where(eq(categories.id, clinic.id));
    expect(row.type).toBe(7);
    const cases = await create({ of: 'case-category', name: `疑难病例${run}` });
    expect(await appTabs('/course/api/article/category?type=6')).toContain(cases.title);
    expect(await appTabs('/course/api/article/category')).not.toContain(cases.title);
    const guides = await create({ of: 'download-category', name: `专家共识${run}` });
    expect(await appTabs('/course/api/download/category')).toContain(guides.title);
  });

  it('editors, blank or over-long names and unknown pickers are refused, and nothing is made', async () => {
    const before = (await kit.t.database.db.select().from(categories)).length;
    await kit.call('POST', '/item-categories', kit.editor, { of: 'category', name: `编辑${run}` }, 403);
    await create({ of: 'category', name: '   ' }, 400);
    await create({ of: 'category', name: '很'.repeat(33) }, 400);
    await create({ of: 'live', name: `直播${run}` }, 400);
    expect((await kit.t.database.db.select().from(categories)).length).toBe(before);
  });

  it(`stops at ${MAX_CATEGORIES_PER_LIST} categories in one list`, async () => {
    const { db } = kit.t.database;
    const existing = (await db.select().from(categories).where(eq(categories.type, SHORT_VIDEO_CATEGORY_TYPE))).length;
    const fill = Array.from({ length: MAX_CATEGORIES_PER_LIST - existing }, (_, i) => ({
      type: SHORT_VIDEO_CATEGORY_TYPE,
      name: `分类${run}-${i}`,
      sort: 1000 + i,
    }));
    if (fill.length > 0) await db.insert(categories).values(fill);
    const refused = await kit.t.ops('POST', '/item-categories', kit.publisher, { of: 'short-video-category', name: `再多一个${run}` });
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toContain(`分类已有 ${MAX_CATEGORIES_PER_LIST} 个`);
    await db.delete(categories).where(eq(categories.type, SHORT_VIDEO_CATEGORY_TYPE));
  });
});
