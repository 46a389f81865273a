import { useCallback, useEffect, useId, useState } from 'react';
import { OpsApiError, opsApi } from '../api/ops-client';
import type { LayoutRevision, OperatorRole } from '../api/ops-types';
import { askToConfirm } from '../confirm-dialog';
import { formatTime } from '../format-time';
import { operatorName } from '../operator-name';
import { DiffView } from './diff-view';

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
  onlyPublisher: '只有发布者可以回滚',
  empty: '暂无历史版本',
} as const;

export interface HistoryPanelProps {
  layoutId: string;
  role: OperatorRole;
  publishedRevision: number | null;
  /** The editor holds edits not saved yet (a rollback replaces them). */
  unsavedChanges?: boolean;
  /** Changes when the layout is saved or published elsewhere in the editor, to reload the list. */
  refreshKey: number;
  onRolledBack(publishedRevision: number): void;
}

/** Every revision; a diff between any two; one-click rollback to any of them (publishers). */
export function HistoryPanel({ layoutId, role, publishedRevision, unsavedChanges = false, refreshKey, onRolledBack }: HistoryPanelProps) {
  const id = useId();
  const [revisions, setRevisions] = useState<LayoutRevision[]>([]);
  const [from, setFrom] = useState<number | null>(null);
  const [to, setTo] = useState<number | null>(null);
  const [diff, setDiff] = useState<{ from: number; to: number; text: string } | null>(null);
  const [message, setMessage] = useState<string | null>(null);

  const [loadError, setLoadError] = useState<string | null>(null);

  const load = useCallback(async () => {
    try {
      const list = [...(await opsApi.revisions(layoutId))].sort((a, b) => b.revision - a.revision);
      setRevisions(list);
      setLoadError(null);
      if (list.length >= 2) {
        setTo((current) => current ?? list[0].revision);
        setFrom((current) => current ?? list[1].revision);
      }
    } catch (error) {
      // A page made from its template has no revision until its first save: that is an empty history.
      if (error instanceof OpsApiError && error.status === 404) {
        setRevisions([]);
        setLoadError(null);
        return;
      }
      setLoadError(error instanceof Error ? error.message : String(error));
    }
  }, [layoutId]);
  useEffect(() => {
    void load();
  }, [load, refreshKey]);

  const showDiff = async () => {
    if (from === null || to === null) return;
    try {
      setDiff({ from, to, text: (await opsApi.diff(layoutId, from, to)).diff });
    } catch (error) {
      setMessage(error instanceof Error ? error.message : String(error));
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
      const result = await opsApi.rollback(layoutId, revision);
      setMessage(HISTORY_TEXT.rollbackDone(revision, result.published_revision));
      onRolledBack(result.published_revision);
      await load();
    } catch (error) {
      setMessage(error instanceof Error ? error.message : String(error));
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
                  disabled={role !== 'publisher' || revision.revision === publishedRevision}
                  title={role !== 'publisher' ? HISTORY_TEXT.onlyPublisher : undefined}
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
      {diff && <DiffView diff={diff.text} label={HISTORY_TEXT.diffLabel(diff.from, diff.to)} />}
    </section>
  );
}
