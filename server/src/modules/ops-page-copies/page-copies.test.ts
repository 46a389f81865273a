import { readdirSync, readFileSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { lintLayoutDocument } from '../../layout-lint/lint-layout';
import { appPath } from '../../app-root';
import { expectRefusal } from '../../testing/schema-assert';
import { testDatabases } from '../../testing/test-database';
import { openOpsApp, type OpsTestApp } from '../ops/ops-test-kit';
import { layouts } from '../../db/schema/index';
import { countVariants } from './page-copies.repository';
import { MAX_LANDING_PAGES, PAGE_COPY_MESSAGES } from './page-copies.service';

type Doc = { id: string; title?: string; body: Array<{ id: string; widget: string; props?: Record<string, unknown> }> };

describe('landing page templates', () => {
  it('are valid layouts the publish gate would take', async () => {
    const dir = appPath('layouts', 'landing-templates');
    const files = readdirSync(dir).filter((file) => file.endsWith('.layout.json'));
    expect(files.sort()).toEqual(['course.layout.json', 'meeting.layout.json']);
    for (const file of files) {
      const document = JSON.parse(readFileSync(`${dir}/${file}`, 'utf8')) as unknown;
      expect(await lintLayoutDocument(document, { file })).toEqual([]);
    }
  });
});

describe.each(testDatabases())('duplicating pages and landing pages on %s', (kind) => {
  let t: OpsTestApp;
  let editor: { cookie: string };
  let publisher: { cookie: string };
  const appLayout = (id: string) => t.app.inject(`/layout/api/layouts/${id}?fallback=${id}`);
  const audit = async () =>
    (await t.ops('GET', '/audit?pageSize=100', editor)).json().data.list as Array<{ action: string; target: string; detail: Record<string, unknown> }>;

  beforeAll(async () => {
    t = await openOpsApp(kind);
    editor = await t.signInAs('editor-1', 'editor');
    publisher = await t.signInAs('publisher-1', 'publisher');
  });
  afterAll(async () => {
    await t?.close();
  });

  it('creates a landing page from the blank: an unpublished draft named after the page, not served until published', async () => {
    const created = await t.ops('POST', '/landing-pages', editor, { slug: 'spring-forum', title: '春季呼吸论坛', template: 'blank' });
    expect(created.statusCode).toBe(200);
    expect(created.json().data).toEqual({ id: 'landing.spring-forum', revision: 1 });
    const editable = (await t.ops('GET', '/layouts/landing.spring-forum', editor)).json().data as { document: Doc; published_revision: number | null };
    expect(editable.published_revision).toBeNull();
    expect(editable.document.id).toBe('landing.spring-forum');
    expect(editable.document.title).toBe('春季呼吸论坛');
    expect(editable.document.body.find((node) => node.widget === 'detail-header')?.props?.title).toBe('春季呼吸论坛');
    // Not published: the phone gets nothing (no fallback to the blank base).
    expect((await appLayout('landing.spring-forum')).statusCode).toBe(404);

    const list = (await t.ops('GET', '/layouts', editor)).json().data.list as Array<{ id: string; title: string | null; status: string }>;
    expect(list.find((layout) => layout.id === 'landing.spring-forum')).toMatchObject({ title: '春季呼吸论坛', status: 'draft' });

    const published = await t.ops('POST', '/layouts/landing.spring-forum/publish', publisher, { revision: 1 });
    expect(published.statusCode).toBe(200);
    const served = await appLayout('landing.spring-forum');
    expect(served.statusCode).toBe(200);
    expect((served.json().data as Doc).title).toBe('春季呼吸论坛');
    expect(await audit()).toContainEqual(
      expect.objectContaining({ action: 'landing.create', target: 'layout:landing.spring-forum', detail: { title: '春季呼吸论坛', template: 'blank' } }),
    );
  });

  it('creates a landing page from a template, keeping the template’s content', async () => {
    const created = await t.ops('POST', '/landing-pages', editor, { slug: 'copd-course-2027', title: '慢病管理课程季', template: 'course' });
    expect(created.statusCode).toBe(200);
    const doc = (await t.ops('GET', '/layouts/landing.copd-course-2027', editor)).json().data.document as Doc;
    expect(doc.title).toBe('慢病管理课程季');
    expect(doc.body.map((node) => node.widget)).toEqual(['page-title', 'back-button', 'detail-header', 'rich-text', 'section']);
    expect(doc.body[0].props?.title).toBe('慢病管理课程季');
    expect(doc.body[2].props?.title).toBe('基层慢病管理精品课 · 限时免费学');
  });

  it('refuses a taken or malformed address and changes nothing', async () => {
    const before = (await t.ops('GET', '/layouts/landing.spring-forum', editor)).json().data as { revision: number; document: Doc };
    expectRefusal(
      await t.ops('POST', '/landing-pages', editor, { slug: 'spring-forum', title: '另一个活动', template: 'meeting' }),
      409,
      PAGE_COPY_MESSAGES.landingExists,
    );
    const after = (await t.ops('GET', '/layouts/landing.spring-forum', editor)).json().data as { revision: number; document: Doc };
    expect(after).toEqual(before);
    for (const slug of ['Spring', 'a_b', '-ab', 'ab-', 'a--b', 'x', 'a'.repeat(41), '春季', 'a.b'])
      expectRefusal(await t.ops('POST', '/landing-pages', editor, { slug, title: '活动', template: 'blank' }), 400, /slug/);
    expectRefusal(await t.ops('POST', '/landing-pages', editor, { slug: 'ok-slug', title: '', template: 'blank' }), 400, /title/);
    expectRefusal(await t.ops('POST', '/landing-pages', editor, { slug: 'ok-slug', title: '活动', template: 'webinar' }), 400, /template/);
    const list = (await t.ops('GET', '/layouts', editor)).json().data.list as Array<{ id: string }>;
    expect(list.map((layout) => layout.id).filter((id) => id.startsWith('landing.'))).toEqual(['landing.copd-course-2027', 'landing.spring-forum']);
    expectRefusal(await t.ops('POST', '/landing-pages', null, { slug: 'anon', title: '活动', template: 'blank' }), 401);
  });

  it('duplicates a page as a new landing page or a channel’s own page, from its newest draft, audited', async () => {
    const copied = await t.ops('POST', '/layouts/landing.spring-forum/copy', editor, { to: 'landing.spring-forum-b' });
    expect(copied.statusCode).toBe(200);
    expect(copied.json().data).toEqual({ id: 'landing.spring-forum-b', revision: 1 });
    const copy = (await t.ops('GET', '/layouts/landing.spring-forum-b', editor)).json().data as { document: Doc; published_revision: number | null };
    const source = (await t.ops('GET', '/layouts/landing.spring-forum', editor)).json().data.document as Doc;
    expect(copy.document).toEqual({ ...source, id: 'landing.spring-forum-b' });
    expect(copy.published_revision).toBeNull();

    const channel = await t.ops('POST', '/layouts/channel-home/copy', editor, { to: 'channel-home.2' });
    expect(channel.statusCode).toBe(200);
    expect(((await t.ops('GET', '/layouts/channel-home.2', editor)).json().data.document as Doc).id).toBe('channel-home.2');
    expect(await audit()).toContainEqual(
      expect.objectContaining({ action: 'layout.copy', target: 'layout:landing.spring-forum-b', detail: { from: 'landing.spring-forum', from_revision: 1 } }),
    );
  });

  it('refuses a copy over an existing page, into an id no page can have, or from nothing', async () => {
    expectRefusal(await t.ops('POST', '/layouts/landing.spring-forum/copy', editor, { to: 'channel-home.2' }), 409, PAGE_COPY_MESSAGES.targetExists);
    expectRefusal(await t.ops('POST', '/layouts/landing.spring-forum/copy', editor, { to: 'course-list.x' }), 422, PAGE_COPY_MESSAGES.targetNotAllowed);
    expectRefusal(await t.ops('POST', '/layouts/landing.spring-forum/copy', editor, { to: 'channel-home.99999' }), 422, PAGE_COPY_MESSAGES.targetNotAllowed);
    expectRefusal(await t.ops('POST', '/layouts/landing.spring-forum/copy', editor, { to: 'landing.Bad_Slug' }), 422, PAGE_COPY_MESSAGES.targetNotAllowed);
    expectRefusal(await t.ops('POST', '/layouts/landing.nothing-here/copy', editor, { to: 'landing.new-one' }), 404, PAGE_COPY_MESSAGES.sourceNotFound);
    expectRefusal(await t.ops('POST', '/layouts/landing.spring-forum/copy', editor, { to: 'home-new' }), 400, /to/);
  });

  it('keeps the number of landing pages bounded', async () => {
    const stored = await countVariants(t.app.db, 'landing');
    // Filled straight into the store (one statement): making each through the API would only test the API 200 times.
    await t.app.db.insert(layouts).values(
      Array.from({ length: MAX_LANDING_PAGES - 1 - stored }, (_, n) => ({
        id: `landing.bulk-${n}`,
        currentRevision: 0,
        publishedRevision: null,
        updatedBy: 'editor-1',
      })),
    );
    const last = await t.ops('POST', '/landing-pages', editor, { slug: 'the-last-one', title: '最后一个活动', template: 'blank' });
    expect(last.statusCode).toBe(200);
    expectRefusal(
      await t.ops('POST', '/landing-pages', editor, { slug: 'one-too-many', title: '活动', template: 'blank' }),
      422,
      PAGE_COPY_MESSAGES.tooManyLanding,
    );
    expectRefusal(await t.ops('POST', '/layouts/landing.spring-forum/copy', editor, { to: 'landing.one-too-many' }), 422, PAGE_COPY_MESSAGES.tooManyLanding);
    expect(await countVariants(t.app.db, 'landing')).toBe(MAX_LANDING_PAGES);
  });
});
