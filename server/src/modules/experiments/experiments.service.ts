import { experimentGoal } from '../../shared/section-event-kinds';
import type { OpsExperiment, OpsExperimentStart } from '../../../../contract/generated/schema-types';
import type { Db } from '../../db/database';
import { AppError } from '../../plugins/envelope';
import { type LayoutProblem, publishLayoutRevision, saveLayoutDraft, type LayoutWriter } from '../ops-layouts';
import {
  findExperiment,
  insertExperiment,
  layoutRevisionNumbers,
  markRunning,
  markStopped,
  revisionDocument,
  setPublishedRevision,
  type ExperimentRow,
} from './experiments.repository';
import { findNode, replaceNode } from './node-variant';

export const EXPERIMENT_MESSAGES = {
  notFound: '实验不存在',
  notPublished: '此页面尚未发布，无法开始实验',
  alreadyRunning: '此页面已有进行中的实验，请先结束它',
  splitLocked: '实验进行中，分流比例已锁定，不能修改',
  stopped: '实验已结束，不能再修改',
  alreadyStopped: '实验已结束',
  nodeRequired: '区块实验需要指定区块和备选版本',
  nodeIdMismatch: '备选版本的节点 id 必须与区块相同',
  nodeMissing: '线上版本中没有这个区块',
  revisionRequired: '整页实验需要指定备选版本号',
  revisionMissing: '备选版本不存在',
  sameRevision: '备选版本不能是当前线上版本',
  invalid: '备选版本有问题，不能用于实验',
  publishConflict: '结束实验时页面被他人修改，请刷新后重试',
  draftPending: (revision: number) => `页面有未发布的草稿（第 ${revision} 版），整页实验不能直接采用 B：请先发布或回滚草稿`,
} as const;

type ProblemsOf = (layoutId: string, document: unknown) => LayoutProblem[];

export function toOpsExperiment(row: ExperimentRow): OpsExperiment {
  return {
    id: row.id,
    layout_id: row.layoutId,
    kind: row.kind === 'layout' ? 'layout' : 'section',
    node_id: row.nodeId,
    base_revision: row.baseRevision,
    // Stored from the start request (a JSON object checked by the layout lint); jsonb reads back as unknown.
    variant_node: (row.variantNode as Record<string, unknown> | null) ?? null,
    variant_revision: row.variantRevision,
    split_b: row.splitB,
    goal: experimentGoal(row.goal),
    status: row.status === 'stopped' ? 'stopped' : 'running',
    winner: row.winner === 'A' || row.winner === 'B' ? row.winner : null,
    published_revision: row.publishedRevision,
    started_at: row.startedAt.toISOString(),
    started_by: row.startedBy,
    stopped_at: row.stoppedAt ? row.stoppedAt.toISOString() : null,
    stopped_by: row.stoppedBy,
  };
}

/** Arm B's document built on `base` (the published document), or a 4xx saying why it cannot be. */
async function variantDocument(
  db: Db,
  layoutId: string,
  base: unknown,
  spec: Pick<ExperimentRow, 'kind' | 'nodeId' | 'variantNode' | 'variantRevision'>,
): Promise<unknown> {
  if (spec.kind === 'section') {
    const replaced = replaceNode(base, spec.nodeId ?? '', spec.variantNode);
    if (!replaced.found) throw new AppError(409, EXPERIMENT_MESSAGES.nodeMissing);
    return replaced.document;
  }
  const document = spec.variantRevision ? await revisionDocument(db, layoutId, spec.variantRevision) : undefined;
  if (document === undefined) throw new AppError(404, EXPERIMENT_MESSAGES.revisionMissing);
  return document;
}

export async function startExperiment(
  db: Db,
  layoutId: string,
  input: OpsExperimentStart,
  operator: LayoutWriter,
  problemsOf: ProblemsOf,
): Promise<ExperimentRow> {
  const revisions = await layoutRevisionNumbers(db, layoutId);
  if (!revisions?.published) throw new AppError(409, EXPERIMENT_MESSAGES.notPublished);
  const base = await revisionDocument(db, layoutId, revisions.published);
  const spec =
    input.kind === 'section'
      ? { kind: 'section', nodeId: input.node_id ?? null, variantNode: input.variant_node ?? null, variantRevision: null }
      : { kind: 'layout', nodeId: null, variantNode: null, variantRevision: input.variant_revision ?? null };
  if (input.kind === 'section') {
    if (!input.node_id || !input.variant_node) throw new AppError(400, EXPERIMENT_MESSAGES.nodeRequired);
    if (input.variant_node.id !== input.node_id) throw new AppError(400, EXPERIMENT_MESSAGES.nodeIdMismatch);
    if (!findNode(base, input.node_id)) throw new AppError(409, EXPERIMENT_MESSAGES.nodeMissing);
  } else {
    if (!input.variant_revision) throw new AppError(400, EXPERIMENT_MESSAGES.revisionRequired);
    if (input.variant_revision === revisions.published) throw new AppError(400, EXPERIMENT_MESSAGES.sameRevision);
  }
  const document = await variantDocument(db, layoutId, base, spec);
  const problems = problemsOf(layoutId, document);
  if (problems.length > 0) throw new AppError(422, EXPERIMENT_MESSAGES.invalid, 422, { problems });
  const row = await insertExperiment(db, { layoutId, ...spec, splitB: input.split_b, goal: input.goal ?? 'clicks', startedBy: operator.name });
  if (row === 'unpublished') throw new AppError(409, EXPERIMENT_MESSAGES.notPublished);
  if (row === 'running') throw new AppError(409, EXPERIMENT_MESSAGES.alreadyRunning);
  return row;
}

/** The split of a test is fixed for its whole run: changing it would move viewers between arms mid-test. */
export async function refuseSplitEdit(db: Db, id: number): Promise<never> {
  const row = await findExperiment(db, id);
  if (!row) throw new AppError(404, EXPERIMENT_MESSAGES.notFound);
  throw new AppError(409, row.status === 'running' ? EXPERIMENT_MESSAGES.splitLocked : EXPERIMENT_MESSAGES.stopped);
}

export interface StopOutcome {
  experiment: ExperimentRow;
  /** The revision published for winner B (undefined when A won: A is what is live). */
  published?: number;
}

/**
 * Ends a test. Winner B becomes a new revision (the published document with B applied, on top of the
 * newest saved revision) published through the normal save and publish path, so it is audited like any
 * publish; the caller announces it. Checked before anything changes, so a refused stop leaves it running.
 */
export async function stopExperiment(db: Db, id: number, winner: 'A' | 'B', operator: LayoutWriter, problemsOf: ProblemsOf): Promise<StopOutcome> {
  const row = await findExperiment(db, id);
  if (!row) throw new AppError(404, EXPERIMENT_MESSAGES.notFound);
  if (row.status !== 'running') throw new AppError(409, EXPERIMENT_MESSAGES.alreadyStopped);
  let document: unknown;
  let base = 0;
  /** A draft saved after the published revision: it must not be lost under B. */
  let pendingDraft: number | null = null;
  if (winner === 'B') {
    const revisions = await layoutRevisionNumbers(db, row.layoutId);
    if (!revisions?.published) throw new AppError(409, EXPERIMENT_MESSAGES.notPublished);
    if (revisions.current > revisions.published) pendingDraft = revisions.current;
    // A whole other revision cannot be merged into someone's draft: they decide first.
    if (pendingDraft !== null && row.kind === 'layout') throw new AppError(409, EXPERIMENT_MESSAGES.draftPending(pendingDraft));
    document = await variantDocument(db, row.layoutId, await revisionDocument(db, row.layoutId, revisions.published), row);
    const problems = problemsOf(row.layoutId, document);
    if (problems.length > 0) throw new AppError(422, EXPERIMENT_MESSAGES.invalid, 422, { problems });
    base = revisions.current;
  }
  const stopped = await markStopped(db, id, { winner, stoppedBy: operator.name });
  if (!stopped) throw new AppError(409, EXPERIMENT_MESSAGES.alreadyStopped);
  if (winner === 'A') return { experiment: stopped };
  const note = `实验 #${id} 结束：采用 B 版本`;
  const saved = await saveLayoutDraft(db, operator, { id: row.layoutId, document, baseRevision: base, note });
  const published = 'conflict' in saved ? undefined : await publishLayoutRevision(db, operator, { id: row.layoutId, revision: saved.revision, note });
  if (!published || 'conflict' in published) {
    await markRunning(db, id);
    throw new AppError(409, EXPERIMENT_MESSAGES.publishConflict);
  }
  await setPublishedRevision(db, id, published.published_revision);
  if (pendingDraft !== null) await carryDraftForward(db, operator, row, pendingDraft, published.published_revision);
  return { experiment: { ...stopped, publishedRevision: published.published_revision }, published: published.published_revision };
}

/**
 * B went live on top of the published revision, past a newer draft: the draft is saved again on top, with B's
 * section in it, so its author goes on editing their own work and the next publish keeps B.
 */
async function carryDraftForward(db: Db, operator: LayoutWriter, row: ExperimentRow, draftRevision: number, baseRevision: number): Promise<void> {
  const draft = await revisionDocument(db, row.layoutId, draftRevision);
  if (draft === undefined) return;
  const withB = replaceNode(draft, row.nodeId ?? '', row.variantNode);
  const note = withB.found ? `实验 #${row.id} 结束：第 ${draftRevision} 版草稿保留，并换上 B 版本` : `实验 #${row.id} 结束：第 ${draftRevision} 版草稿保留`;
  await saveLayoutDraft(db, operator, { id: row.layoutId, document: withB.found ? withB.document : draft, baseRevision, note });
}
