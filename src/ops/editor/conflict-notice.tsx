import { useState } from 'react';
import { DiffView } from '../history/diff-view';
import type { SaveConflict } from '../api/ops-types';
import type { LayoutMerge, Side } from './merge-layout';

export const CONFLICT_TEXT = {
  heading: '保存冲突',
  who: (name: string, revision: number) => `${name} 已保存了第 ${revision} 版，你的修改基于更早的版本。`,
  merging: '正在合并双方的修改…',
  mergeFailed: (message: string) => `无法读取两个版本来合并：${message}`,
  combined: '双方的修改已合并：',
  nothingChanged: '双方的版本没有差别。',
  clashes: '以下修改互相冲突，请逐项选择保留哪一方：',
  keepMine: '保留我的修改',
  keepTheirs: (name: string) => `保留 ${name} 的修改`,
  keepValue: (keep: string, value: string) => `${keep}：${value}`,
  saveMerged: '保存合并结果',
  unchosen: (n: number) => `还有 ${n} 项冲突未选择`,
  diffLabel: '对方的修改',
  rawDiff: '原始差异（开发者视图）',
  reload: '放弃我的修改，载入最新版本',
} as const;

export interface ConflictNoticeProps {
  message: string;
  conflict: SaveConflict;
  /** null while the two revisions are being read. */
  merge: LayoutMerge | null;
  mergeError: string | null;
  busy: boolean;
  onReload(): void;
  onSaveMerged(choices: Record<string, Side>): void;
}

/** "保留我的修改", with the value kept when the clash is over one field (so both values are in view). */
function keepText(side: Side, theirs: string, value: string | undefined): string {
  const keep = side === 'mine' ? CONFLICT_TEXT.keepMine : CONFLICT_TEXT.keepTheirs(theirs);
  return value === undefined ? keep : CONFLICT_TEXT.keepValue(keep, value);
}

/**
 * A refused save: who saved meanwhile, the changes of both sides that combine by themselves, and the
 * clashes the operator settles one by one before the combined draft is saved on the newer revision.
 */
export function ConflictNotice({ message, conflict, merge, mergeError, busy, onReload, onSaveMerged }: ConflictNoticeProps) {
  const [choices, setChoices] = useState<Record<string, Side>>({});
  const unchosen = merge ? merge.clashes.filter((clash) => !choices[clash.key]).length : 0;
  return (
    <section className="ops-conflict" role="alert" aria-labelledby="ops-conflict-h">
      <h3 id="ops-conflict-h">{CONFLICT_TEXT.heading}</h3>
      <p>{message}</p>
      <p>{CONFLICT_TEXT.who(conflict.changed_by, conflict.current_revision)}</p>
      {mergeError && <p className="ops-field__error">{CONFLICT_TEXT.mergeFailed(mergeError)}</p>}
      {!merge && !mergeError && <p>{CONFLICT_TEXT.merging}</p>}
      {merge && (
        <>
          <p>{merge.changes.length > 0 ? CONFLICT_TEXT.combined : CONFLICT_TEXT.nothingChanged}</p>
          {merge.changes.length > 0 && (
            <ul className="ops-merge__changes" aria-label={CONFLICT_TEXT.combined}>
              {merge.changes.map((change, index) => (
                <li key={index} className={`ops-merge__change ops-merge__change--${change.side}`}>
                  {change.text}
                </li>
              ))}
            </ul>
          )}
          {merge.clashes.length > 0 && (
            <div className="ops-merge__clashes">
              <p>{CONFLICT_TEXT.clashes}</p>
              {merge.clashes.map((clash) => (
                <fieldset key={clash.key} className="ops-merge__clash">
                  <legend>{clash.text}</legend>
                  {(['mine', 'theirs'] as const).map((side) => (
                    <label key={side}>
                      <input
                        type="radio"
                        name={`ops-clash-${clash.key}`}
                        checked={choices[clash.key] === side}
                        onChange={() => setChoices((current) => ({ ...current, [clash.key]: side }))}
                      />
                      {keepText(side, conflict.changed_by, clash.values?.[side])}
                    </label>
                  ))}
                </fieldset>
              ))}
            </div>
          )}
        </>
      )}
      <div className="ops-row-buttons">
        <button type="button" onClick={onReload}>
          {CONFLICT_TEXT.reload}
        </button>
        {merge && (
          <button type="button" className="ops-primary" disabled={busy || unchosen > 0} onClick={() => onSaveMerged(choices)}>
            {CONFLICT_TEXT.saveMerged}
          </button>
        )}
        {merge && unchosen > 0 && <span className="ops-reason">{CONFLICT_TEXT.unchosen(unchosen)}</span>}
      </div>
      {conflict.diff && (
        // Collapsed: the raw diff is a developer's detail; the description and the merge above are the operator's.
        <details className="ops-merge__raw">
          <summary>{CONFLICT_TEXT.rawDiff}</summary>
          <DiffView diff={conflict.diff} label={CONFLICT_TEXT.diffLabel} />
        </details>
      )}
    </section>
  );
}
