import type { OpsSectionStats } from '../../../../contract/generated/schema-types';
import type { Db } from '../../db/database';
import { layoutRevisionNumbers, listExperiments, revisionDocument } from '../experiments/experiments.repository';
import { subtreeIds } from '../experiments/node-variant';
import { ctrOf, wilsonInterval } from './confidence';
import { countsSince, type SectionCountRow } from './section-events.repository';

type Counts = OpsSectionStats['sections'][number]['current'];

const counts = (exposures: number, clicks: number): Counts => ({ exposures, clicks, ctr: ctrOf(clicks, exposures) });

function sumBy(rows: readonly SectionCountRow[], key: (row: SectionCountRow) => string | undefined): Map<string, { exposures: number; clicks: number }> {
  const out = new Map<string, { exposures: number; clicks: number }>();
  for (const row of rows) {
    const k = key(row);
    if (k === undefined) continue;
    const seen = out.get(k) ?? { exposures: 0, clicks: 0 };
    seen.exposures += row.exposures;
    seen.clicks += row.clicks;
    out.set(k, seen);
  }
  return out;
}

/** A section's numbers: its own exposures, and the clicks of every node inside it (its list's items, its buttons). */
function sectionCounts(
  nodeId: string,
  subtree: ReadonlySet<string> | undefined,
  byNode: ReadonlyMap<string, { exposures: number; clicks: number }>,
): { exposures: number; clicks: number } | undefined {
  const own = byNode.get(nodeId);
  let clicks = 0;
  let any = own !== undefined;
  for (const id of subtree ?? [nodeId]) {
    const seen = byNode.get(id);
    if (seen) {
      clicks += seen.clicks;
      any = true;
    }
  }
  return any ? { exposures: own?.exposures ?? 0, clicks } : undefined;
}

/**
 * The console's numbers for one layout over the last `hours`: per section (exposures of the section,
 * clicks inside it), the published revision against the newest older revision that has numbers in the
 * period (all arms together); and per test of the layout, each arm with its 95 % interval (all revisions
 * the test ran on). A section test counts its section; a whole-layout test counts every section.
 */
export async function sectionStats(db: Db, layoutId: string, hours: number, now: number): Promise<OpsSectionStats> {
  const [revisions, rows, experiments] = await Promise.all([
    layoutRevisionNumbers(db, layoutId),
    countsSince(db, layoutId, new Date(now - hours * 3_600_000)),
    listExperiments(db, layoutId),
  ]);
  const revision = revisions?.published ?? null;
  const subtrees = subtreeIds(revision === null ? undefined : await revisionDocument(db, layoutId, revision));
  const previous = rows.reduce<number | null>(
    (best, row) => (revision !== null && row.revision < revision && (best === null || row.revision > best) ? row.revision : best),
    null,
  );
  const current = sumBy(rows, (row) => (row.revision === revision ? row.nodeId : undefined));
  const before = sumBy(rows, (row) => (row.revision === previous ? row.nodeId : undefined));
  const nodes = [...new Set([...current.keys(), ...before.keys()])].sort();
  const armCounts = (experiment: (typeof experiments)[number], arm: 'A' | 'B') => {
    const label = `e${experiment.id}:${arm}`;
    const byNode = sumBy(rows, (row) => (row.arm === label ? row.nodeId : undefined));
    if (experiment.kind === 'section' && experiment.nodeId) {
      const inside = new Set([...(subtrees.get(experiment.nodeId) ?? []), ...(subtreeIds({ body: [experiment.variantNode] }).get(experiment.nodeId) ?? [])]);
      return sectionCounts(experiment.nodeId, inside, byNode) ?? { exposures: 0, clicks: 0 };
    }
    let exposures = 0;
    let clicks = 0;
    for (const value of byNode.values()) {
      exposures += value.exposures;
      clicks += value.clicks;
    }
    return { exposures, clicks };
  };
  return {
    revision,
    previous_revision: previous,
    hours,
    sections: nodes.map((node) => {
      const nowCounts = sectionCounts(node, subtrees.get(node), current) ?? { exposures: 0, clicks: 0 };
      const then = sectionCounts(node, subtrees.get(node), before);
      return { node_id: node, current: counts(nowCounts.exposures, nowCounts.clicks), previous: then ? counts(then.exposures, then.clicks) : null };
    }),
    experiments: experiments.map((experiment) => ({
      id: experiment.id,
      node_id: experiment.nodeId,
      arms: (['A', 'B'] as const).map((arm) => {
        const { exposures, clicks } = armCounts(experiment, arm);
        const interval = wilsonInterval(clicks, exposures);
        return { arm, exposures, clicks, ctr: ctrOf(clicks, exposures), ci_low: interval?.low ?? null, ci_high: interval?.high ?? null };
      }),
    })),
  };
}
