import type { LayoutDocument } from '../../../contract/generated/schema-types';
import { historyReducer, startHistory, type DraftHistory } from './draft-history';

// The layout editor's state in one place: the draft with its undo history, and the revisions it is based
// on. Every change of the draft is an action here, so undo/redo and "unsaved changes" see all of them.

export interface EditorState {
  draft: DraftHistory<LayoutDocument>;
  /** The revision the draft is based on (0: not stored yet). */
  revision: number;
  publishedRevision: number | null;
}

export interface LoadedLayout {
  document: LayoutDocument;
  revision: number;
  published_revision: number | null;
}

export type EditorAction =
  | { type: 'loaded'; layout: LoadedLayout }
  /** `change` gets the current draft, so an edit decided after a confirmation applies to the latest one. */
  | { type: 'edit'; change: (doc: LayoutDocument) => LayoutDocument; group?: string; at?: number }
  | { type: 'undo' }
  | { type: 'redo' }
  | { type: 'checkpoint' }
  | { type: 'saved'; doc: LayoutDocument; revision: number }
  | { type: 'published'; revision: number }
  /**
   * After a save conflict: the draft becomes the merge of the operator's edits and the newer revision
   * `current`, which is now the base (so "unsaved changes" and the next merge compare with it).
   */
  | { type: 'merged'; doc: LayoutDocument; current: LayoutDocument; revision: number };

export function editorReducer(state: EditorState | null, action: EditorAction): EditorState | null {
  if (action.type === 'loaded')
    return { draft: startHistory(action.layout.document), revision: action.layout.revision, publishedRevision: action.layout.published_revision };
  if (!state) return state;
  switch (action.type) {
    case 'edit': {
      const draft = historyReducer(state.draft, { type: 'edit', next: action.change(state.draft.present), group: action.group, at: action.at });
      return draft === state.draft ? state : { ...state, draft };
    }
    case 'undo':
    case 'redo':
    case 'checkpoint': {
      const draft = historyReducer(state.draft, action);
      return draft === state.draft ? state : { ...state, draft };
    }
    case 'saved':
      return { ...state, draft: historyReducer(state.draft, { type: 'saved', value: action.doc }), revision: action.revision };
    case 'published':
      return { ...state, publishedRevision: action.revision };
    case 'merged': {
      const draft = historyReducer(state.draft, { type: 'edit', next: action.doc });
      return { ...state, draft: historyReducer(draft, { type: 'saved', value: action.current }), revision: action.revision };
    }
  }
}
