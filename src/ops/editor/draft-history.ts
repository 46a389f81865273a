// The undo/redo history of a draft: what it was (past), what it is (present), what an undo took back
// (future), and which value was last saved, so "unsaved changes" means "not the saved value" even after
// undoing back to it. Pure, so every edit path of the editor goes through the same tested steps.

/** Steps kept to undo; the oldest are forgotten beyond this. */
export const HISTORY_LIMIT = 100;

/** Edits of one group (typing into one field) closer together than this are one step to undo. */
export const COALESCE_MS = 1000;

export interface DraftHistory<T> {
  past: T[];
  present: T;
  future: T[];
  saved: T;
  /** The last edit, while following edits of the same group may join its step. */
  open: { group: string; at: number } | null;
}

export type HistoryAction<T> =
  | { type: 'edit'; next: T; group?: string; at?: number }
  | { type: 'undo' }
  | { type: 'redo' }
  /** Ends the open step: the next edit is a step of its own even in the same group. */
  | { type: 'checkpoint' }
  | { type: 'saved'; value: T }
  /** Starts over from a freshly loaded value: nothing to undo, nothing unsaved. */
  | { type: 'reset'; value: T };

export function startHistory<T>(value: T): DraftHistory<T> {
  return { past: [], present: value, future: [], saved: value, open: null };
}

function joinsOpenStep<T>(history: DraftHistory<T>, group: string | undefined, at: number | undefined): boolean {
  const { open } = history;
  return open !== null && group !== undefined && at !== undefined && open.group === group && at - open.at <= COALESCE_MS && history.past.length > 0;
}

export function historyReducer<T>(history: DraftHistory<T>, action: HistoryAction<T>): DraftHistory<T> {
  switch (action.type) {
    case 'edit': {
      if (action.next === history.present) return history;
      const open = action.group !== undefined && action.at !== undefined ? { group: action.group, at: action.at } : null;
      if (joinsOpenStep(history, action.group, action.at)) return { ...history, present: action.next, future: [], open };
      const past = [...history.past, history.present];
      return { ...history, past: past.length > HISTORY_LIMIT ? past.slice(past.length - HISTORY_LIMIT) : past, present: action.next, future: [], open };
    }
    case 'undo': {
      if (history.past.length === 0) return history;
      const previous = history.past[history.past.length - 1];
      return { ...history, past: history.past.slice(0, -1), present: previous, future: [history.present, ...history.future], open: null };
    }
    case 'redo': {
      if (history.future.length === 0) return history;
      const [next, ...rest] = history.future;
      return { ...history, past: [...history.past, history.present], present: next, future: rest, open: null };
    }
    case 'checkpoint':
      return history.open === null ? history : { ...history, open: null };
    case 'saved':
      return { ...history, saved: action.value, open: null };
    case 'reset':
      return startHistory(action.value);
  }
}

export const canUndo = (history: DraftHistory<unknown>): boolean => history.past.length > 0;
export const canRedo = (history: DraftHistory<unknown>): boolean => history.future.length > 0;
/** Compared by identity: every edit makes a new value, and undoing to the saved one is clean again. */
export const hasUnsavedChanges = (history: DraftHistory<unknown>): boolean => history.present !== history.saved;
