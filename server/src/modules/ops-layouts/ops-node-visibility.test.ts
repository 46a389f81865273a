import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectDataMatches } from '../../testing/schema-assert';
import { testDatabases } from '../../testing/test-database';
import { nodeHidden, setNodeHidden } from './node-visibility';
import { NODE_VISIBILITY_MESSAGES } from './ops-node-visibility.routes';
import { openOpsApp, type OpsTestApp } from '../ops/ops-test-kit';

describe('setNodeHidden', () => {
  const doc = {
    id: 'x',
    body: [{ id: 'a', widget: 'section', children: [{ id: 'b', widget: 'rich-text' }] }],
    overlays: [{ id: 'c', widget: 'dialog' }],
  };

  it('flags the node wherever it is (children, overlays) and leaves the rest as it was', () => {
    const inChild = setNodeHidden(doc, 'b', true);
    expect(inChild).toMatchObject({ found: true, changed: true });
    expect(inChild.document).toEqual({ ...doc, body: [{ ...doc.body[0], children: [{ id: 'b', widget: 'rich-text', hidden: true }] }] });
    expect(nodeHidden(inChild.document, 'b')).toBe(true);
    expect(nodeHidden(setNodeHidden(doc, 'c', true).document, 'c')).toBe(true);
    expect(nodeHidden(doc, 'a')).toBe(false);
    expect(nodeHidden(doc, 'zz')).toBeUndefined();
  });

  it('shows a node again by removing the flag; no change when it already is in that state; missing nodes are said so', () => {
    const hidden = setNodeHidden(doc, 'a', true).document;
    const shown = setNodeHidden(hidden, 'a', false);
    expect(shown.changed).toBe(true);
    expect(shown.document).toEqual(doc);
    expect(setNodeHidden(doc, 'a', false)).toEqual({ document: doc, found: true, changed: false });
    expect(setNodeHidden(doc, 'zz', true)).toEqual({ document: doc, found: false, changed: false });
    expect(setNodeHidden('not a document', 'a', true).found).toBe(false);
  });
});

interface Node {
  id: string;
  hidden?: boolean;
}

describe.each(testDatabases())('the kill switch (POST /ops/api/layouts/:id/nodes/:node/visibility) on %s', (kind) => {
  let t: OpsTestApp;
  let publisher: { cookie: string };
  let editor: { cookie: string };
  const ID = 'channel-home';
  const served = async () => (await t.app.inject(`/layout/api/layouts/${ID}`)).json().data as { title?: string; body: Node[] };
  /** The public answer as sent, and whether anything of the section "section-case" (id, child, props, bindings) is in it. */
  const rawServed = async () => (await t.app.inject(`/layout/api/layouts/${ID}`)).body;
  const SECTION_CASE_TRACES = ['"section-case"', '"section-case-list"', '$data.sections.case.count', '$data.sections.case.list', '"病例"'];
  const visibility = (node: string, hidden: boolean, who = publisher) => t.ops('POST', `/layouts/${ID}/nodes/${node}/visibility`, who, { hidden });

  beforeAll(async () => {
    t = await openOpsApp(kind);
    publisher = await t.signInAs('kill-switch-publisher', 'publisher');
    editor = await t.signInAs('kill-switch-editor', 'editor');
  });
  afterAll(async () => {
    await t?.close();
  });

  it('is for publishers only', async () => {
    const refused = await visibility('section-case', true, editor);
    expect(refused.statusCode).toBe(403);
    expect((await served()).body.find((node) => node.id === 'section-case')?.hidden).toBeUndefined();
  });

  it('hides a section of the live page in one audited step, and shows it again', async () => {
    const before = (await t.ops('GET', `/layouts/${ID}`, publisher)).json().data as { revision: number; published_revision: number };
    const hidden = await visibility('section-case', true);
    expect(hidden.statusCode, hidden.body).toBe(200);
    expectDataMatches('schemas/ops/ops-node-visibility-changed.json', hidden.json());
    expect(hidden.json().data).toEqual({ published_revision: before.revision + 1, draft_revision: null, hidden: true, changed: true });
    // The hidden section is not in the public answer at all (not sent flagged), while
    // the console's answer keeps it, flagged, so it can be shown again.
    const raw = await rawServed();
    for (const trace of SECTION_CASE_TRACES) expect(raw).not.toContain(trace);
    expect(raw).toContain('"section-live"');
    const stored = (await t.ops('GET', `/layouts/${ID}`, publisher)).json().data as { document: { body: Node[] } };
    expect(stored.document.body.find((node) => node.id === 'section-case')?.hidden).toBe(true);

    // Again: nothing to do, no new revision.
    const again = await visibility('section-case', true);
    expect(again.json().data).toEqual({ published_revision: before.revision + 1, draft_revision: null, hidden: true, changed: false });

    const shown = await visibility('section-case', false);
    expect(shown.json().data).toMatchObject({ published_revision: before.revision + 2, changed: true, hidden: false });
    expect((await served()).body.find((node) => node.id === 'section-case')).not.toHaveProperty('hidden');
    const back = await rawServed();
    for (const trace of SECTION_CASE_TRACES) expect(back).toContain(trace);

    const audit = (await t.ops('GET', '/audit?pageSize=20', publisher)).json().data.list as Array<{ action: string; detail: object; operator: string }>;
    const entries = audit.filter((entry) => entry.action.startsWith('layout.node-'));
    expect(entries.map((entry) => entry.action)).toEqual(['layout.node-show', 'layout.node-hide']);
    expect(entries[1]).toMatchObject({ operator: 'kill-switch-publisher', detail: { node: 'section-case', revision: before.revision + 1 } });
    const history = (await t.ops('GET', `/layouts/${ID}/revisions`, publisher)).json().data.list as Array<{ revision: number; note: string; current: boolean }>;
    expect(history[0]).toMatchObject({ revision: before.revision + 2, note: NODE_VISIBILITY_MESSAGES.shownNote('section-case'), current: true });
    expect(history[1]).toMatchObject({ revision: before.revision + 1, note: NODE_VISIBILITY_MESSAGES.hiddenNote('section-case') });
  });

  it("keeps a colleague's unpublished draft: it is saved again on top, with the same section hidden", async () => {
    const current = (await t.ops('GET', `/layouts/${ID}`, publisher)).json().data as { document: { body: Node[] }; revision: number };
    const draft = await t.ops('PUT', `/layouts/${ID}/draft`, editor, {
      document: { ...current.document, title: '草稿里的标题' },
      base_revision: current.revision,
    });
    const draftRevision = draft.json().data.revision as number;
    const hidden = await visibility('section-live', true);
    expect(hidden.json().data).toEqual({ published_revision: draftRevision + 1, draft_revision: draftRevision + 2, hidden: true, changed: true });
    // Live: the published revision without the draft's title, with the section hidden.
    const live = await served();
    expect(live.title).not.toBe('草稿里的标题');
    expect(live.body.find((node) => node.id === 'section-live')).toBeUndefined();
    expect(live.body.find((node) => node.id === 'section-case')).toBeDefined();
    // Editors go on from the draft, which has both.
    const editing = (await t.ops('GET', `/layouts/${ID}`, editor)).json().data as {
      document: { title: string; body: Node[] };
      revision: number;
      has_draft: boolean;
    };
    expect(editing).toMatchObject({ revision: draftRevision + 2, has_draft: true, document: { title: '草稿里的标题' } });
    expect(editing.document.body.find((node) => node.id === 'section-live')?.hidden).toBe(true);
    // And the draft, hidden section included, still passes the publish gate.
    const published = await t.ops('POST', `/layouts/${ID}/publish`, publisher, { revision: editing.revision });
    expect(published.statusCode, published.body).toBe(200);
  });

  it('says when the section is not on the live page, or the page was never published', async () => {
    const missing = await visibility('no-such-node', true);
    expect([missing.statusCode, missing.json().message]).toEqual([404, NODE_VISIBILITY_MESSAGES.nodeMissing]);
    const unstored = await t.ops('POST', '/layouts/channel-home.424242/nodes/section-case/visibility', publisher, { hidden: true });
    expect([unstored.statusCode, unstored.json().message]).toEqual([404, NODE_VISIBILITY_MESSAGES.notPublished]);
    const malformed = await t.ops('POST', `/layouts/${ID}/nodes/Bad_Id/visibility`, publisher, { hidden: true });
    expect(malformed.statusCode).toBe(400);
  });
});
