import type { SectionEvent } from '../../../../contract/generated/schema-types';
import type { Db } from '../../db/database';
import { PUBLIC_VIEWER_TAG, verifySectionToken } from '../../shared/section-token';
import { findExperiment, revisionDocument } from '../experiments';
import type { CountedSectionEvent } from './section-event-buffer';
import { nodeRoots } from './node-roots';
import type { ClickLedger, Goal, LedgerOp } from './section-click-ledger';

/** Served (layout, revision, arm) whose node ids are kept: revisions never change, so only the count is bounded. */
const NODE_MAPS_KEPT = 128;
/** Checked tokens remembered (with their claims), so a batch of 200 events costs one HMAC, not 200. */
const CHECKED_TOKENS_KEPT = 10_000;
/** A viewer's exposures per section and token (one token per viewer and hour): page views, not a flood. */
export const VIEWER_EXPOSURES_MAX = 120;

const GOAL: Record<Exclude<SectionEvent['kind'], 'exposure' | 'click'>, Goal> = {
  'detail-view': 'detailViews',
  booking: 'bookings',
  comment: 'comments',
};

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
 * The counts per (token, section) are kept by the ledger: in Redis with REDIS_URL (every process sees the same),
 * in this process's memory otherwise.
 */
export function createSectionEventIntake(db: Db, options: { key: Buffer; now: () => number; ledger: ClickLedger }): SectionEventIntake {
  const nodeMaps = new Map<string, Promise<ReadonlyMap<string, string> | null>>();
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

  return {
    async admit(events) {
      const now = options.now();
      const ops: LedgerOp[] = [];
      const from: SectionEvent[] = [];
      for (const event of events) {
        const arm = event.arm ?? '';
        if (!event.token) continue;
        const tag = tagOf(event.token, event.layout, event.revision, arm, now);
        if (tag === null) continue;
        const root = (await nodesOf(event.layout, event.revision, arm))?.get(event.node);
        if (root === undefined) continue;
        const kind = event.kind === 'exposure' ? (event.node === root ? 'root-exposure' : 'exposure') : event.kind === 'click' ? 'click' : GOAL[event.kind];
        ops.push({ key: `${event.token}|${root}`, kind, node: event.node, cap: tag === PUBLIC_VIEWER_TAG ? 0 : VIEWER_EXPOSURES_MAX });
        from.push(event);
      }
      const counts = await options.ledger.settle(ops);
      return counts.map(({ op, field, node }) => ({ layoutId: from[op].layout, revision: from[op].revision, nodeId: node, arm: from[op].arm ?? '', field }));
    },
  };
}
