import type { SectionEvent } from '../../../contract/generated/schema-types';
import type { SectionSource } from './section-events';

/** A goal an experiment can count: reached after a click on a section (schemas/analytics/experiment-goal.json). */
export type SectionGoal = Exclude<SectionEvent['kind'], 'exposure' | 'click'>;

/** A goal counts for the last section clicked within this time (a doctor who returns tomorrow came by another way). */
export const GOAL_WINDOW_MS = 30 * 60_000;
const STORAGE_KEY = 'bh_section_click';

interface LastClick {
  source: SectionSource;
  node: string;
  at: number;
  /** Goals already counted for this click: each once, however many comments follow. */
  reached: SectionGoal[];
}

export type ClickStorage = Pick<Storage, 'getItem' | 'setItem'>;

function read(storage: ClickStorage): LastClick | null {
  try {
    const parsed: unknown = JSON.parse(storage.getItem(STORAGE_KEY) ?? 'null');
    if (typeof parsed !== 'object' || parsed === null) return null;
    // Written by rememberClick only; a foreign or older value fails the field checks below.
    const last = parsed as Partial<LastClick>;
    if (typeof last.node !== 'string' || typeof last.at !== 'number' || !Array.isArray(last.reached) || typeof last.source?.layout !== 'string') return null;
    return last as LastClick;
  } catch {
    return null;
  }
}

function write(storage: ClickStorage, last: LastClick): void {
  try {
    storage.setItem(STORAGE_KEY, JSON.stringify(last));
  } catch {
    // Private mode or a full storage: the goal is not counted, nothing else changes.
  }
}

/** The tab remembers the section clicked last (session storage: it survives navigation, not the tab). */
export function rememberClick(storage: ClickStorage, source: SectionSource, node: string, now: number): void {
  write(storage, { source, node, at: now, reached: [] });
}

/** The click a goal reached now counts for, once per click and goal; null when none is recent. */
export function claimGoal(storage: ClickStorage, goal: SectionGoal, now: number): { source: SectionSource; node: string } | null {
  const last = read(storage);
  if (!last || now - last.at > GOAL_WINDOW_MS || now < last.at || last.reached.includes(goal)) return null;
  write(storage, { ...last, reached: [...last.reached, goal] });
  return { source: last.source, node: last.node };
}

/** Pages a section's click can lead to whose opening counts as the detail-views goal. */
export const isDetailPath = (pathname: string): boolean => /^\/[a-z-]*detail[a-z-]*\//.test(pathname);

/** Endpoints whose success counts as a goal: a comment posted, a live or meeting booked. */
const GOAL_ENDPOINTS: Readonly<Record<string, SectionGoal>> = {
  createComment: 'comment',
  createLiveAppointment: 'booking',
  createMeetingApplication: 'booking',
};

export const goalOfEndpoint = (endpoint: string): SectionGoal | undefined => (Object.hasOwn(GOAL_ENDPOINTS, endpoint) ? GOAL_ENDPOINTS[endpoint] : undefined);
