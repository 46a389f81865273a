import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testDatabases } from '../../testing/test-database';
import { openOpsApp, type OpsTestApp } from '../ops/ops-test-kit';
import { publishDraft, saveDraft } from './ops-layouts.repository';

// An editor's draft held a rich-text section whose literal `html` was a form aimed at
// the publish route, a full-screen overlay and a javascript: link; the publisher's preview showed it and
// one click published. The save refuses such HTML, naming the section and field; a draft written past
// the save (straight into the database) cannot be published, and every public answer (the live layout,
// the draft preview link) carries only what the allow-list keeps.

type Node = { id: string; widget: string; props?: Record<string, unknown>; children?: Node[] };
type Doc = { id: string; body: Node[] } & Record<string, unknown>;

const ID = 'channel-home.35';
const PUBLISH_FORM = `<form action="/ops/api/layouts/${ID}/publish" method="post"><input name="revision" value="1"><button>确认发布</button></form>`;
const OVERLAY = '<a href="https://evil.example/" style="position:fixed;inset:0;z-index:99999;background:#fff" target="_top">请点击继续</a>';
const SCRIPT_LINK = '<a href="javascript:fetch(\'/ops/api/layouts\')">查看详情</a>';
const ATTACK = `<p>会议通知</p>${PUBLISH_FORM}${OVERLAY}${SCRIPT_LINK}`;
/** The markup of the attack that must never reach a phone or a preview. */
const TRACES = ['<form', '<input', '<button', '/ops/api', 'position', 'z-index', 'javascript:', 'target=\\"_top\\"', '确认发布'];

const withNote = (doc: Doc, html: string, tabs?: string): Doc => ({
  ...doc,
  body: [
    ...doc.body,
    { id: 'editor-note', widget: 'rich-text', props: { html } },
    ...(tabs === undefined ? [] : [{ id: 'editor-tabs', widget: 'live-column-tabs', props: { columns: [{ name: '介绍', content_type: 3, content: tabs }] } }]),
  ],
});

describe.each(testDatabases())('HTML in layout sections on %s', (kind) => {
  let t: OpsTestApp;
  let publisher: { cookie: string };
  let editor: { cookie: string };
  let start: { document: Doc; revision: number };

  beforeAll(async () => {
    t = await openOpsApp(kind);
    publisher = await t.signInAs('html-publisher', 'publisher');
    editor = await t.signInAs('html-editor', 'editor');
    start = (await t.ops('GET', `/layouts/${ID}`, editor)).json().data as { document: Doc; revision: number };
  });
  afterAll(async () => {
    await t?.close();
  });

  it("refuses an editor's draft whose section HTML holds a form, an overlay or a javascript: link, naming what is not allowed, and stores nothing", async () => {
    const refused = await t.ops('PUT', `/layouts/${ID}/draft`, editor, { document: withNote(start.document, ATTACK), base_revision: start.revision });
    expect(refused.statusCode).toBe(422);
    const answer = refused.json() as { message: string; data: { problems: Array<{ node_id: string; kind: string; path: string }> } };
    expect(answer.message).toContain('区块 editor-note 的字段 html 含有不允许的内容');
    for (const named of ['<form>', '<input>', '<button>', '样式 position', '样式 z-index', 'target 属性', 'javascript: 链接'])
      expect(answer.message).toContain(named);
    expect(answer.data.problems).toEqual([
      expect.objectContaining({ node_id: 'editor-note', kind: 'unsafe-html', path: `/body/${start.document.body.length}/props/html` }),
    ]);
    // A live column tab's content is HTML too.
    const tabs = await t.ops('PUT', `/layouts/${ID}/draft`, editor, {
      document: withNote(start.document, '<p>正文</p>', SCRIPT_LINK),
      base_revision: start.revision,
    });
    expect(tabs.statusCode).toBe(422);
    expect(tabs.json().message).toContain('区块 editor-tabs 的字段 columns.0.content 含有不允许的内容：javascript: 链接');
    expect((await t.ops('GET', `/layouts/${ID}`, editor)).json().data.revision).toBe(start.revision);
    // Validation says the same, at the section.
    const checked = (await t.ops('POST', `/layouts/${ID}/validate`, editor, { document: withNote(start.document, ATTACK) })).json().data.problems as Array<{
      kind: string;
    }>;
    expect(checked.map((problem) => problem.kind)).toContain('unsafe-html');
  });

  it('saves the allowed HTML as written', async () => {
    const html = '<h2>会议通知</h2><p style="text-align:center">欢迎参加</p><a href="https://www.example.org/">官网</a><a href="/article-detail/1">指南</a>';
    const saved = await t.ops('PUT', `/layouts/${ID}/draft`, editor, { document: withNote(start.document, html), base_revision: start.revision });
    expect(saved.statusCode, saved.body).toBe(200);
    const stored = (await t.ops('GET', `/layouts/${ID}`, editor)).json().data as { document: Doc; revision: number };
    expect(stored.document.body.find((node) => node.id === 'editor-note')?.props?.html).toBe(html);
    start = { document: start.document, revision: stored.revision };
  });

  it('a draft written straight into the database cannot be published, and its preview link shows only the clean HTML', async () => {
    const written = await saveDraft(t.app.db, {
      id: ID,
      document: withNote(start.document, ATTACK, SCRIPT_LINK),
      baseRevision: start.revision,
      author: 'html-editor',
    });
    if ('conflict' in written) throw new Error('the draft was not written');
    const refused = await t.ops('POST', `/layouts/${ID}/publish`, publisher, { revision: written.revision });
    expect(refused.statusCode).toBe(422);
    expect(
      (refused.json().data.problems as Array<{ kind: string; node_id: string }>)
        .filter((problem) => problem.kind === 'unsafe-html')
        .map((problem) => problem.node_id),
    ).toEqual(['editor-note', 'editor-tabs']);

    const link = (await t.ops('POST', `/layouts/${ID}/preview`, publisher)).json().data as { token: string };
    const preview = await t.app.inject(`/layout/api/layouts/${ID}?draft=${link.token}`);
    expect(preview.statusCode).toBe(200);
    for (const trace of TRACES) expect(preview.body).not.toContain(trace);
    const note = (preview.json().data as Doc).body.find((node) => node.id === 'editor-note');
    expect(note?.props?.html).toBe(
      '<p>会议通知</p><a href="https://evil.example/" rel="noopener noreferrer nofollow" target="_blank">请点击继续</a><a>查看详情</a>',
    );

    // Published past every gate (as if by a tool): the phones still get only the clean HTML.
    await publishDraft(t.app.db, { id: ID, revision: written.revision, author: 'html-publisher' });
    t.app.invalidateLayouts();
    const live = await t.app.inject(`/layout/api/layouts/${ID}`);
    expect(live.statusCode).toBe(200);
    for (const trace of TRACES) expect(live.body).not.toContain(trace);
    const tabs = (live.json().data as Doc).body.find((node) => node.id === 'editor-tabs');
    expect(tabs?.props?.columns).toEqual([{ name: '介绍', content_type: 3, content: '<a>查看详情</a>' }]);
  });
});
