// The bench's table as text (pure): one line per row with its figures, goal and verdict.
import { formatSpread, sig3, type Spread } from './stats';

export interface Goal {
  /** Throughput as a multiple of hello-world, at least. */
  ratio?: number;
  /** p95 latency in ms, at most. */
  p95Ms?: number;
  /** Lighthouse performance score, at least; LCP and total blocking time in ms, at most. */
  score?: number;
  lcpMs?: number;
  tbtMs?: number;
}

export interface Row {
  name: string;
  goal: Goal;
  /** Throughput over the rounds (req/s) and as a ratio to hello-world measured in the same round. */
  perSecond?: Spread;
  ratio?: Spread;
  /** p95 of sequential requests on one connection, ms. */
  p95Ms?: number;
  /** Throughput over the route's ceiling (ceiling-server.ts, or hello-world sending a cached answer's bytes) in the same round. */
  toCeiling?: Spread;
  /** The serving process's CPU per answered request (µs), and its ceiling's in the same rounds. */
  cpuMicros?: Spread;
  ceilingCpuMicros?: Spread;
  /** --compare: the ratio of the git ref measured in the same rounds. */
  before?: Spread;
  statements?: number;
  redisCalls?: number;
  errors?: number;
  score?: number;
  lcpMs?: number;
  tbtMs?: number;
  /** Why a row has no figures, or what to read next to them. */
  note?: string;
}

export function goalText(goal: Goal): string {
  const parts: string[] = [];
  if (goal.ratio !== undefined) parts.push(`≥${goal.ratio}×`);
  if (goal.p95Ms !== undefined) parts.push(`p95 ≤ ${goal.p95Ms} ms`);
  if (goal.score !== undefined) parts.push(`≥${goal.score}`);
  if (goal.lcpMs !== undefined) parts.push(`LCP ≤ ${goal.lcpMs / 1000} s`);
  if (goal.tbtMs !== undefined) parts.push(`TBT ≤ ${goal.tbtMs} ms`);
  return parts.join(', ');
}

/** 'met', 'NOT met', 'not measured' when a figure the goal needs is missing, or '–' for a row without a goal. */
export function verdict(row: Row): string {
  const checks: Array<boolean | undefined> = [];
  if (row.goal.ratio !== undefined) checks.push(row.ratio && row.ratio.median >= row.goal.ratio);
  if (row.goal.p95Ms !== undefined) checks.push(row.p95Ms !== undefined ? row.p95Ms <= row.goal.p95Ms : undefined);
  if (row.goal.score !== undefined) checks.push(row.score !== undefined ? row.score >= row.goal.score : undefined);
  if (row.goal.lcpMs !== undefined) checks.push(row.lcpMs !== undefined ? row.lcpMs <= row.goal.lcpMs : undefined);
  if (row.goal.tbtMs !== undefined) checks.push(row.tbtMs !== undefined ? row.tbtMs <= row.goal.tbtMs : undefined);
  if (checks.length === 0) return '–';
  if (checks.some((check) => check === undefined)) return 'not measured';
  return checks.every(Boolean) ? 'met' : 'NOT met';
}

const cell = (text: string, width: number) => text.padEnd(width);

/** "85.2 µs (36.1)": the row's median CPU per request, and its ceiling's. */
function cpuText(row: Row): string {
  if (!row.cpuMicros) return '–';
  const own = `${sig3(row.cpuMicros.median)} µs`;
  return row.ceilingCpuMicros ? `${own} (${sig3(row.ceilingCpuMicros.median)})` : own;
}

export function renderTable(rows: readonly Row[], options: { compare?: string } = {}): string[] {
  const header = [
    'endpoint',
    'req/s',
    'ratio (range)',
    'to ceiling',
    'CPU/req (ceiling)',
    ...(options.compare ? [`ratio at ${options.compare}`] : []),
    'p95 (1 conn)',
    'SQL/req',
    'Redis/req',
    'goal',
    '',
  ];
  const lines = rows.map((row) => {
    const figures =
      row.score !== undefined
        ? [
            `score ${row.score}`,
            row.lcpMs !== undefined ? `LCP ${sig3(row.lcpMs / 1000)} s` : '',
            row.tbtMs !== undefined ? `TBT ${Math.round(row.tbtMs)} ms` : '',
            '',
            ...(options.compare ? [''] : []),
            '',
          ]
        : [
            row.perSecond ? sig3(row.perSecond.median) : '–',
            row.ratio ? formatSpread(row.ratio, '×') : '–',
            row.toCeiling ? formatSpread(row.toCeiling, '×') : '–',
            cpuText(row),
            ...(options.compare ? [row.before ? formatSpread(row.before, '×') : '–'] : []),
            row.p95Ms !== undefined && Number.isFinite(row.p95Ms) ? `${sig3(row.p95Ms)} ms` : '–',
          ];
    const counts = [row.statements !== undefined ? sig3(row.statements) : '–', row.redisCalls !== undefined ? sig3(row.redisCalls) : '–'];
    const tail = `${verdict(row)}${row.errors ? ` (${row.errors} errors)` : ''}${row.note ? `  ${row.note}` : ''}`;
    return [row.name, ...figures, ...counts, goalText(row.goal), tail];
  });
  const widths = header.map((h, i) => Math.max(h.length, ...lines.map((l) => l[i].length)));
  return [header, ...lines].map((columns) => `  ${columns.map((c, i) => (i === columns.length - 1 ? c : cell(c, widths[i]))).join('  ')}`.trimEnd());
}
