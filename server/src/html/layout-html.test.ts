import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { publicDocument } from '../modules/layouts/public-document';
import { HTML_PROPS, layoutHtmlProblems, sanitizeLayoutHtml } from './layout-html';

const FORM = '<form action="/ops/api/layouts/x/publish" method="post"><button>发布</button></form><p>说明</p>';

describe('HTML in layout sections', () => {
  it('knows every widget that inserts HTML (a new one must say which of its props are HTML)', () => {
    const widgetsDir = join(process.cwd(), 'widgets');
    const inserting = readdirSync(widgetsDir, { withFileTypes: true })
      .filter((entry) => entry.isDirectory())
      .filter((entry) =>
        readdirSync(join(widgetsDir, entry.name)).some(
          (file) =>
            /\.tsx?$/.test(file) &&
            !/\.test\.tsx?$/.test(file) &&
            /dangerouslySetInnerHTML|\.innerHTML\s*=|insertAdjacentHTML/.test(readFileSync(join(widgetsDir, entry.name, file), 'utf8')),
        ),
      )
      .map((entry) => entry.name)
      .sort();
    expect(inserting).toEqual(Object.keys(HTML_PROPS).sort());
  });

  it('the bundled layouts (layouts/, landing templates) hold only HTML the allow-list keeps: their save would pass', () => {
    const folders = ['layouts', 'layouts/landing-templates'];
    const problems = folders.flatMap((folder) =>
      readdirSync(join(process.cwd(), folder))
        .filter((file) => file.endsWith('.json'))
        .flatMap((file) => layoutHtmlProblems(JSON.parse(readFileSync(join(process.cwd(), folder, file), 'utf8'))).map((problem) => ({ file, ...problem }))),
    );
    expect(problems).toEqual([]);
  });

  it('cleans literal HTML wherever the section is (children, overlays, array items) and leaves bindings and other props alone', () => {
    const doc = {
      id: 'x',
      body: [{ id: 'a', widget: 'section', props: { title: '<b>标题</b>' }, children: [{ id: 'b', widget: 'rich-text', props: { html: FORM } }] }],
      overlays: [{ id: 'c', widget: 'live-column-tabs', props: { columns: [{ name: 'n', content: FORM }, { name: 'm' }] } }],
      data: { note: { html: FORM } },
    };
    expect(sanitizeLayoutHtml(doc)).toEqual({
      ...doc,
      body: [{ ...doc.body[0], children: [{ id: 'b', widget: 'rich-text', props: { html: '<p>说明</p>' } }] }],
      overlays: [{ id: 'c', widget: 'live-column-tabs', props: { columns: [{ name: 'n', content: '<p>说明</p>' }, { name: 'm' }] } }],
    });
    expect(layoutHtmlProblems(doc).map((problem) => [problem.path, problem.node_id, problem.found])).toEqual([
      ['/body/0/children/0/props/html', 'b', ['<form>', '<button>']],
      ['/overlays/0/props/columns/0/content', 'c', ['<form>', '<button>']],
    ]);
    const clean = { id: 'y', body: [{ id: 'r', widget: 'rich-text', props: { html: '$data.detail.content' }, bind: { html: '$data.detail.content' } }] };
    // Nothing to clean: the very same document (the cached answer and its ETag stay as they were).
    expect(sanitizeLayoutHtml(clean)).toBe(clean);
    expect(layoutHtmlProblems(clean)).toEqual([]);
  });

  it('a public document has no hidden section (with its children) and only clean HTML; the stored one is untouched', () => {
    const doc = {
      id: 'x',
      body: [
        { id: 'shown', widget: 'rich-text', props: { html: FORM } },
        {
          id: 'gone',
          widget: 'section',
          hidden: true,
          props: { title: '隐藏的区块' },
          children: [{ id: 'gone-child', widget: 'content-list', bind: { items: '$data.secret.list' } }],
        },
      ],
      overlays: [{ id: 'gone-overlay', widget: 'dialog', hidden: true }],
    };
    const served = publicDocument(doc, Date.now());
    expect(served.changed).toBe(true);
    const raw = JSON.stringify(served.document);
    for (const trace of ['gone', '隐藏的区块', '$data.secret.list', '<form', 'hidden']) expect(raw).not.toContain(trace);
    expect(served.document).toEqual({ id: 'x', body: [{ id: 'shown', widget: 'rich-text', props: { html: '<p>说明</p>' } }], overlays: [] });
    expect(doc.body).toHaveLength(2);
    const plain = { id: 'p', body: [{ id: 'a', widget: 'rich-text', props: { html: '<p>一</p>' } }] };
    expect(publicDocument(plain, Date.now())).toEqual({ document: plain, changed: false, nextBoundary: undefined });
  });
});
