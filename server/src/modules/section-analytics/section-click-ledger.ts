import type { Tally } from '../../shared/section-event-kinds';

/** (token, section) pairs remembered in memory; the oldest are forgotten first (their later clicks then wait for an exposure). */
export const LEDGER_MAX = 50_000;
/** Clicks held per (token, section) until the section's exposure arrives (a tap before its dwell counted it as seen). */
export const PENDING_CLICKS_MAX = 3;
/** How long a pair is kept: the longest a token is taken (6 h, rounded up to the hour). */
export const LEDGER_TTL_MS = 7 * 3_600_000;

export type Goal = 'detailViews' | 'bookings' | 'comments';

/** One event to settle, in arrival order. `key` is "<token>|<section>"; `cap` limits its exposures (0: none). */
export interface LedgerOp {
  key: string;
  kind: 'root-exposure' | 'exposure' | 'click' | Goal;
  node: string;
  cap: number;
}

/** A count the ledger let through: for the op at `op` (a held tap let through by a later exposure names that exposure's op). */
export interface LedgerCount {
  op: number;
  field: keyof Tally;
  node: string;
}

/**
 * Per (token, section): clicks count up to the section's own exposures, goals up to the clicks, a viewer's
 * exposures up to its cap. In memory for one process; in Redis (section-click-ledger-redis.ts) for several.
 */
export interface ClickLedger {
  settle(ops: readonly LedgerOp[]): Promise<LedgerCount[]>;
  close(): Promise<void>;
}

interface Entry {
  shown: number;
  exposures: number;
  clicks: number;
  pending: string[];
  goals: Record<Goal, number>;
}

export function createMemoryLedger(): ClickLedger {
  const entries = new Map<string, Entry>();
  const entryOf = (key: string): Entry => {
    let entry = entries.get(key);
    if (entry) {
      // Most recently used last: the oldest pairs are the ones forgotten.
      entries.delete(key);
    } else {
      entry = { shown: 0, exposures: 0, clicks: 0, pending: [], goals: { detailViews: 0, bookings: 0, comments: 0 } };
      if (entries.size >= LEDGER_MAX) entries.delete(entries.keys().next().value as string);
    }
    entries.set(key, entry);
    return entry;
  };
  return {
    async settle(ops) {
      const out: LedgerCount[] = [];
      ops.forEach((op, index) => {
        const entry = entryOf(op.key);
        if (op.kind === 'root-exposure' || op.kind === 'exposure') {
          if (op.cap > 0 && entry.exposures >= op.cap) return;
          entry.exposures += 1;
          out.push({ op: index, field: 'exposures', node: op.node });
          if (op.kind === 'exposure') return;
          entry.shown += 1;
          // Taps made before the section counted as seen count now.
          for (let node = entry.pending.shift(); node !== undefined; node = entry.clicks < entry.shown ? entry.pending.shift() : undefined) {
            entry.clicks += 1;
            out.push({ op: index, field: 'clicks', node });
          }
        } else if (op.kind === 'click') {
          if (entry.clicks < entry.shown) {
            entry.clicks += 1;
            out.push({ op: index, field: 'clicks', node: op.node });
          } else if (entry.pending.length < PENDING_CLICKS_MAX) entry.pending.push(op.node);
        } else if (entry.goals[op.kind] < entry.clicks) {
          entry.goals[op.kind] += 1;
          out.push({ op: index, field: op.kind, node: op.node });
        }
      });
      return out;
    },
    close: async () => undefined,
  };
}
