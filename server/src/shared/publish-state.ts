import type { OpsItemState } from '../../../contract/generated/schema-types';

/**
 * Whether doctors may see a catalogue row (its `publish_state` column): the back office
 * (modules/ops-catalogue) makes new items as drafts, publishes them and takes them down; every list,
 * detail and search of the app serves only published rows.
 */
export const PUBLISH_STATE = { draft: 0, published: 1, offline: 2 } as const;

export type PublishState = (typeof PUBLISH_STATE)[keyof typeof PUBLISH_STATE];

const NAMES: Record<number, OpsItemState> = { 0: 'draft', 1: 'published', 2: 'offline' };

export function publishStateName(state: number): OpsItemState {
  return NAMES[state] ?? 'offline';
}

export function publishStateOf(name: OpsItemState): PublishState {
  return PUBLISH_STATE[name];
}
