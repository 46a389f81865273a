import type { SectionEvent } from '../../../../contract/generated/schema-types';
import type { Db } from '../../db/database';
import type { Tally } from '../../shared/section-event-kinds';
import { PUBLIC_VIEWER_TAG, verifySectionToken } from '../../shared/section-token';
import { findExperiment, revisionDocument } from '../experiments';
import type { CountedSectionEvent } from './section-event-buffer';
import { nodeRoots } from './node-roots';

/** Served (layout, revision, arm) whose node ids are kept: revisions never change, so only the count is bounded. */
const NODE_MAPS_KEPT = 128;
/** (token, section) pairs remembered per process; the oldest are forgotten first (their later clicks then wait for an exposure). */
export const LEDGER_MAX = 50_000;
/** Clicks held per (token, section) until the section's exposure arrives (a tap before the 1 s dwell counted it as seen). */
const PENDING_CLICKS_MAX = 3;
/** Checked tokens remembered (with their claims), so a batch of 200 events costs one HMAC, not 200. */
const CHECKED_TOKENS_KEPT = 10_000;
/** A viewer's exposures per section and token (one token per viewer and hour): page views, not a flood. */
export const VIEWER_EXPOSURES_MAX = 120;

const FIELD: Record<SectionEvent['kind'], keyof Tally> = {
  exposure: 'exposures',
  click: 'clicks',
  'detail-view': 'detailViews',
  booking: 'bookings',
  comment: 'comments',
};

type Goal = 'detailViews' | 'bookings' | 'comments';

interface LedgerEntry {
  /** Exposures of the section's own top node: the clicks inside it count up to this. */
  shown: number;
  /** Exposures of any node of the section (capped for a viewer's token). */
  exposures: number;
  clicks: number;
  pending: string[];
  goals: Record<Goal, number>;
}

export interface SectionEventIntake {
  /** The events that count, in order; the rest (bad token, unknown node, click without exposure) are dropped. */
  admit(events: readonly SectionEvent[]): Promise<CountedSectionEvent[]>;
}

/**
 * Which section events count. Each must carry the token of the layout answer it came from (shared/section-token.ts),
 * issued for its layout, revision and arm; its node must be a node of that revision as served (arm B's nodes
 * included); a click counts only after an exposure of its section under the same token (at most as many clicks
 * as exposures), and a goal only after a counted click (at most as many as clicks). A forged or replayed batch
 * can therefore add only rows of nodes the server served, and never a rate above 100 %.
 *
 * The ledger is this process's memory: with several processes, a click counts where its section's exposure was
 * counted (phones usually send both within one batch or to the same keep-alive connection); a click sent to
 * another process waits there like a tap before its exposure, and is dropped if none comes.
 */
export function createSectionEventIntake(db: Db, options: { key: Buffer; now: () => number }): SectionEventIntake {
  const nodeMaps = new Map<string, Promise<ReadonlyMap<string, string> | null>>();
  const ledger = new Map<string, LedgerEntry>();
  // "<token>|<layout>|<revision>|<arm>" → the viewer tag, or null for a token that does not fit these claims.
  const checked = new Map<string, string | null>();

  const tagOf = (token: string, layout: string, revision: number, arm: string, now: number): string | null => {
    const key = `${token}|${layout}|${revision}|${arm}`;
    // A remembered good token is still checked for expiry: the expiry is its first part.
    if (checked.has(key)) return parseInt(token, 36) * 1000 > now ? (checked.get(key) ?? null) : null;
    const tag = verifySectionToken(options.key, token, { layout, revision, arm }, now);
    if (checked.size >= CHECKED_TOKENS_KEPT) checked.delete(checked.keys().next().value as string);
    checked.set(key, tag);
    return tag;
  };

  const loadNodes = async (layout: string, revision: number, arm: string): Promise<ReadonlyMap<string, string> | null> => {
    const base = await revisionDocument(db, layout, revision);
    if (base === undefined) return null;
    const roots = new Map(nodeRoots(base));
    const test = /^e(\d+):B$/.exec(arm);
    if (test) {
      const experiment = await findExperiment(db, Number(test[1]));
      if (!experiment || experiment.layoutId !== layout) return null;
      if (experiment.kind === 'section' && experiment.nodeId) {
        const root = roots.get(experiment.nodeId);
        if (root === undefined) return null;
        for (const id of nodeRoots({ body: [experiment.variantNode] }).keys()) if (!roots.has(id)) roots.set(id, root);
      } else if (experiment.variantRevision) {
        const variant = await revisionDocument(db, layout, experiment.variantRevision);
        for (const [id, root] of nodeRoots(variant)) if (!roots.has(id)) roots.set(id, root);
      }
    }
    return roots;
  };

  const nodesOf = (layout: string, revision: number, arm: string) => {
    const key = `${layout}|${revision}|${arm}`;
    let found = nodeMaps.get(key);
    if (!found) {
      found = loadNodes(layout, revision, arm).catch(() => {
        // A database hiccup is not remembered as "no such revision".
        nodeMaps.delete(key);
        return null;
      });
      nodeMaps.set(key, found);
      if (nodeMaps.size > NODE_MAPS_KEPT) nodeMaps.delete(nodeMaps.keys().next().value as string);
    }
    return found;
  };

  const entryOf = (key: string): LedgerEntry => {
    let entry = ledger.get(key);
    if (entry) {
      // Most recently used last: the oldest pairs are the ones forgotten.
      ledger.delete(key);
    } else {
      entry = { shown: 0, exposures: 0, clicks: 0, pending: [], goals: { detailViews: 0, bookings: 0, comments: 0 } };
      if (ledger.size >= LEDGER_MAX) ledger.delete(ledger.keys().next().value as string);
    }
    ledger.set(key, entry);
    return entry;
  };

  return {
    async admit(events) {
      const counted: CountedSectionEvent[] = [];
      const now = options.now();
      for (const event of events) {
        const arm = event.arm ?? '';
        if (!event.token) continue;
        const tag = tagOf(event.token, event.layout, event.revision, arm, now);
        if (tag === null) continue;
        const root = (await nodesOf(event.layout, event.revision, arm))?.get(event.node);
        if (root === undefined) continue;
        const entry = entryOf(`${event.token}|${root}`);
        const count = (node: string, field: keyof Tally) => counted.push({ layoutId: event.layout, revision: event.revision, nodeId: node, arm, field });
        const field = FIELD[event.kind];
        if (field === 'exposures') {
          if (tag !== PUBLIC_VIEWER_TAG && entry.exposures >= VIEWER_EXPOSURES_MAX) continue;
          entry.exposures += 1;
          count(event.node, field);
          if (event.node !== root) continue;
          entry.shown += 1;
          // Taps made before the section counted as seen count now.
          for (let node = entry.pending.shift(); node !== undefined; node = entry.clicks < entry.shown ? entry.pending.shift() : undefined) {
            entry.clicks += 1;
            count(node, 'clicks');
          }
        } else if (field === 'clicks') {
          if (entry.clicks < entry.shown) {
            entry.clicks += 1;
            count(event.node, field);
          } else if (entry.pending.length < PENDING_CLICKS_MAX) entry.pending.push(event.node);
        } else if (entry.goals[field] < entry.clicks) {
          entry.goals[field] += 1;
          count(event.node, field);
        }
      }
      return counted;
    },
  };
}
