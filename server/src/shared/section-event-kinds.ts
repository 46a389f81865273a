import type { ExperimentGoal, SectionEvent } from '../../../contract/generated/schema-types';

/** How a section event's kind is stored (section_events.kind). */
export const EVENT_KIND = { exposure: 1, click: 2, 'detail-view': 3, booking: 4, comment: 5 } as const satisfies Record<SectionEvent['kind'], number>;

export type StoredEventKind = (typeof EVENT_KIND)[keyof typeof EVENT_KIND];

/** What the numbers of a node add up: one count per event kind (the hourly table's columns). */
export interface Tally {
  exposures: number;
  clicks: number;
  detailViews: number;
  bookings: number;
  comments: number;
}

export const emptyTally = (): Tally => ({ exposures: 0, clicks: 0, detailViews: 0, bookings: 0, comments: 0 });

export const TALLY_FIELDS = ['exposures', 'clicks', 'detailViews', 'bookings', 'comments'] as const satisfies ReadonlyArray<keyof Tally>;

export function addTally(into: Tally, more: Tally): Tally {
  for (const field of TALLY_FIELDS) into[field] += more[field];
  return into;
}

/** The count an experiment's goal is measured by. */
export const GOAL_FIELD: Record<ExperimentGoal, Exclude<keyof Tally, 'exposures'>> = {
  clicks: 'clicks',
  'detail-views': 'detailViews',
  bookings: 'bookings',
  comments: 'comments',
};

/** A stored goal as the schema's type: rows written before goals other than clicks existed read as clicks. */
export function experimentGoal(stored: string): ExperimentGoal {
  // Checked against the goals' own keys just before the cast.
  return Object.hasOwn(GOAL_FIELD, stored) ? (stored as ExperimentGoal) : 'clicks';
}
