import type { HomePayload } from '../../../../contract/generated/schema-types';
import { mayReceive, variantBuilds } from '../audiences';
import { HOME_HOT_WORD_COUNT, type HomeTargets } from './home.service';

/** The audience keys the home's items are limited to, sorted; empty = one payload for everyone. */
export function homeAudienceKeys(targets: HomeTargets): string[] {
  const keys = new Set<string>();
  const add = (list: string[] | null) => list?.forEach((key) => keys.add(key));
  targets.banners.forEach(add);
  targets.shortcuts.forEach(add);
  targets.recommend.forEach((items) => items.forEach(add));
  targets.messages.forEach(add);
  targets.hotWords.forEach(add);
  targets.screenAdverts.forEach((candidate) => add(candidate.audiences));
  return [...keys].sort();
}

/** The payload as a viewer in the audiences `matched` receives it: items limited to other audiences removed. */
export function tailorHome(payload: HomePayload, targets: HomeTargets, matched: ReadonlySet<string>): HomePayload {
  variantBuilds.count += 1;
  const shortcutShown = (s: { id: number }) => mayReceive(targets.shortcuts.get(s.id), matched);
  return {
    ...payload,
    banners: payload.banners.filter((b) => mayReceive(targets.banners.get(b.id), matched)),
    position_type_1: payload.position_type_1.filter(shortcutShown),
    position_type_2: payload.position_type_2.filter(shortcutShown),
    recommend: payload.recommend.map((module) => {
      const items = targets.recommend.get(module.id);
      return items ? { ...module, module_data: module.module_data.filter((_card, index) => mayReceive(items[index], matched)) } : module;
    }),
    messages: payload.messages.filter((m) => mayReceive(targets.messages.get(m.id), matched)),
    hot_words: payload.hot_words?.filter((w) => mayReceive(targets.hotWords.get(w.id), matched)).slice(0, HOME_HOT_WORD_COUNT),
    screen_advert:
      targets.screenAdverts.length > 0
        ? (targets.screenAdverts.find((candidate) => mayReceive(candidate.audiences, matched))?.advert ?? null)
        : payload.screen_advert,
  };
}
