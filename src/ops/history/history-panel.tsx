import { useId, useMemo, useState } from 'react';
import type { LayoutDocument } from '../../../contract/generated/schema-types';
import { opsEndpoints } from '../api/ops-endpoints';
import { type OpsRefusal } from '../api/ops-fetch';
import { refusalText } from '../api/ops-refusal-text';
import type { OperatorRole } from '../api/ops-types';
import { askToConfirm } from '../confirm-dialog';
import { formatTime } from '../format-time';
import { operatorName } from '../operator-name';
import { CHANGE_LIST_TEXT, ChangeList } from './change-list';
import { DiffView } from './diff-view';
import { publishes } from '../operator-role';

export const HISTORY_TEXT = {
  heading: '历史版本',
  from: '对比：从版本',
  to: '到版本',
  show: '查看差异',
  rollback: (n: number) => `回滚到第 ${n} 版`,
  rollbackTitle: '回滚',
  rollbackMessage: (n: number, unsaved: boolean) =>
    `确定回滚到第 ${n} 版吗？线上页面会立即换成第 ${n} 版的内容。${unsaved ? '编辑器里未保存的修改会被丢弃。' : ''}`,
  rollbackConfirm: '回滚',
  cancel: '取消',
  rollbackDone: (to: number, published: number) => `已回滚到第 ${to} 版的内容，当前发布第 ${published} 版`,
  published: '已发布',
  current: '线上版本',
  revision: (n: number) => `第 ${n} 版`,
  diffLabel: (a: number, b: number) => `第 ${a} 版与第 ${b} 版的差异`,
  rawLabel: (a: number, b: number) => `第 ${a} 版与第 ${b} 版的原始差异`,
  onlyPublisher: '只有发布者可以回滚',
  empty: '暂无历史版本',
} as const;

export interface HistoryPanelProps {
  layoutId: string;
  role: OperatorRole;
  publishedRevision: number | null;
  /** The editor holds edits not saved yet (a rollback replaces them). */
  unsavedChanges?: boolean;
  onRolledBack(publishedRevision: number): void;
}

/**
 * Every revision; a diff between any two; one-click rollback to any of them (publishers). The list is the
 * cached answer tagged with the layout's revisions: a save, publish, rollback or kill switch anywhere in the
 * console adds the new revision here without a reload.
 */
export function HistoryPanel({ layoutId, role, publishedRevision, unsavedChanges = false, onRolledBack }: HistoryPanelProps) {
  const id = useId();
  const history = opsEndpoints.useListOpsLayoutRevisionsQuery({ id: layoutId });
  const [readDiff] = opsEndpoints.useLazyGetOpsLayoutDiffQuery();
  const [readRevision] = opsEndpoints.useLazyGetOpsLayoutRevisionQuery();
  const [rollbackTo] = opsEndpoints.useRollbackOpsLayoutMutation();
  const revisions = useMemo(() => [...(history.data?.list ?? [])].sort((a, b) => b.revision - a.revision), [history.data]);
  // The operator's choice, else the two newest.
  const [chosenFrom, setFrom] = useState<number | null>(null);
  const [chosenTo, setTo] = useState<number | null>(null);
  const from = chosenFrom ?? (revisions.length >= 2 ? revisions[1].revision : null);
  const to = chosenTo ?? (revisions.length >= 2 ? revisions[0].revision : null);
  const [diff, setDiff] = useState<{ from: number; to: number; text: string; before: LayoutDocument; after: LayoutDocument } | null>(null);
  const [message, setMessage] = useState<string | null>(null);
  // A page made from its template has no revision until its first save: that 404 is an empty history.
  const loadError = history.error && (history.error as Partial<OpsRefusal>).status !== 404 ? refusalText(history.error) : null;

  const showDiff = async () => {
    if (from === null || to === null) return;
    try {
      // Two stored revisions never change: cached answers will do. The documents give the operator's view, the
      // text diff the developer's.
      const [text, before, after] = await Promise.all([
        readDiff({ id: layoutId, from, to }, true).unwrap(),
        readRevision({ id: layoutId, revision: from }, true).unwrap(),
        readRevision({ id: layoutId, revision: to }, true).unwrap(),
      ]);
      // Stored revisions are layout documents (the server validates each save against the layout schema).
      setDiff({ from, to, text: text.diff, before: before.document as unknown as LayoutDocument, after: after.document as unknown as LayoutDocument });
    } catch (error) {
      setMessage(refusalText(error));
    }
  };
  const rollback = async (revision: number) => {
    const confirmed = await askToConfirm({
      title: HISTORY_TEXT.rollbackTitle,
      message: HISTORY_TEXT.rollbackMessage(revision, unsavedChanges),
      confirmText: HISTORY_TEXT.rollbackConfirm,
      cancelText: HISTORY_TEXT.cancel,
    });
    if (!confirmed) return;
    try {
      const result = await rollbackTo({ id: layoutId, revision }).unwrap();
      setMessage(HISTORY_TEXT.rollbackDone(revision, result.published_revision));
      onRolledBack(result.published_revision);
    } catch (error) {
      setMessage(refusalText(error));
    }
  };
  const options = revisions.map((revision) => (
    <option key={revision.revision} value={revision.revision}>
      {HISTORY_TEXT.revision(revision.revision)}（{operatorName(revision.author)}）
    </option>
  ));

  return (
    <section className="ops-history" aria-labelledby={`${id}-h`}>
      <h3 id={`${id}-h`}>{HISTORY_TEXT.heading}</h3>
      {(loadError ?? message) && (
        <p role="status" className="ops-status">
          {loadError ?? message}
        </p>
      )}
      {revisions.length === 0 && <p className="ops-hint">{HISTORY_TEXT.empty}</p>}
      <table className="ops-table">
        <thead>
          <tr>
            <th scope="col">版本</th>
            <th scope="col">作者</th>
            <th scope="col">时间</th>
            <th scope="col">状态</th>
            <th scope="col">操作</th>
          </tr>
        </thead>
        <tbody>
          {revisions.map((revision) => (
            <tr key={revision.revision} data-revision={revision.revision}>
              <td>{HISTORY_TEXT.revision(revision.revision)}</td>
              <td>{operatorName(revision.author)}</td>
              <td>{formatTime(revision.created_at)}</td>
              <td>
                {revision.revision === publishedRevision ? HISTORY_TEXT.current : revision.published ? HISTORY_TEXT.published : ''}
                {revision.note ? ` ${revision.note}` : ''}
              </td>
              <td>
                <button
                  type="button"
                  disabled={!publishes(role) || revision.revision === publishedRevision}
                  title={!publishes(role) ? HISTORY_TEXT.onlyPublisher : undefined}
                  onClick={() => void rollback(revision.revision)}
                >
                  {HISTORY_TEXT.rollback(revision.revision)}
                </button>
              </td>
            </tr>
          ))}
        </tbody>
      </table>
      {revisions.length >= 2 && (
        <div className="ops-inline">
          <label htmlFor={`${id}-from`}>{HISTORY_TEXT.from}</label>
          <select id={`${id}-from`} value={from ?? ''} onChange={(e) => setFrom(Number(e.target.value))}>
            {options}
          </select>
          <label htmlFor={`${id}-to`}>{HISTORY_TEXT.to}</label>
          <select id={`${id}-to`} value={to ?? ''} onChange={(e) => setTo(Number(e.target.value))}>
            {options}
          </select>
          <button type="button" onClick={() => void showDiff()}>
            {HISTORY_TEXT.show}
          </button>
        </div>
      )}
      {diff && (
        <>
          <ChangeList before={diff.before} after={diff.after} label={HISTORY_TEXT.diffLabel(diff.from, diff.to)} />
          <details className="ops-merge__raw">
            <summary>{CHANGE_LIST_TEXT.rawDiff}</summary>
            <DiffView diff={diff.text} label={HISTORY_TEXT.rawLabel(diff.from, diff.to)} />
          </details>
        </>
      )}
    </section>
  );
}
