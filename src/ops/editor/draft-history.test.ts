import { describe, expect, it } from 'vitest';
import {
  canRedo,
  canUndo,
  COALESCE_MS,
  hasUnsavedChanges,
  HISTORY_LIMIT,
  historyReducer,
  startHistory,
  type DraftHistory,
  type HistoryAction,
} from './draft-history';

interface Doc {
  text: string;
}

const doc = (text: string): Doc => ({ text });

function run(history: DraftHistory<Doc>, ...actions: Array<HistoryAction<Doc>>): DraftHistory<Doc> {
  return actions.reduce(historyReducer<Doc>, history);
}

describe('draft history', () => {
  it('starts clean with nothing to undo or redo', () => {
    const history = startHistory(doc('a'));
    expect(canUndo(history)).toBe(false);
    expect(canRedo(history)).toBe(false);
    expect(hasUnsavedChanges(history)).toBe(false);
  });

  it('undoes and redoes edits in order; the redone edit is the very same value', () => {
    const b = doc('b');
    const c = doc('c');
    let history = run(startHistory(doc('a')), { type: 'edit', next: b }, { type: 'edit', next: c });
    expect(history.present).toBe(c);
    history = run(history, { type: 'undo' });
    expect(history.present).toBe(b);
    history = run(history, { type: 'undo' });
    expect(history.present.text).toBe('a');
    expect(canUndo(history)).toBe(false);
    history = run(history, { type: 'redo' }, { type: 'redo' });
    expect(history.present).toBe(c);
    expect(canRedo(history)).toBe(false);
  });

  it('does nothing when there is nothing to undo or redo', () => {
    const history = startHistory(doc('a'));
    expect(run(history, { type: 'undo' })).toBe(history);
    expect(run(history, { type: 'redo' })).toBe(history);
  });

  it('forgets the undone future when a new edit is made', () => {
    const history = run(startHistory(doc('a')), { type: 'edit', next: doc('b') }, { type: 'undo' }, { type: 'edit', next: doc('c') });
    expect(history.present.text).toBe('c');
    expect(canRedo(history)).toBe(false);
    expect(history.past.map((d) => d.text)).toEqual(['a']);
  });

  it('ignores an edit that changes nothing', () => {
    const history = run(startHistory(doc('a')), { type: 'edit', next: doc('b') });
    expect(run(history, { type: 'edit', next: history.present })).toBe(history);
  });

  it(`keeps at most ${HISTORY_LIMIT} steps to undo, forgetting the oldest`, () => {
    let history = startHistory(doc('0'));
    for (let n = 1; n <= HISTORY_LIMIT + 20; n += 1) history = run(history, { type: 'edit', next: doc(String(n)) });
    expect(history.past).toHaveLength(HISTORY_LIMIT);
    expect(history.past[0].text).toBe('20');
    for (let n = 0; n < HISTORY_LIMIT; n += 1) history = run(history, { type: 'undo' });
    expect(history.present.text).toBe('20');
    expect(canUndo(history)).toBe(false);
    expect(history.future).toHaveLength(HISTORY_LIMIT);
  });

  it('joins quick edits of one group (typing into a field) into one step', () => {
    let history = startHistory(doc(''));
    history = run(
      history,
      { type: 'edit', next: doc('学'), group: 'node:a', at: 1000 },
      { type: 'edit', next: doc('学术'), group: 'node:a', at: 1000 + COALESCE_MS / 2 },
      { type: 'edit', next: doc('学术会'), group: 'node:a', at: 1000 + COALESCE_MS },
    );
    expect(history.past.map((d) => d.text)).toEqual(['']);
    expect(run(history, { type: 'undo' }).present.text).toBe('');
  });

  it('starts a new step after a pause, in another group, after a checkpoint, an undo or a save', () => {
    const typed = run(startHistory(doc('')), { type: 'edit', next: doc('a'), group: 'g', at: 0 });
    const pause = run(typed, { type: 'edit', next: doc('ab'), group: 'g', at: COALESCE_MS + 1 });
    expect(pause.past).toHaveLength(2);
    const other = run(typed, { type: 'edit', next: doc('ab'), group: 'h', at: 1 });
    expect(other.past).toHaveLength(2);
    const checkpoint = run(typed, { type: 'checkpoint' }, { type: 'edit', next: doc('ab'), group: 'g', at: 1 });
    expect(checkpoint.past).toHaveLength(2);
    const ungrouped = run(typed, { type: 'edit', next: doc('ab') }, { type: 'edit', next: doc('abc') });
    expect(ungrouped.past).toHaveLength(3);
    const saved = run(typed, { type: 'saved', value: typed.present }, { type: 'edit', next: doc('ab'), group: 'g', at: 1 });
    expect(saved.past).toHaveLength(2);
    const undone = run(typed, { type: 'edit', next: doc('ab'), group: 'h', at: 1 }, { type: 'undo' }, { type: 'edit', next: doc('ax'), group: 'g', at: 2 });
    expect(undone.past.map((d) => d.text)).toEqual(['', 'a']);
  });

  it('tells unsaved changes from the saved value, also after undoing back to it', () => {
    const saved = doc('saved');
    let history = startHistory(saved);
    history = run(history, { type: 'edit', next: doc('edited') });
    expect(hasUnsavedChanges(history)).toBe(true);
    history = run(history, { type: 'undo' });
    expect(history.present).toBe(saved);
    expect(hasUnsavedChanges(history)).toBe(false);
    history = run(history, { type: 'redo' });
    expect(hasUnsavedChanges(history)).toBe(true);
  });

  it('keeps the steps across a save; undoing past the save is an unsaved change again', () => {
    let history = run(startHistory(doc('a')), { type: 'edit', next: doc('b') });
    history = run(history, { type: 'saved', value: history.present });
    expect(hasUnsavedChanges(history)).toBe(false);
    expect(canUndo(history)).toBe(true);
    history = run(history, { type: 'undo' });
    expect(history.present.text).toBe('a');
    expect(hasUnsavedChanges(history)).toBe(true);
  });

  it('starts over on reset', () => {
    const fresh = doc('fresh');
    const history = run(startHistory(doc('a')), { type: 'edit', next: doc('b') }, { type: 'undo' }, { type: 'reset', value: fresh });
    expect(history).toEqual(startHistory(fresh));
    expect(hasUnsavedChanges(history)).toBe(false);
  });
});
