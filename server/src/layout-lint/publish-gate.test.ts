import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openOpsApp, type OpsTestApp } from '../modules/ops/ops-test-kit';
import { expectRefusal } from '../testing/schema-assert';
import { testDatabases } from '../testing/test-database';

// The publish gate runs the layout lint: a dead link and a text prop bound to a list are refused at
// their node and field, in Chinese, and the live layout stays as it was.

type Node = { id: string; widget: string; bind?: Record<string, unknown>; on?: Record<string, unknown[]> } & Record<string, unknown>;
type Doc = { id: string; body: Node[] } & Record<string, unknown>;

const ID = 'channel-home.3';

describe.each(testDatabases())('the publish gate on %s', (kind) => {
  let t: OpsTestApp;
  let publisher: { cookie: string };

  beforeAll(async () => {
    t = await openOpsApp(kind);
    publisher = await t.signInAs('gate-publisher', 'publisher');
  });
  afterAll(async () => {
    await t?.close();
  });

  it('refuses a dead link and a string ← array binding with Chinese messages at the node and field', async () => {
    const start = (await t.ops('GET', `/layouts/${ID}`, publisher)).json().data as { document: Doc; revision: number };
    const broken: Doc = {
      ...start.document,
      body: start.document.body.map((node) =>
        node.id === 'section-case' ? { ...node, bind: { title: '$data.home.banners' }, on: { more: [{ action: 'open-link', url: {} }] } } : node,
      ),
    };
    const saved = (await t.ops('PUT', `/layouts/${ID}/draft`, publisher, { document: broken, base_revision: start.revision })).json().data as {
      revision: number;
    };
    const refused = await t.ops('POST', `/layouts/${ID}/publish`, publisher, { revision: saved.revision });
    expectRefusal(refused, 422, '布局校验未通过，不能发布');
    const problems = refused.json().data.problems as Array<{ path: string; node_id: string | null; kind: string; message: string; reason?: string }>;
    const at = `/body/${broken.body.findIndex((node) => node.id === 'section-case')}`;
    expect(problems).toEqual([
      {
        path: `${at}/bind/title`,
        node_id: 'section-case',
        kind: 'binding-type',
        message: '节点 section-case（分区）的属性 title（分区标题）要求文字，但绑定的 $data.home.banners 是列表',
        // What the console shows beside the field itself.
        reason: '要求文字，但绑定的 $data.home.banners 是列表',
      },
      {
        path: `${at}/on/more/0/url`,
        node_id: 'section-case',
        kind: 'action-arg',
        message: '节点 section-case（分区）的事件 more 第 1 个动作 open-link 的参数 url（链接）必须是非空文字，或指向文字的引用，现在是 {}',
        reason: '必须是非空文字，或指向文字的引用，现在是 {}',
      },
    ]);
    // The live check the console runs on every edit says the same.
    const checked = (await t.ops('POST', `/layouts/${ID}/validate`, publisher, { document: broken })).json().data.problems;
    expect(checked).toEqual(problems);
    // Nothing went live: the channel still gets the default layout.
    const live = (await t.app.inject(`/layout/api/layouts/${ID}?fallback=channel-home`)).json().data as Doc;
    expect(live.id).toBe('channel-home');
  });
});
