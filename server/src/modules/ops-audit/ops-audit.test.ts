import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectRefusal } from '../../testing/schema-assert';
import { testDatabases } from '../../testing/test-database';
import { openOpsApp, type OpsTestApp } from '../ops/ops-test-kit';

type Doc = { id: string; body: Array<{ id: string; widget: string; props?: Record<string, unknown> }> } & Record<string, unknown>;
type Entry = { operator: string; action: string; target: string; created_at: string; detail: Record<string, unknown> };

const chinaDay = (at: number) => new Date(at + 8 * 3600_000).toISOString().slice(0, 10);

describe.each(testDatabases())('the audit log on %s', (kind) => {
  let t: OpsTestApp;
  let editor: { cookie: string };
  let publisher: { cookie: string };
  const audit = async (query: string) => {
    const answer = (await t.ops('GET', `/audit?pageSize=50&${query}`, editor)).json().data as { list: Entry[]; total: number };
    return answer;
  };

  beforeAll(async () => {
    t = await openOpsApp(kind);
    editor = await t.signInAs('editor-1', 'editor');
    publisher = await t.signInAs('publisher-1', 'publisher');
    // The editor retitles 直播 and moves 病例 up on the channel template; the publisher publishes it.
    const current = (await t.ops('GET', '/layouts/channel-home', editor)).json().data as { document: Doc; revision: number };
    const body = current.document.body.map((node) => (node.id === 'section-live' ? { ...node, props: { ...node.props, title: '直播间' } } : node));
    const caseAt = body.findIndex((node) => node.id === 'section-case');
    body.splice(1, 0, ...body.splice(caseAt, 1));
    const saved = await t.ops('PUT', '/layouts/channel-home/draft', editor, { document: { ...current.document, body }, base_revision: current.revision });
    expect(saved.statusCode).toBe(200);
    const published = await t.ops('POST', '/layouts/channel-home/publish', publisher, { revision: saved.json().data.revision });
    expect(published.statusCode).toBe(200);
    await t.ops('POST', '/landing-pages', publisher, { slug: 'audit-check', title: '审计', template: 'blank' });
  });
  afterAll(async () => {
    await t?.close();
  });

  it('names the sections and fields a save and a publish changed', async () => {
    const [save] = (await audit('target=layout:channel-home&action=layout.save-draft')).list;
    expect(save.detail.changes).toMatchObject({
      edited: [{ id: 'section-live', widget: 'section', title: '直播间', fields: ['prop:title'] }],
      moved: [{ id: 'section-case', widget: 'section', title: '病例' }],
      added: [],
      removed: [],
      more: 0,
    });
    const [publish] = (await audit('target=layout:channel-home&action=layout.publish')).list;
    expect(publish.operator).toBe('publisher-1');
    expect(publish.detail.changes).toMatchObject({ edited: [{ id: 'section-live', fields: ['prop:title'] }] });
  });

  it('filters by page, operator, action and day on the server, with the total of what matches', async () => {
    const byPage = await audit('target=layout:channel-home');
    expect(byPage.list.map((entry) => entry.action).sort()).toEqual(['layout.publish', 'layout.save-draft']);
    expect(byPage.total).toBe(2);
    const byOperator = await audit('operator=publisher-1');
    expect(byOperator.list.length).toBeGreaterThan(0);
    expect(byOperator.list.every((entry) => entry.operator === 'publisher-1')).toBe(true);
    expect(byOperator.list.map((entry) => entry.action)).toEqual(expect.arrayContaining(['layout.publish', 'landing.create']));
    const byAction = await audit('action=landing.create');
    expect(byAction.list.map((entry) => entry.target)).toEqual(['layout:landing.audit-check']);
    const today = chinaDay(Date.now());
    expect((await audit(`target=layout:channel-home&from=${today}&to=${today}`)).total).toBe(2);
    expect((await audit(`target=layout:channel-home&from=${chinaDay(Date.now() + 86_400_000)}`)).total).toBe(0);
    expect((await audit(`target=layout:channel-home&to=${chinaDay(Date.now() - 86_400_000)}`)).total).toBe(0);
    expect((await audit('operator=nobody')).list).toEqual([]);
  });

  it('refuses malformed filters with a Chinese message', async () => {
    expectRefusal(await t.ops('GET', '/audit?from=2026-13-45', editor), 400, /from/);
    expectRefusal(await t.ops('GET', '/audit?action=DROP%20TABLE', editor), 400, /action/);
    expectRefusal(await t.ops('GET', '/audit?operator=' + 'x'.repeat(65), editor), 400, /operator/);
  });
});
