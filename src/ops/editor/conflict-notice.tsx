import { DiffView } from '../history/diff-view';
import type { SaveConflict } from '../api/ops-types';

export const CONFLICT_TEXT = {
  heading: '保存冲突',
  who: (name: string, revision: number) => `${name} 已保存了第 ${revision} 版，你的修改基于更早的版本。`,
  diffLabel: '对方的修改',
  reload: '放弃我的修改，载入最新版本',
  overwrite: '保留我的修改，基于最新版本再次保存',
} as const;

/** A refused save: who changed the layout meanwhile, what they changed, and the two ways on. */
export function ConflictNotice({ message, conflict, onReload, onRebase }: { message: string; conflict: SaveConflict; onReload(): void; onRebase(): void }) {
  return (
    <section className="ops-conflict" role="alert" aria-labelledby="ops-conflict-h">
      <h3 id="ops-conflict-h">{CONFLICT_TEXT.heading}</h3>
      <p>{message}</p>
      <p>{CONFLICT_TEXT.who(conflict.changed_by, conflict.current_revision)}</p>
      {conflict.diff && <DiffView diff={conflict.diff} label={CONFLICT_TEXT.diffLabel} />}
      <div className="ops-row-buttons">
        <button type="button" onClick={onReload}>
          {CONFLICT_TEXT.reload}
        </button>
        <button type="button" onClick={onRebase}>
          {CONFLICT_TEXT.overwrite}
        </button>
      </div>
    </section>
  );
}
