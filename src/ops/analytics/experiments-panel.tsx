import { useId, useState } from 'react';
import type { ExperimentGoal, LayoutDocument, LayoutNode, OpsExperiment } from '../../../contract/generated/schema-types';
import { opsEndpoints } from '../api/ops-endpoints';
import { refusalText } from '../api/ops-refusal-text';
import type { OperatorRole } from '../api/ops-types';
import { askToConfirm } from '../confirm-dialog';
import { findNode, nodeLabel } from '../editor/outline-tree';
import { NUMBERS_TEXT, percent } from './section-numbers';
import type { SectionStatsState } from './use-section-stats';
import { VariantEditor } from './variant-editor';
import { publishes } from '../operator-role';

export const EXPERIMENTS_TEXT = {
  heading: '区块数据与实验',
  period: '统计时段',
  periods: [
    { hours: 1, label: '最近 1 小时' },
    { hours: 24, label: '最近 24 小时' },
    { hours: 24 * 7, label: '最近 7 天' },
    { hours: 24 * 30, label: '最近 30 天' },
  ],
  live: (revision: number | null, previous: number | null) =>
    revision === null ? '尚未发布' : `线上第 ${revision} 版${previous === null ? '' : `，与第 ${previous} 版对比`}`,
  experiment: (id: number) => `实验 #${id}`,
  sectionTarget: (label: string) => `区块「${label}」`,
  layoutTarget: (revision: number | null) => `整页（B 为第 ${revision ?? '?'} 版）`,
  split: (b: number) => `分流：A ${100 - b}% / B ${b}%`,
  locked: '实验进行中，分流比例已锁定',
  goal: (goal: ExperimentGoal) => `目标：${EXPERIMENTS_TEXT.goals[goal]}`,
  goals: {
    clicks: '区块点击',
    'detail-views': '点击后打开详情页',
    bookings: '点击后预约直播或会议',
    comments: '点击后发表评论',
  } satisfies Record<ExperimentGoal, string>,
  goalLabel: '实验目标',
  conversions: '目标达成',
  rate: '达成率',
  arm: '版本',
  exposures: '曝光',
  clicks: '点击',
  ctr: '点击率',
  interval: '95% 置信区间',
  stopWith: (arm: 'A' | 'B') => `结束实验并采用 ${arm}`,
  stopTitle: '结束实验',
  stopMessage: (arm: 'A' | 'B') =>
    arm === 'B'
      ? '确定结束实验并采用 B 吗？会马上发布一个包含 B 的新版本，所有用户都会看到 B。'
      : '确定结束实验并保留 A 吗？所有用户都会看到 A（线上版本不变）。',
  confirm: '确定',
  cancel: '取消',
  stopped: (winner: string | null, revision: number | null) => `已结束，采用 ${winner ?? '—'}${revision ? `（已发布第 ${revision} 版）` : ''}`,
  startHeading: '开始新实验',
  selectFirst: '在页面结构中选择一个区块，可以用它开始区块实验',
  editVariant: '编辑 B 版本',
  shareLabel: 'B 的流量比例（%）',
  startSection: '以所选区块开始实验',
  layoutRevisionLabel: '整页实验：B 使用第几版',
  startLayout: '开始整页实验',
  started: (id: number) => `实验 #${id} 已开始`,
  onlyPublisher: '只有发布者可以开始或结束实验',
  notPublished: '页面发布后才能开始实验',
} as const;

export interface ExperimentsPanelProps {
  layoutId: string;
  doc: LayoutDocument;
  selectedId: string | null;
  role: OperatorRole;
  stats: SectionStatsState;
  /** A stop published B: the editor loads the new revision. */
  onPublished(): void;
}

/** Per-section numbers' period, the layout's A/B tests with each arm's numbers, and starting or stopping one. */
export default function ExperimentsPanel({ layoutId, doc, selectedId, role, stats, onPublished }: ExperimentsPanelProps) {
  const id = useId();
  // The layout's tests; a start or stop reads them and the section numbers again (Experiments and SectionStats tags).
  const listed = opsEndpoints.useListOpsLayoutExperimentsQuery({ id: layoutId });
  const list = listed.data?.list ?? [];
  const [startExperiment] = opsEndpoints.useStartOpsExperimentMutation();
  const [stopExperiment] = opsEndpoints.useStopOpsExperimentMutation();
  const [said, setMessage] = useState<string | null>(null);
  const message = said ?? (listed.error ? refusalText(listed.error) : null);
  const [share, setShare] = useState(50);
  const [goal, setGoal] = useState<ExperimentGoal>('clicks');
  const [variant, setVariant] = useState<LayoutNode | null>(null);
  // Folded until asked for: the B form brings its own checks and phone preview.
  const [editingB, setEditingB] = useState(false);
  const [variantRevision, setVariantRevision] = useState('');
  const [busy, setBusy] = useState(false);
  const selected = selectedId ? findNode(doc, selectedId) : undefined;
  const publisher = publishes(role);
  const running = list.find((experiment) => experiment.status === 'running');
  // B starts as the selected section itself, again whenever another section is selected (set while
  // rendering, React's pattern for state that follows a prop); edits of A while B is open leave B alone.
  const selectedNodeId = selected?.id;
  const [variantOf, setVariantOf] = useState<string | undefined>(undefined);
  if (variantOf !== selectedNodeId) {
    setVariantOf(selectedNodeId);
    setVariant(selected ?? null);
  }

  const act = async (work: () => Promise<string>) => {
    setBusy(true);
    try {
      setMessage(await work());
    } catch (error) {
      setMessage(refusalText(error));
    } finally {
      setBusy(false);
    }
  };
  const startSection = () =>
    act(async () => {
      // Checked in full by the server's layout lint (arm B's whole page).
      const node = variant ?? selected;
      if (!node) return EXPERIMENTS_TEXT.selectFirst;
      const started = await startExperiment({ id: layoutId, kind: 'section', node_id: selectedId ?? '', variant_node: node, split_b: share, goal }).unwrap();
      return EXPERIMENTS_TEXT.started(started.id);
    });
  const startLayout = () =>
    act(async () => {
      const started = await startExperiment({ id: layoutId, kind: 'layout', variant_revision: Number(variantRevision), split_b: share, goal }).unwrap();
      return EXPERIMENTS_TEXT.started(started.id);
    });
  const stop = async (experiment: OpsExperiment, winner: 'A' | 'B') => {
    const confirmed = await askToConfirm({
      title: EXPERIMENTS_TEXT.stopTitle,
      message: EXPERIMENTS_TEXT.stopMessage(winner),
      confirmText: EXPERIMENTS_TEXT.confirm,
      cancelText: EXPERIMENTS_TEXT.cancel,
    });
    if (!confirmed) return;
    await act(async () => {
      const stopped = await stopExperiment({ eid: experiment.id, winner }).unwrap();
      if (stopped.published_revision) onPublished();
      return EXPERIMENTS_TEXT.stopped(stopped.winner, stopped.published_revision);
    });
  };

  const target = (experiment: OpsExperiment) => {
    if (experiment.kind === 'layout') return EXPERIMENTS_TEXT.layoutTarget(experiment.variant_revision);
    const node = experiment.node_id ? findNode(doc, experiment.node_id) : undefined;
    return EXPERIMENTS_TEXT.sectionTarget(node ? nodeLabel(node) : (experiment.node_id ?? ''));
  };

  return (
    <section className="ops-experiments" aria-labelledby={`${id}-h`}>
      <h3 id={`${id}-h`}>{EXPERIMENTS_TEXT.heading}</h3>
      <div className="ops-inline">
        <label htmlFor={`${id}-period`}>{EXPERIMENTS_TEXT.period}</label>
        <select id={`${id}-period`} value={stats.hours} onChange={(event) => stats.setHours(Number(event.target.value))}>
          {EXPERIMENTS_TEXT.periods.map((period) => (
            <option key={period.hours} value={period.hours}>
              {period.label}
            </option>
          ))}
        </select>
        {stats.stats && <span className="ops-hint">{EXPERIMENTS_TEXT.live(stats.stats.revision, stats.stats.previous_revision)}</span>}
      </div>
      {stats.error && <p className="ops-field__error">{stats.error}</p>}
      {message && (
        <p role="status" className="ops-status">
          {message}
        </p>
      )}
      {list.map((experiment) => {
        const arms = stats.stats?.experiments.find((entry) => entry.id === experiment.id)?.arms ?? [];
        // A clicks goal is the click rate itself; any other goal gets its own count and rate.
        const ownGoal = experiment.goal !== 'clicks';
        return (
          <article key={experiment.id} className="ops-experiment" data-experiment={experiment.id} aria-label={EXPERIMENTS_TEXT.experiment(experiment.id)}>
            <h4>
              {EXPERIMENTS_TEXT.experiment(experiment.id)} {target(experiment)}
            </h4>
            <p>
              {EXPERIMENTS_TEXT.split(experiment.split_b)}
              {experiment.status === 'running' ? `（${EXPERIMENTS_TEXT.locked}）` : ''} · {EXPERIMENTS_TEXT.goal(experiment.goal)}
            </p>
            {experiment.status === 'stopped' && <p>{EXPERIMENTS_TEXT.stopped(experiment.winner, experiment.published_revision)}</p>}
            <table className="ops-table">
              <thead>
                <tr>
                  <th scope="col">{EXPERIMENTS_TEXT.arm}</th>
                  <th scope="col">{EXPERIMENTS_TEXT.exposures}</th>
                  <th scope="col">{EXPERIMENTS_TEXT.clicks}</th>
                  <th scope="col">{EXPERIMENTS_TEXT.ctr}</th>
                  {ownGoal && <th scope="col">{EXPERIMENTS_TEXT.conversions}</th>}
                  {ownGoal && <th scope="col">{EXPERIMENTS_TEXT.rate}</th>}
                  <th scope="col">{ownGoal ? `${EXPERIMENTS_TEXT.rate} ${EXPERIMENTS_TEXT.interval}` : EXPERIMENTS_TEXT.interval}</th>
                </tr>
              </thead>
              <tbody>
                {arms.map((arm) => (
                  <tr key={arm.arm} data-arm={arm.arm}>
                    <td>{arm.arm}</td>
                    <td>{arm.exposures}</td>
                    <td data-clicks={arm.clicks}>{arm.clicks}</td>
                    <td>{percent(arm.ctr)}</td>
                    {ownGoal && <td data-conversions={arm.conversions}>{arm.conversions}</td>}
                    {ownGoal && <td>{percent(arm.rate)}</td>}
                    <td>{NUMBERS_TEXT.interval(arm.ci_low, arm.ci_high) || NUMBERS_TEXT.none}</td>
                  </tr>
                ))}
              </tbody>
            </table>
            {experiment.status === 'running' && (
              <div className="ops-inline">
                {(['A', 'B'] as const).map((arm) => (
                  <button
                    key={arm}
                    type="button"
                    disabled={!publisher || busy}
                    title={publisher ? undefined : EXPERIMENTS_TEXT.onlyPublisher}
                    onClick={() => void stop(experiment, arm)}
                  >
                    {EXPERIMENTS_TEXT.stopWith(arm)}
                  </button>
                ))}
              </div>
            )}
          </article>
        );
      })}
      {!running && (
        <div className="ops-experiment-start">
          <h4>{EXPERIMENTS_TEXT.startHeading}</h4>
          {!publisher && <p className="ops-hint">{EXPERIMENTS_TEXT.onlyPublisher}</p>}
          {stats.stats?.revision === null && <p className="ops-hint">{EXPERIMENTS_TEXT.notPublished}</p>}
          <label htmlFor={`${id}-share`}>{EXPERIMENTS_TEXT.shareLabel}</label>
          <input id={`${id}-share`} type="number" min={1} max={99} value={share} onChange={(event) => setShare(Number(event.target.value))} />
          <label htmlFor={`${id}-goal`}>{EXPERIMENTS_TEXT.goalLabel}</label>
          {/* The options are the schema's goals: a value from this list is an ExperimentGoal. */}
          <select id={`${id}-goal`} value={goal} onChange={(event) => setGoal(event.target.value as ExperimentGoal)}>
            {(Object.keys(EXPERIMENTS_TEXT.goals) as ExperimentGoal[]).map((option) => (
              <option key={option} value={option}>
                {EXPERIMENTS_TEXT.goals[option]}
              </option>
            ))}
          </select>
          {selected ? (
            <>
              <button type="button" aria-expanded={editingB} onClick={() => setEditingB(!editingB)}>
                {EXPERIMENTS_TEXT.editVariant}
              </button>
              {editingB && variant?.id === selected.id && (
                <VariantEditor layoutId={layoutId} doc={doc} original={selected} label={nodeLabel(selected)} variant={variant} onChange={setVariant} />
              )}
              <button type="button" disabled={!publisher || busy} onClick={() => void startSection()}>
                {EXPERIMENTS_TEXT.startSection}
              </button>
            </>
          ) : (
            <p className="ops-hint">{EXPERIMENTS_TEXT.selectFirst}</p>
          )}
          <label htmlFor={`${id}-revision`}>{EXPERIMENTS_TEXT.layoutRevisionLabel}</label>
          <input id={`${id}-revision`} type="number" min={1} value={variantRevision} onChange={(event) => setVariantRevision(event.target.value)} />
          <button type="button" disabled={!publisher || busy || !variantRevision} onClick={() => void startLayout()}>
            {EXPERIMENTS_TEXT.startLayout}
          </button>
        </div>
      )}
    </section>
  );
}
