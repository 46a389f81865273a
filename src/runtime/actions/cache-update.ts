import type { CacheUpdate } from '../../../contract/generated/schema-types';
import type { ScreenData } from './action-context';

type Mode = 'toggle' | 'set';

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** The object the update applies to: the entry itself, or the element of its `list` with this id. */
function target(draft: unknown, update: CacheUpdate, id: number): Record<string, unknown> | undefined {
  if (!isRecord(draft)) return undefined;
  if (!update.list) return draft;
  const list = draft[update.list];
  if (!Array.isArray(list)) return undefined;
  return list.find((item): item is Record<string, unknown> => isRecord(item) && Number(item.id) === id);
}

/**
 * docs/product-rules.md#favourites-likes-and-follows: after code 0 the flag flips (or is set) locally and the count moves by
 * one. This changes the screen's cached query in place, so every widget bound to it (the interaction bar,
 * a card) shows the new state without a reload, and so does a later visit served from the cache.
 */
export function applyCacheUpdate(screen: ScreenData, update: CacheUpdate | undefined, id: number, mode: Mode): void {
  if (!update || !screen.patch) return;
  screen.patch(update.data, (draft) => {
    const item = target(draft, update, id);
    if (!item) return;
    const before = item[update.flag] === true || item[update.flag] === 1;
    const after = mode === 'toggle' ? !before : true;
    if (after === before) return;
    item[update.flag] = after;
    if (update.count && typeof item[update.count] === 'number') {
      item[update.count] = Math.max(0, (item[update.count] as number) + (after ? 1 : -1));
    }
  });
}
