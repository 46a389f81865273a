import type { Viewer } from './viewer';

/**
 * Where "this viewer's view of this item was counted at" is kept, shared by every API process: in the
 * database (view-marks.repository.ts) or in Redis (view-marks-redis.ts).
 */
export interface ViewMarkStore {
  /**
   * Marks the view as counted at `at` unless it was counted less than `windowMs` before; answers whether
   * it was marked now (then the caller counts it). Atomic: of two racing calls only one answers true. A
   * store that sees when the earlier mark lapses may answer that instead of false (HeldBack): until then
   * the caller need not ask again.
   */
  mark(kind: string, itemId: number, viewer: Viewer, at: number, windowMs: number): Promise<boolean | HeldBack>;
  /** Drops marks counted at or before `before` (they no longer hold anything back); answers how many. */
  purge(before: number): Promise<number>;
}

/** A view not counted now, because an earlier one is counted until `heldUntil` (ms, the app's clock). */
export interface HeldBack {
  heldUntil: number;
}
