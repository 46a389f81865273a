import { localStore } from '../runtime/data/web-storage';

// Form drafts in local storage (docs/product-rules.md#profile-completion: kept while the person visits the pickers, saved on
// leaving unless editing). Pickers merge their choice into the same draft before going back.
export type Draft = Record<string, string>;

export const PROFILE_DRAFT_KEY = 'profile_draft';

// Without storage (private mode, a sandboxed preview) there is no draft; the form still works.
const storage = localStore;

export function readDraft(key: string): Draft {
  const raw = storage()?.getItem(key);
  if (!raw) return {};
  try {
    const parsed: unknown = JSON.parse(raw);
    if (!parsed || typeof parsed !== 'object' || Array.isArray(parsed)) return {};
    const draft: Draft = {};
    for (const [name, value] of Object.entries(parsed)) if (typeof value === 'string' || typeof value === 'number') draft[name] = String(value);
    return draft;
  } catch {
    return {};
  }
}

export function writeDraft(key: string, draft: Draft): void {
  try {
    storage()?.setItem(key, JSON.stringify(draft));
  } catch {
    // Storage full or refused: the choice is lost, the person picks again.
  }
}

/** Merges picked values into the draft (null/undefined become ''). */
export function mergeDraft(key: string, patch: Record<string, unknown>): Draft {
  const next = { ...readDraft(key) };
  for (const [name, value] of Object.entries(patch)) {
    next[name] = value === undefined || value === null || typeof value === 'object' ? '' : String(value);
  }
  writeDraft(key, next);
  return next;
}

export function clearDraft(key: string): void {
  try {
    storage()?.removeItem(key);
  } catch {
    // Nothing stored to clear.
  }
}
