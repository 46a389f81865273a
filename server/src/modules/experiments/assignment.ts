import { createHash } from 'node:crypto';

export type Arm = 'A' | 'B';

/** Buckets per split: a split is in whole percent, so 10 000 buckets leave no rounding between arms. */
const BUCKETS = 10_000;

/**
 * The viewer's arm in one experiment: a hash of the experiment id and the viewer key, so it is the same on
 * every visit (and, signed in, on every device) without storing anything, and independent between
 * experiments (the same viewer is not always B).
 */
export function armFor(experimentId: number, viewerKey: string, splitB: number): Arm {
  const digest = createHash('sha256').update(`${experimentId}:${viewerKey}`).digest();
  return digest.readUInt32BE(0) % BUCKETS < splitB * (BUCKETS / 100) ? 'B' : 'A';
}

/** The arm label events and caches use: "e<experiment id>:A|B". */
export const armLabel = (experimentId: number, arm: Arm): string => `e${experimentId}:${arm}`;
