import type { OpsSectionStats } from '../../../../contract/generated/schema-types';
import type { Db } from '../../db/database';
import { layoutRevisionNumbers, listExperiments } from '../experiments/experiments.repository';
import { ctrOf, wilsonInterval } from './confidence';
import { sectionCounts, type SectionCountRow } from './section-events.repository';

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

/**
 * The console's numbers for one layout over the last `hours`: per section, the published revision against
 * the newest older revision that has numbers in the period (all arms together); and per test of the layout,
 * each arm with its 95 % interval (all revisions the test ran on).
 */
export async function sectionStats(db: Db, layoutId: string, hours: number, now: number): Promise<OpsSectionStats> {
  const [revisions, rows, experiments] = await Promise.all([
    layoutRevisionNumbers(db, layoutId),
    sectionCounts(db, layoutId, new Date(now - hours * 3_600_000)),
    listExperiments(db, layoutId),
  ]);
  const revision = revisions?.published ?? null;
  const previous = rows.reduce<number | null>((best, row) => (revision !== null && row.revision < revision && (best === null || row.revision > best) ? row.revision : best), null);
  const current = sumBy(rows, (row) => (row.revision === revision ? row.nodeId : undefined));
  const before = sumBy(rows, (row) => (row.revision === previous ? row.nodeId : undefined));
  const nodes = [...new Set([...current.keys(), ...before.keys()])].sort();
  const arms = sumBy(rows, (row) => row.arm || undefined);
  return {
    revision,
    previous_revision: previous,
    hours,
    sections: nodes.map((node) => {
      const now = current.get(node) ?? { exposures: 0, clicks: 0 };
      const then = before.get(node);
      return { node_id: node, current: counts(now.exposures, now.clicks), previous: then ? counts(then.exposures, then.clicks) : null };
    }),
    experiments: experiments.map((experiment) => ({
      id: experiment.id,
      node_id: experiment.nodeId,
      arms: (['A', 'B'] as const).map((arm) => {
        const { exposures, clicks } = arms.get(`e${experiment.id}:${arm}`) ?? { exposures: 0, clicks: 0 };
        const interval = wilsonInterval(clicks, exposures);
        return { arm, exposures, clicks, ctr: ctrOf(clicks, exposures), ci_low: interval?.low ?? null, ci_high: interval?.high ?? null };
      }),
    })),
  };
}
