import { describe, expect, it } from 'vitest';
import { readDraftMessage, readFrameMessage } from './canvas-messages';

const doc = { id: 'channel-home.3', version: 1, body: [] };

describe('readDraftMessage', () => {
  it('accepts a draft with labels and a selection', () => {
    const message = { kind: 'sdui-canvas:draft', doc, labels: { 'section-case': '病例（section）' }, selectedId: 'section-case' };
    expect(readDraftMessage(message)).toEqual(message);
  });

  it('accepts a draft with nothing selected', () => {
    expect(readDraftMessage({ kind: 'sdui-canvas:draft', doc, labels: {}, selectedId: null })?.selectedId).toBeNull();
  });

  it('drops anything else', () => {
    const base = { kind: 'sdui-canvas:draft', doc, labels: {}, selectedId: null };
    for (const data of [
      null,
      'sdui-canvas:draft',
      [],
      { ...base, kind: 'sdui-canvas:select' },
      { ...base, kind: 'other:draft' },
      { ...base, doc: undefined },
      { ...base, doc: [doc] },
      { ...base, doc: 'a layout' },
      { ...base, labels: undefined },
      { ...base, labels: ['病例'] },
      { ...base, labels: { a: 1 } },
      { ...base, labels: { a: 'x'.repeat(501) } },
      { ...base, selectedId: undefined },
      { ...base, selectedId: '' },
      { ...base, selectedId: 7 },
      { ...base, selectedId: 'x'.repeat(201) },
    ]) {
      expect(readDraftMessage(data), JSON.stringify(data)).toBeNull();
    }
  });

  it('keeps only the known fields', () => {
    const read = readDraftMessage({ kind: 'sdui-canvas:draft', doc, labels: {}, selectedId: null, extra: '<script>' });
    expect(read).not.toHaveProperty('extra');
  });
});

describe('readFrameMessage', () => {
  it('reads ready, select and rejected', () => {
    expect(readFrameMessage({ kind: 'sdui-canvas:ready' })).toEqual({ kind: 'sdui-canvas:ready' });
    expect(readFrameMessage({ kind: 'sdui-canvas:select', nodeId: 'section-live' })).toEqual({ kind: 'sdui-canvas:select', nodeId: 'section-live' });
    expect(readFrameMessage({ kind: 'sdui-canvas:rejected', reason: 'bad' })).toEqual({ kind: 'sdui-canvas:rejected', reason: 'bad' });
    expect(readFrameMessage({ kind: 'sdui-canvas:move', nodeId: 'section-case', overId: 'section-live', extra: 1 })).toEqual({
      kind: 'sdui-canvas:move',
      nodeId: 'section-case',
      overId: 'section-live',
    });
  });

  it('drops unknown kinds and wrong fields', () => {
    for (const data of [
      undefined,
      42,
      { kind: 'sdui-canvas:draft', doc },
      { kind: 'sdui-canvas:select' },
      { kind: 'sdui-canvas:select', nodeId: '' },
      { kind: 'sdui-canvas:select', nodeId: { id: 'a' } },
      { kind: 'sdui-canvas:rejected', reason: 3 },
      { kind: 'sdui-canvas:move', nodeId: 'section-case' },
      { kind: 'sdui-canvas:move', nodeId: 'section-case', overId: 'section-case' },
      { kind: 'sdui-canvas:move', nodeId: 'section-case', overId: 'x'.repeat(201) },
      { type: 'sdui-canvas:ready' },
    ]) {
      expect(readFrameMessage(data), JSON.stringify(data)).toBeNull();
    }
  });
});
