import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectRefusal } from '../../testing/schema-assert';
import { testDatabases } from '../../testing/test-database';
import { clientProblems } from './layout-problems';
import { openOpsApp, type OpsTestApp } from '../ops/ops-test-kit';

type Doc = { id: string; body: { id: string; widget: string; version?: number; children?: unknown[] }[] } & Record<string, unknown>;
const ID = 'channel-home.1';
const APP_URL = `/layout/api/layouts/${ID}?fallback=channel-home`;

/** The body with 病例 (section-case) moved above 直播 (section-live). */
function caseAboveLive(doc: Doc): Doc {
  const body = doc.body.filter((n) => n.id !== 'section-case');
  const live = body.findIndex((n) => n.id === 'section-live');
  body.splice(
    live,
    0,
    doc.body.find((n) => n.id === 'section-case')!,
  );
  return { ...doc, body };
}

describe.each(testDatabases())('operator layouts on %s', (kind) => {
  let t: OpsTestApp;
  let publisher: { cookie: string };
  let editor: { cookie: string };
  const appLayout = async (url = APP_URL) => {
    const response = await t.app.inject(url);
    return { status: response.statusCode, doc: response.json().data as Doc, etag: response.headers.etag, cacheControl: response.headers['cache-control'] };
  };
  const editable = async () =>
    (await t.ops('GET', `/layouts/${ID}`, editor)).json().data as { document: Doc; revision: number; published_revision: number; has_draft: boolean };
  const order = (doc: Doc) => doc.body.map((n) => n.id);

  beforeAll(async () => {
    t = await openOpsApp(kind);
    publisher = await t.signInAs('publisher-1', 'publisher');
    editor = await t.signInAs('editor-1', 'editor');
  });
  afterAll(async () => {
    await t?.close();
  });

  it('lists every layout with its status; channels and topics have no layout of their own until an operator customises one', async () => {
    const list = (await t.ops('GET', '/layouts', editor)).json().data.list as Record<string, unknown>[];
    expect(list.find((l) => l.id === 'home-new')).toMatchObject({ route: 'home-new', variant: null, stored: true, status: 'published', published_by: 'seed' });
    expect(list.find((l) => l.id === 'channel-home')).toMatchObject({ variant: null, stored: true });
    // layouts/ holds the route defaults only: no committed copies per channel or topic.
    expect(list.filter((l) => l.stored).every((l) => l.variant === null)).toBe(true);
    expect(list.find((l) => l.id === ID)).toMatchObject({ route: 'channel-home', variant: '1', stored: false, revision: null, has_draft: false });
    expect(list.find((l) => l.id === 'topic-detail.2')).toMatchObject({ route: 'topic-detail', variant: '2', stored: false });
  });

  it('customises a channel: starts from the route default, saves it as the channel’s own layout and publishes it, audited', async () => {
    const defaultDoc = (await appLayout('/layout/api/layouts/channel-home')).doc;
    expect((await appLayout()).doc).toEqual(defaultDoc);
    const start = await editable();
    expect(start).toMatchObject({ revision: 0, published_revision: null, has_draft: false });
    expect(start.document).toEqual({ ...defaultDoc, id: ID });

    const saved = await t.ops('PUT', `/layouts/${ID}/draft`, editor, { document: start.document, base_revision: 0 });
    expect(saved.json()).toMatchObject({ code: 0, data: { revision: 1, problems: [] } });
    // Saved, not published: doctors still get the default.
    expect((await appLayout()).doc.id).toBe('channel-home');
    expectRefusal(await t.ops('POST', `/layouts/${ID}/publish`, editor, { revision: 1 }), 403);
    expect((await t.ops('POST', `/layouts/${ID}/publish`, publisher, { revision: 1 })).json()).toMatchObject({ code: 0, data: { published_revision: 1 } });

    expect((await appLayout()).doc).toEqual(start.document);
    // The other channels keep the default.
    expect((await appLayout('/layout/api/layouts/channel-home.2?fallback=channel-home')).doc.id).toBe('channel-home');
    const status = ((await t.ops('GET', '/layouts', editor)).json().data.list as Record<string, unknown>[]).find((l) => l.id === ID);
    expect(status).toMatchObject({ stored: true, status: 'published', revision: 1, published_by: 'publisher-1', has_draft: false });
    const audit = (await t.ops('GET', '/audit?pageSize=100', editor)).json().data.list as {
      operator: string;
      action: string;
      target: string;
      detail: Record<string, unknown>;
    }[];
    expect(audit).toContainEqual(
      expect.objectContaining({
        operator: 'editor-1',
        action: 'layout.save-draft',
        target: `layout:${ID}`,
        detail: expect.objectContaining({ revision: 1, base_revision: 0 }),
      }),
    );
    expect(audit).toContainEqual(
      expect.objectContaining({ operator: 'publisher-1', action: 'layout.publish', target: `layout:${ID}`, detail: expect.objectContaining({ revision: 1 }) }),
    );
  });

  it('offers a new channel’s own layout before it is stored', async () => {
    const channel = (await t.ops('POST', '/content/channels', editor, { title: '临时频道', origin_type: 0 })).json().data as { id: number };
    await t.ops('POST', '/content/channels/publish', publisher); // a new channel exists once its draft is published
    const list = (await t.ops('GET', '/layouts', editor)).json().data.list as Record<string, unknown>[];
    expect(list.find((l) => l.id === `channel-home.${channel.id}`)).toMatchObject({ stored: false, revision: null, status: 'draft', has_draft: false });
    await t.ops('DELETE', `/content/channels/${channel.id}`, editor);
    await t.ops('POST', '/content/channels/publish', publisher);
  });

  it('saves drafts that doctors never see, and refuses a stale base revision with a diff of what changed', async () => {
    const before = await appLayout();
    const mine = await editable();
    expect(mine).toMatchObject({ revision: 1, published_revision: 1, has_draft: false });

    // Operator A saves first.
    const first = await t.ops('PUT', `/layouts/${ID}/draft`, publisher, { document: caseAboveLive(mine.document), base_revision: mine.revision });
    expect(first.json()).toMatchObject({ code: 0, data: { revision: 2, problems: [] } });
    expect(await appLayout()).toMatchObject({ etag: before.etag });
    expect(order((await appLayout()).doc)).toEqual(order(before.doc));

    // Operator B saves on the same base: refused, with the diff between B's base and A's revision.
    const retitled = { ...mine.document, title: '别的标题' };
    const second = await t.ops('PUT', `/layouts/${ID}/draft`, editor, { document: retitled, base_revision: mine.revision });
    expectRefusal(second, 409, '布局已被他人修改');
    const data = second.json().data as { current_revision: number; changed_by: string; diff: string };
    expect(data).toMatchObject({ current_revision: 2, changed_by: 'publisher-1' });
    expect(data.diff).toContain(`--- ${ID}@r1`);
    expect(data.diff).toContain(`+++ ${ID}@r2`);
    expect(data.diff).toMatch(/^-\s+"id": "section-case",$/m);
    expect(data.diff).toMatch(/^\+\s+"id": "section-case",$/m);

    const status = ((await t.ops('GET', '/layouts', editor)).json().data.list as Record<string, unknown>[]).find((l) => l.id === ID);
    expect(status).toMatchObject({ status: 'draft', revision: 1, has_draft: true, draft_revision: 2, updated_by: 'publisher-1' });
    expect(await editable()).toMatchObject({ revision: 2, published_revision: 1, has_draft: true });
  });

  it('serves a draft only with a valid preview token, never cached', async () => {
    const preview = (await t.ops('POST', `/layouts/${ID}/preview`, editor, {})).json().data as { token: string; url: string };
    expect(preview.url).toBe(`/?channel=1&layout_draft=${preview.token}&preview=1`);
    const draft = await appLayout(`${APP_URL}&draft=${preview.token}`);
    expect(draft.status).toBe(200);
    expect(draft.cacheControl).toBe('no-store');
    expect(draft.etag).toBeUndefined();
    expect(order(draft.doc)[2]).toBe('section-case');
    expect(order((await appLayout()).doc)[2]).toBe('section-live');
    const forged = await t.app.inject(`${APP_URL}&draft=${'x'.repeat(43)}`);
    expectRefusal(forged, 403, '预览链接无效或已过期');
    expect(forged.headers['cache-control']).toBe('no-store');
    expectRefusal(await t.app.inject(`/layout/api/layouts/home-new?draft=${preview.token}`), 403);
    // A route default is previewed on one of its variants' pages (the app asks for the variant with the default as fallback).
    const defaultPreview = (await t.ops('POST', '/layouts/channel-home/preview', editor, {})).json().data as { token: string; url: string };
    expect(defaultPreview.url).toBe(`/?channel=1&layout_draft=${defaultPreview.token}&preview=1`);
    expect((await appLayout(`/layout/api/layouts/channel-home.3?fallback=channel-home&draft=${defaultPreview.token}`)).doc.id).toBe('channel-home');
    expectRefusal(await t.ops('POST', '/layouts/channel-home.77/preview', editor, {}), 404, '请先保存草稿');
  });

  it('validates with the lint checks and the deployed client’s widgets, pointing at the node', async () => {
    const { document } = await editable();
    const broken = { ...document, body: [...document.body, { id: 'mystery', widget: 'no-such-widget' }] };
    const problems = (await t.ops('POST', `/layouts/${ID}/validate`, editor, { document: broken })).json().data.problems as {
      node_id: string;
      path: string;
      kind: string;
    }[];
    expect(problems).toContainEqual(expect.objectContaining({ node_id: 'mystery', path: `/body/${document.body.length}/widget`, kind: 'unknown-widget' }));
    expect(problems).toContainEqual(expect.objectContaining({ node_id: 'mystery', kind: 'client-unknown-widget' }));

    const newer = { ...document, body: document.body.map((n) => (n.id === 'section-live' ? { ...n, version: 9 } : n)) };
    const newerProblems = (await t.ops('POST', `/layouts/${ID}/validate`, editor, { document: newer })).json().data.problems;
    expect(newerProblems).toContainEqual(
      expect.objectContaining({ node_id: 'section-live', kind: 'client-widget-version', path: expect.stringMatching(/\/version$/) }),
    );
    const clean = (await t.ops('POST', `/layouts/${ID}/validate`, editor, { document })).json().data.problems;
    expect(clean).toEqual([]);
  });

  it('refuses to publish an invalid revision, with the problems at their nodes', async () => {
    const current = await editable();
    const newer = { ...current.document, body: current.document.body.map((n) => (n.id === 'section-case' ? { ...n, version: 2 } : n)) };
    const saved = (await t.ops('PUT', `/layouts/${ID}/draft`, editor, { document: newer, base_revision: current.revision })).json().data;
    expect(saved.problems.length).toBeGreaterThan(0);
    const refused = await t.ops('POST', `/layouts/${ID}/publish`, publisher, { revision: saved.revision });
    expectRefusal(refused, 422, '布局校验未通过，不能发布');
    expect(refused.json().data.problems).toContainEqual(expect.objectContaining({ node_id: 'section-case', kind: 'client-widget-version' }));
    expect(order((await appLayout()).doc)[2]).toBe('section-live');
    // Back to the valid draft (a new revision on top).
    const fixed = await t.ops('PUT', `/layouts/${ID}/draft`, editor, { document: current.document, base_revision: saved.revision });
    expect(fixed.json().data).toMatchObject({ revision: saved.revision + 1, problems: [] });
  });

  it('publishes the newest revision at once (new ETag), keeps history with diffs, and rolls back in one action', async () => {
    const before = await appLayout();
    const draft = await editable();
    // Publishing an older revision than the newest saved one is a conflict.
    expectRefusal(await t.ops('POST', `/layouts/${ID}/publish`, publisher, { revision: draft.revision - 1 }), 409);

    const published = await t.ops('POST', `/layouts/${ID}/publish`, publisher, { revision: draft.revision, note: '病例提前' });
    expect(published.json()).toMatchObject({ code: 0, data: { published_revision: draft.revision } });
    const after = await appLayout();
    expect(after.etag).not.toBe(before.etag);
    expect(order(after.doc).slice(2, 4)).toEqual(['section-case', 'section-live']);
    expect((await t.app.inject({ url: APP_URL, headers: { 'if-none-match': String(before.etag) } })).statusCode).toBe(200);

    const revisions = (await t.ops('GET', `/layouts/${ID}/revisions`, editor)).json().data.list as {
      revision: number;
      author: string;
      published: boolean;
      current: boolean;
      note: string;
    }[];
    expect(revisions[0]).toMatchObject({ revision: draft.revision, author: 'editor-1', published: true, current: true, note: '病例提前' });
    expect(revisions.at(-1)).toMatchObject({ revision: 1, author: 'editor-1', published: true, current: false });
    // Operator names and unpublished drafts belong to the operator API only: the app's store has no history.
    for (const url of [`/layout/api/layouts/${ID}/revisions`, '/layout/api/layouts/home-new/revisions']) expectRefusal(await t.app.inject(url), 404);

    const diff = (await t.ops('GET', `/layouts/${ID}/diff?from=1&to=${draft.revision}`, editor)).json().data.diff as string;
    expect(diff).toContain('@@');
    expect(diff).toMatch(/^\+\s+"id": "section-case",$/m);

    const rolled = await t.ops('POST', `/layouts/${ID}/rollback`, publisher, { revision: 1 });
    const rolledTo = rolled.json().data.published_revision as number;
    expect(rolledTo).toBe(draft.revision + 1);
    const restored = await appLayout();
    expect(order(restored.doc)).toEqual(order(before.doc));
    expect(restored.doc).toEqual(before.doc);
    expect(restored.etag).not.toBe(after.etag);
    const revision1 = (await t.ops('GET', `/layouts/${ID}/revisions/1`, editor)).json().data.document;
    expect((await t.ops('GET', `/layouts/${ID}/revisions/${rolledTo}`, editor)).json().data.document).toEqual(revision1);
    const history = (await t.ops('GET', `/layouts/${ID}/revisions`, editor)).json().data.list;
    expect(history[0]).toMatchObject({ revision: rolledTo, author: 'publisher-1', current: true, note: '回滚到 r1' });
    expectRefusal(await t.ops('POST', `/layouts/${ID}/rollback`, publisher, { revision: 999 }), 404, '版本不存在');
  });

  it('starts a variant that is not stored yet from its route default (base revision 0)', async () => {
    const fresh = (await t.ops('GET', '/layouts/channel-home.77', editor)).json().data;
    expect(fresh).toMatchObject({ id: 'channel-home.77', revision: 0, published_revision: null, has_draft: false, document: { id: 'channel-home.77' } });
    const saved = await t.ops('PUT', '/layouts/channel-home.77/draft', editor, { document: fresh.document, base_revision: 0 });
    expect(saved.json().data.revision).toBe(1);
    expectRefusal(await t.app.inject('/layout/api/layouts/channel-home.77'), 404);
    expectRefusal(
      await t.ops('PUT', '/layouts/channel-home.77/draft', editor, { document: { ...fresh.document, id: 'other' }, base_revision: 1 }),
      400,
      /document.id/,
    );
    expectRefusal(await t.ops('GET', '/layouts/no-such-route', editor), 404, '布局不存在');
  });

  it('records every layout change in the audit log', async () => {
    const list = (await t.ops('GET', '/audit?pageSize=100', editor)).json().data.list as {
      operator: string;
      action: string;
      target: string;
      detail: Record<string, unknown>;
    }[];
    expect(list).toContainEqual(expect.objectContaining({ operator: 'publisher-1', action: 'layout.publish', target: `layout:${ID}` }));
    expect(list).toContainEqual(
      expect.objectContaining({ operator: 'publisher-1', action: 'layout.rollback', target: `layout:${ID}`, detail: expect.objectContaining({ to: 1 }) }),
    );
    expect(list).toContainEqual(expect.objectContaining({ operator: 'editor-1', action: 'layout.save-draft' }));
    expect(list).toContainEqual(expect.objectContaining({ operator: 'editor-1', action: 'layout.preview' }));
  });

  it('shows where each widget is used, and the catalogue of endpoints and actions', async () => {
    const widgets = (await t.ops('GET', '/widgets', editor)).json().data;
    const section = (
      widgets.list as { name: string; version: number; client_version: number; description: string; usage: { layout_id: string; node_id: string }[] }[]
    ).find((w) => w.name === 'section')!;
    expect(section).toMatchObject({ version: expect.any(Number), client_version: expect.any(Number), description: expect.any(String) });
    expect(section.usage).toContainEqual(expect.objectContaining({ layout_id: ID, node_id: 'section-live' }));
    const catalogue = (await t.ops('GET', '/catalogue', editor)).json().data;
    expect(catalogue.endpoints).toContainEqual(expect.objectContaining({ name: 'getHome', method: 'GET', path: '/course/api/home' }));
    expect(catalogue.actions).toContainEqual(expect.objectContaining({ type: 'navigate', schema: expect.objectContaining({ type: 'object' }) }));
  });
});

describe('deployed-client widget checks', () => {
  const doc = {
    id: 'x',
    body: [
      { id: 'a', widget: 'section', children: [{ id: 'b', widget: 'brand-new', version: 1 }] },
      { id: 'c', widget: 'section', version: 3 },
    ],
  };
  it('flag widgets the client lacks and versions newer than it knows, at their nodes', () => {
    const problems = clientProblems(doc, { section: { version: 2, events: [] } });
    expect(problems).toEqual([
      expect.objectContaining({ path: '/body/0/children/0/widget', node_id: 'b', kind: 'client-unknown-widget' }),
      expect.objectContaining({ path: '/body/1/version', node_id: 'c', kind: 'client-widget-version' }),
    ]);
    expect(clientProblems(doc, { section: { version: 3, events: [] }, 'brand-new': { version: 1, events: [] } })).toEqual([]);
  });
});
