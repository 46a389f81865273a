import { describe, expect, it } from 'vitest';
import { applyNodeWindows, inWindow } from './node-windows';

const at = (iso: string) => Date.parse(iso);

describe('section time windows', () => {
  const doc = {
    id: 'home',
    body: [
      { id: 'always', widget: 'search-bar' },
      { id: 'later', widget: 'banner', schedule: { start: '2026-12-01T00:00:00.000Z' } },
      {
        id: 'group',
        widget: 'section',
        children: [
          { id: 'ended', widget: 'text', schedule: { end: '2026-11-01T00:00:00.000Z' } },
          { id: 'now', widget: 'text', schedule: { start: '2026-11-01T00:00:00.000Z', end: '2026-11-30T00:00:00.000Z' } },
        ],
      },
    ],
    overlays: [{ id: 'pop', widget: 'dialog', schedule: { end: '2026-11-25T00:00:00.000Z' } }],
  };

  it('shows a node from its start (inclusive) until its end (exclusive)', () => {
    const node = { schedule: { start: '2026-11-01T00:00:00.000Z', end: '2026-11-02T00:00:00.000Z' } };
    expect(inWindow(node, at('2026-10-31T23:59:59.999Z'))).toBe(false);
    expect(inWindow(node, at('2026-11-01T00:00:00.000Z'))).toBe(true);
    expect(inWindow(node, at('2026-11-02T00:00:00.000Z'))).toBe(false);
    expect(inWindow({}, 0)).toBe(true);
  });

  it('leaves out nodes outside their window, nested ones and overlays too, and says when the answer next changes', () => {
    const result = applyNodeWindows(doc, at('2026-11-24T12:00:00.000Z'));
    expect(result.changed).toBe(true);
    const filtered = result.document as typeof doc;
    expect(filtered.body.map((n) => n.id)).toEqual(['always', 'group']);
    expect(filtered.body[1].children?.map((n) => n.id)).toEqual(['now']);
    expect(filtered.overlays.map((n) => n.id)).toEqual(['pop']);
    expect(result.nextBoundary).toBe(at('2026-11-25T00:00:00.000Z'));
    // The stored document is not touched.
    expect(doc.body).toHaveLength(3);
  });

  it('answers the same document when every node is in its window', () => {
    const result = applyNodeWindows({ id: 'x', body: [{ id: 'a', widget: 'w' }] }, 0);
    expect(result).toEqual({ document: { id: 'x', body: [{ id: 'a', widget: 'w' }] }, changed: false, nextBoundary: undefined });
  });
});
