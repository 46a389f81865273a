import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import type { LayoutNode } from '../../contract/generated/schema-types';
import { renderNode } from '../../src/test-utils/render-node';

/**
 * Stored XSS, client side (docs/security.md): text that users write (comment content, names and nicknames, chat
 * messages, quoted chat, search words) is rendered as text by every widget that shows it. Each widget's
 * own example is rendered with those fields replaced by markup payloads; no element may come from them
 * and the payload must be visible as literal text. The server side (values come back as typed) is
 * covered by server/src/modules/privacy and the module tests.
 */
const PAYLOAD = '<img src=x onerror="window.__xss=1"><script>window.__xss=1</script><svg onload="window.__xss=1">&amp;';
/** Props keys that carry text some user wrote. */
const USER_TEXT = new Set(['name', 'nickname', 'nick_name', 'content', 'message', 'reply_name', 'cite_content', 'title', 'text', 'value']);
/** Widgets that show user-written text (the title key only counts in search-history: users type those words). */
const WIDGETS = ['comment-thread', 'profile-card', 'live-chat', 'search-history', 'setting-cell'];

function poison(value: unknown, widget: string): unknown {
  if (Array.isArray(value)) return value.map((item) => poison(item, widget));
  if (value === null || typeof value !== 'object') return value;
  return Object.fromEntries(
    Object.entries(value).map(([key, item]) => {
      const userText = USER_TEXT.has(key) && (key !== 'title' || widget === 'search-history' || widget === 'setting-cell');
      return [key, userText && typeof item === 'string' ? PAYLOAD : poison(item, widget)];
    }),
  );
}

function exampleOf(widget: string): LayoutNode | null {
  const dir = join(process.cwd(), 'widgets', widget);
  const file = readdirSync(dir).find((name) => name.endsWith('.example.json'));
  return file ? (JSON.parse(readFileSync(join(dir, file), 'utf8')) as LayoutNode) : null;
}

declare global {
  interface Window {
    __xss?: number;
  }
}

describe('user-written text renders inert', () => {
  afterEach(() => {
    delete window.__xss;
  });

  it.each(WIDGETS.filter((widget) => exampleOf(widget)))('%s', async (widget) => {
    const node = exampleOf(widget)!;
    const poisoned = { ...node, props: poison(node.props, widget) } as LayoutNode;
    const { container } = await renderNode(poisoned);
    expect(container.querySelectorAll('script, [onerror], [onload], img[src="x"], svg[onload]')).toHaveLength(0);
    expect(window.__xss).toBeUndefined();
    // Shown as typed: the markup is visible as text, and "&amp;" is neither decoded nor escaped twice.
    expect(container.textContent ?? '').toContain(PAYLOAD);
  });

  /**
   * Widgets allowed to insert HTML: each renders only fields the server passes through sanitizeRichHtml (bodies
   * from the API, and literal section HTML through server/src/html/layout-html.ts, whose HTML_PROPS names these).
   */
  const SANITISED_HTML_WIDGETS = [
    'widgets/live-column-tabs/live-column-tabs.tsx', // tab content of type 3 (server/src/modules/lives/live-detail.ts)
    'widgets/rich-text/rich-text.tsx', // article, download, meeting, topic and live bodies
    'widgets/study-group/study-group.tsx', // a group's members-only content, cleaned on save and on read (server/src/modules/study-groups)
  ];

  it('only widgets showing sanitised article/CMS HTML insert markup', () => {
    const offenders: string[] = [];
    const walk = (dir: string) => {
      for (const entry of readdirSync(dir, { withFileTypes: true })) {
        const path = join(dir, entry.name);
        if (entry.isDirectory()) walk(path);
        else if (
          /\.tsx?$/.test(entry.name) &&
          !/\.test\.tsx?$/.test(entry.name) &&
          /dangerouslySetInnerHTML|\.innerHTML\s*=|insertAdjacentHTML|outerHTML\s*=/.test(readFileSync(path, 'utf8'))
        )
          offenders.push(path.replace(`${process.cwd()}/`, ''));
      }
    };
    walk(join(process.cwd(), 'widgets'));
    walk(join(process.cwd(), 'src'));
    expect(offenders.filter((path) => !path.startsWith('contract/generated/')).sort()).toEqual(SANITISED_HTML_WIDGETS);
  });
});
