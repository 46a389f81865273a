import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectDataMatches } from '../../testing/schema-assert';
import { testDatabases } from '../../testing/test-database';
import { CONTENT_KINDS } from '../ops-home-content/ops-content-kinds';
import { opsListOf } from './ops-responses';
import { openOpsApp, OPS_TEST_PASSWORD, type OpsTestApp } from './ops-test-kit';

// Every /ops/api answer checked against its schemas/ops/*.json schema (the console's generated types
// come from the same files) with the strict validator — what the console actually receives.

const ops = (file: string) => `schemas/ops/${file}.json`;
const json = (response: LightMyRequestResponse) => response.json() as { code: number; message: string; data: Record<string, unknown> };
const ok = (response: LightMyRequestResponse, file: string | Parameters<typeof expectDataMatches>[0]) => {
  expect(response.statusCode, response.body).toBe(200);
  expectDataMatches(typeof file === 'string' && !file.startsWith('schemas/') ? ops(file) : file, json(response));
  return json(response).data;
};

const ID = 'channel-home.1';
// 1×1 transparent PNG.
const PNG = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII=', 'base64');

/** A valid create body for each kind. */
const SAMPLES: Record<string, Record<string, unknown>> = {
  banners: { title: '横幅', img: '/media/uploads/a.png', target_url: '/course-list' },
  shortcuts: { position_type: 2, title: '入口', logo: '/i.png', link: '/my' },
  messages: { label: '新', title: '消息', link: '/live-list' },
  'screen-adverts': {
    cover_img: '/ad.png',
    link: '/live-list',
    start_time: new Date(Date.now() - 3600_000).toISOString(),
    end_time: new Date(Date.now() + 3600_000).toISOString(),
  },
  'recommend-modules': { layout: 1, module_type: 1, module_name: '模块', items: [{ origin_id: 1 }] },
  'hot-words': { title: '热词' },
  channels: { title: '频道', origin_type: 0 },
};

describe.each(testDatabases())('ops API answers match schemas/ops on %s', (kind) => {
  let t: OpsTestApp;
  let publisher: { cookie: string };
  let editor: { cookie: string };

  beforeAll(async () => {
    t = await openOpsApp(kind);
    publisher = await t.signInAs('schema-publisher', 'publisher');
    editor = await t.signInAs('schema-editor', 'editor');
  });
  afterAll(async () => {
    await t?.close();
  });

  it('session and me', async () => {
    const signIn = ok(await t.ops('POST', '/session', null, { name: 'schema-editor', password: OPS_TEST_PASSWORD }), 'ops-operator');
    expect(signIn).toMatchObject({ name: 'schema-editor', role: 'editor', expires_at: expect.any(String) });
    expect(ok(await t.ops('GET', '/me', publisher), 'ops-operator')).toEqual({ name: 'schema-publisher', role: 'publisher' });
  });

  it('layouts: list, document, validate, save, conflict, preview, publish, history, diff, rollback', async () => {
    const list = ok(await t.ops('GET', '/layouts', editor), 'ops-layout-list').list as { id: string; stored: boolean }[];
    expect(list.length).toBeGreaterThan(0);

    // A channel's own layout not stored yet is offered as a copy of its route's default (revision 0).
    const channel = ok(await t.ops('POST', '/content/channels', editor, SAMPLES.channels), 'ops-channel') as { id: number };
    const offered = ok(await t.ops('GET', `/layouts/channel-home.${channel.id}`, editor), 'ops-layout-for-editing');
    expect(offered).toMatchObject({ id: `channel-home.${channel.id}`, revision: 0, published_revision: null });
    // A base revision for a layout not stored yet: a conflict (current revision 0), not a server error.
    const unstored = await t.ops('PUT', `/layouts/channel-home.${channel.id}/draft`, editor, { document: offered.document, base_revision: 3 });
    expect(unstored.statusCode, unstored.body).toBe(409);
    expectDataMatches(ops('ops-save-conflict'), json(unstored), { refusal: true });

    const editable = ok(await t.ops('GET', `/layouts/${ID}`, editor), 'ops-layout-for-editing') as { document: { body: unknown[] }; revision: number };
    const problems = ok(
      await t.ops('POST', `/layouts/${ID}/validate`, editor, { document: { ...editable.document, body: [{ id: 'x', widget: 'no-such-widget' }] } }),
      'ops-layout-problems',
    );
    expect((problems.problems as unknown[]).length).toBeGreaterThan(0);

    const saved = ok(
      await t.ops('PUT', `/layouts/${ID}/draft`, editor, { document: editable.document, base_revision: editable.revision, note: '原样保存' }),
      'ops-draft-saved',
    ) as { revision: number };
    expect(saved.revision).toBe(editable.revision + 1);

    const stale = await t.ops('PUT', `/layouts/${ID}/draft`, editor, { document: editable.document, base_revision: editable.revision });
    expect(stale.statusCode).toBe(409);
    expectDataMatches(ops('ops-save-conflict'), json(stale), { refusal: true });

    expect(ok(await t.ops('POST', `/layouts/${ID}/preview`, editor, {}), 'ops-preview')).toMatchObject({ revision: saved.revision });
    expect(ok(await t.ops('POST', `/layouts/${ID}/publish`, publisher, { revision: saved.revision }), 'ops-published')).toEqual({
      published_revision: saved.revision,
    });

    // An invalid draft: publishing it is refused with its problems.
    const broken = ok(
      await t.ops('PUT', `/layouts/${ID}/draft`, editor, {
        document: { ...editable.document, body: [{ id: 'x', widget: 'no-such-widget' }] },
        base_revision: saved.revision,
      }),
      'ops-draft-saved',
    ) as { revision: number };
    const refused = await t.ops('POST', `/layouts/${ID}/publish`, publisher, { revision: broken.revision });
    expect(refused.statusCode).toBe(422);
    expectDataMatches(ops('ops-layout-problems'), json(refused), { refusal: true });
    // The editor still gets the invalid draft to fix it.
    ok(await t.ops('GET', `/layouts/${ID}`, editor), 'ops-layout-for-editing');

    const revisions = ok(await t.ops('GET', `/layouts/${ID}/revisions`, editor), 'ops-revision-list').list as { revision: number }[];
    expect(revisions.map((r) => r.revision)).toContain(broken.revision);
    ok(await t.ops('GET', `/layouts/${ID}/revisions/1`, editor), 'ops-revision-document');
    expect(ok(await t.ops('GET', `/layouts/${ID}/diff?from=1&to=${broken.revision}`, editor), 'ops-layout-diff')).toMatchObject({
      from: 1,
      to: broken.revision,
    });
    expect(ok(await t.ops('POST', `/layouts/${ID}/rollback`, publisher, { revision: 1 }), 'ops-published')).toEqual({
      published_revision: broken.revision + 1,
    });

    ok(await t.ops('DELETE', `/content/channels/${channel.id}`, editor), 'ops-content-deleted');
  });

  it('widgets and catalogue', async () => {
    const widgets = ok(await t.ops('GET', '/widgets', editor), 'ops-widget-list') as { list: { usage: unknown[] }[] };
    expect(widgets.list.some((w) => w.usage.length > 0)).toBe(true);
    const catalogue = ok(await t.ops('GET', '/catalogue', editor), 'ops-catalogue') as { endpoints: unknown[]; actions: unknown[] };
    expect(catalogue.endpoints.length).toBeGreaterThan(0);
    expect(catalogue.actions.length).toBeGreaterThan(0);
  });

  it.each(CONTENT_KINDS.map((k) => [k.name, k] as const))('content: %s', async (name, contentKind) => {
    const listSchema = opsListOf(contentKind.answerFile);
    ok(await t.ops('GET', `/content/${name}`, editor), listSchema);
    const created = ok(await t.ops('POST', `/content/${name}`, editor, SAMPLES[name]), contentKind.answerFile) as { id: number };
    ok(await t.ops('PUT', `/content/${name}/${created.id}`, editor, SAMPLES[name]), contentKind.answerFile);
    if (contentKind.sort) {
      const ids = (json(await t.ops('GET', `/content/${name}`, editor)).data.list as { id: number }[]).map((r) => r.id).reverse();
      ok(await t.ops('POST', `/content/${name}/order`, editor, { ids }), listSchema);
    }
    expect(ok(await t.ops('DELETE', `/content/${name}/${created.id}`, editor), 'ops-content-deleted')).toEqual({ id: created.id });
  });

  it.each(CONTENT_KINDS.map((k) => [k.name] as const))('content drafts, publish, history and rollback: %s', async (name) => {
    ok(await t.ops('POST', `/content/${name}`, editor, SAMPLES[name]), CONTENT_KINDS.find((k) => k.name === name)!.answerFile);
    ok(await t.ops('GET', '/content/drafts', editor), 'ops-content-drafts');
    ok(await t.ops('GET', `/content/${name}/draft`, editor), 'ops-content-draft');
    const { revision } = ok(await t.ops('POST', `/content/${name}/publish`, publisher), 'ops-content-published') as { revision: number };
    ok(await t.ops('GET', `/content/${name}/draft`, editor), 'ops-content-draft');
    ok(await t.ops('GET', `/content/${name}/revisions`, editor), 'ops-content-revisions');
    ok(await t.ops('POST', `/content/${name}/rollback`, publisher, { revision: revision - 1 }), 'ops-content-published');
    ok(await t.ops('DELETE', `/content/${name}/draft`, editor), 'ops-content-draft');
  });

  it('uploads', async () => {
    const boundary = 'schemaboundary';
    const payload = Buffer.concat([
      Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="a.png"\r\nContent-Type: image/png\r\n\r\n`),
      PNG,
      Buffer.from(`\r\n--${boundary}--\r\n`),
    ]);
    const response = await t.app.inject({
      method: 'POST',
      url: '/ops/api/uploads',
      headers: { cookie: editor.cookie, 'content-type': `multipart/form-data; boundary=${boundary}` },
      payload,
    });
    expect(ok(response, 'ops-upload')).toMatchObject({ type: 'image/png', size: PNG.length });
  });

  it('audit, then sign-out', async () => {
    const page = ok(await t.ops('GET', '/audit?page=1&pageSize=200', editor), 'ops-audit-page') as { list: { action: string }[] };
    expect(page.list.map((e) => e.action)).toContain('layout.publish');
    const out = await t.ops('DELETE', '/session', editor);
    expect(out.statusCode).toBe(200);
    expect(json(out).data).toEqual({});
  });
});
