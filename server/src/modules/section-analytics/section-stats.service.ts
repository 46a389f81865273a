import type { OpsSectionStats } from '../../../../contract/generated/schema-types';
import type { Db } from '../../db/database';
import { layoutRevisionNumbers, listExperiments, revisionDocument, subtreeIds } from '../experiments';
import { ctrOf, wilsonInterval } from './confidence';
import { addTally, emptyTally, experimentGoal, GOAL_FIELD, type Tally } from '../../shared/section-event-kinds';
import { countsSince, type SectionCountRow } from './section-events.repository';

type Counts = OpsSectionStats['sections'][number]['current'];

/**
 * What was served bounds what is shown: clicks (and goals) above the exposures counted (rows written before
 * events needed a token, or a process's taps whose exposure never came) are cut to the exposures.
 */
const served = (count: number, exposures: number) => Math.min(count, exposures);

const counts = ({ exposures, clicks }: Tally): Counts => ({ exposures, clicks: served(clicks, exposures), ctr: ctrOf(served(clicks, exposures), exposures) });

export interface SectionPage {
  limit: number;
  offset: number;
}

function sumBy(rows: readonly SectionCountRow[], key: (row: SectionCountRow) => string | undefined): Map<string, Tally> {
  const out = new Map<string, Tally>();
  for (const row of rows) {
    const k = key(row);
    if (k === undefined) continue;
    out.set(k, addTally(out.get(k) ?? emptyTally(), row));
  }
  return out;
}

/**
 * A section's numbers: its own exposures, and the clicks (and goals reached from clicks) of every node inside
 * it (its list's items, its buttons).
 */
function sectionCounts(nodeId: string, subtree: ReadonlySet<string> | undefined, byNode: ReadonlyMap<string, Tally>): Tally | undefined {
  const own = byNode.get(nodeId);
  const inside = emptyTally();
  let any = own !== undefined;
  for (const id of subtree ?? [nodeId]) {
    const seen = byNode.get(id);
    if (seen) {
      addTally(inside, seen);
      any = true;
    }
  }
  return any ? { ...inside, exposures: own?.exposures ?? 0 } : undefined;
}

/**
 * The console's numbers for one layout over the last `hours`: per section (exposures of the section,
 * clicks inside it), the published revision against the newest older revision that has numbers in the
 * period (all arms together); and per test of the layout, each arm with its 95 % interval (all revisions
 * the test ran on). A section test counts its section; a whole-layout test counts every section.
 */
export async function sectionStats(db: Db, layoutId: string, hours: number, now: number, page: SectionPage): Promise<OpsSectionStats> {
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
  // A node with numbers, and every node around it: a section tapped before it counted as seen still shows its clicks.
  const counted = new Set([...current.keys(), ...before.keys()]);
  const around = [...subtrees].filter(([, inside]) => [...inside].some((id) => counted.has(id))).map(([id]) => id);
  const lines = [...new Set([...counted, ...around])].map((node) => {
    const then = sectionCounts(node, subtrees.get(node), before);
    return { node_id: node, current: counts(sectionCounts(node, subtrees.get(node), current) ?? emptyTally()), previous: then ? counts(then) : null };
  });
  // Most exposed first, then by id: the page an operator opens first holds the sections that matter.
  lines.sort((a, b) => b.current.exposures - a.current.exposures || (a.node_id < b.node_id ? -1 : a.node_id > b.node_id ? 1 : 0));
  const armCounts = (experiment: (typeof experiments)[number], arm: 'A' | 'B') => {
    const label = `e${experiment.id}:${arm}`;
    const byNode = sumBy(rows, (row) => (row.arm === label ? row.nodeId : undefined));
    if (experiment.kind === 'section' && experiment.nodeId) {
      const inside = new Set([...(subtrees.get(experiment.nodeId) ?? []), ...(subtreeIds({ body: [experiment.variantNode] }).get(experiment.nodeId) ?? [])]);
      return sectionCounts(experiment.nodeId, inside, byNode) ?? emptyTally();
    }
    return [...byNode.values()].reduce(addTally, emptyTally());
  };
  return {
    revision,
    previous_revision: previous,
    hours,
    total_sections: lines.length,
    offset: page.offset,
    sections: lines.slice(page.offset, page.offset + page.limit),
    experiments: experiments.map((experiment) => ({
      id: experiment.id,
      node_id: experiment.nodeId,
      goal: experimentGoal(experiment.goal),
      arms: (['A', 'B'] as const).map((arm) => {
        const tally = armCounts(experiment, arm);
        const { exposures } = tally;
        const clicks = served(tally.clicks, exposures);
        const conversions = served(tally[GOAL_FIELD[experimentGoal(experiment.goal)]], exposures);
        const interval = wilsonInterval(conversions, exposures);
        return {
          arm,
          exposures,
          clicks,
          ctr: ctrOf(clicks, exposures),
          conversions,
          rate: ctrOf(conversions, exposures),
          ci_low: interval?.low ?? null,
          ci_high: interval?.high ?? null,
        };
      }),
    })),
  };
}
