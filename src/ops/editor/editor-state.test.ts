import { describe, expect, it } from 'vitest';
import type { LayoutDocument } from '../../../contract/generated/schema-types';
import { canUndo, hasUnsavedChanges } from './draft-history';
import { editorReducer, type EditorAction, type EditorState } from './editor-state';
import { moveNode, removeNode } from './outline-tree';

const layout: LayoutDocument = {
  schemaVersion: 1,
  id: 'channel-home.2',
  body: [
    { id: 'section-live', widget: 'section', props: { title: '直播' } },
    { id: 'section-case', widget: 'section', props: { title: '病例' } },
  ],
};

function run(...actions: EditorAction[]): EditorState | null {
  return actions.reduce(editorReducer, null);
}

const ids = (state: EditorState | null) => state?.draft.present.body.map((node) => node.id);
const loaded: EditorAction = { type: 'loaded', layout: { document: layout, revision: 3, published_revision: 2 } };

describe('layout editor state', () => {
  it('ignores everything before the layout is loaded', () => {
    expect(run({ type: 'undo' }, { type: 'edit', change: (doc) => doc })).toBeNull();
  });

  it('applies edits to the current draft and undoes/redoes them', () => {
    const moved = run(loaded, { type: 'edit', change: (doc) => moveNode(doc, 'section-case', -1) });
    expect(ids(moved)).toEqual(['section-case', 'section-live']);
    expect(hasUnsavedChanges(moved!.draft)).toBe(true);
    const undone = editorReducer(moved, { type: 'undo' });
    expect(ids(undone)).toEqual(['section-live', 'section-case']);
    expect(hasUnsavedChanges(undone!.draft)).toBe(false);
    expect(ids(editorReducer(undone, { type: 'redo' }))).toEqual(['section-case', 'section-live']);
  });

  it('returns the same state for an edit that changes nothing', () => {
    const state = run(loaded);
    expect(editorReducer(state, { type: 'edit', change: (doc) => removeNode(doc, 'no-such-node') })).toBe(state);
  });

  it('records a save with its revision, and a publish', () => {
    const edited = run(loaded, { type: 'edit', change: (doc) => removeNode(doc, 'section-live') });
    const saved = editorReducer(edited, { type: 'saved', doc: edited!.draft.present, revision: 4 });
    expect(saved?.revision).toBe(4);
    expect(hasUnsavedChanges(saved!.draft)).toBe(false);
    expect(canUndo(saved!.draft)).toBe(true);
    expect(editorReducer(saved, { type: 'published', revision: 4 })?.publishedRevision).toBe(4);
  });

  it('starts a fresh history when the layout is loaded again', () => {
    const reloaded = run(loaded, { type: 'edit', change: (doc) => removeNode(doc, 'section-live') }, loaded);
    expect(canUndo(reloaded!.draft)).toBe(false);
    expect(hasUnsavedChanges(reloaded!.draft)).toBe(false);
    expect(reloaded?.revision).toBe(3);
  });
});

describe('layout editor state after a merged conflict', () => {
  it('puts the merged draft in place (undo brings the own draft back) and takes the newer revision as its base', () => {
    const edited = run(loaded, { type: 'edit', change: (doc) => moveNode(doc, 'section-case', -1) });
    const current: LayoutDocument = { ...layout, title: '呼吸' };
    const merged: LayoutDocument = { ...current, body: [...current.body].reverse() };
    const state = editorReducer(edited, { type: 'merged', doc: merged, current, revision: 5 });
    expect(state?.revision).toBe(5);
    expect(state?.draft.present).toBe(merged);
    expect(state?.draft.saved).toBe(current);
    expect(hasUnsavedChanges(state!.draft)).toBe(true);
    const undone = editorReducer(state, { type: 'undo' });
    expect(ids(undone)).toEqual(['section-case', 'section-live']);
  });
});
