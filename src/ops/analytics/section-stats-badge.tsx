import { askToConfirm } from '../confirm-dialog';
import { HISTORY_TEXT } from '../history/history-panel';
import { ctrChange, NUMBERS_TEXT, type SectionLine } from './section-numbers';

export interface SectionStatsBadgeProps {
  line: SectionLine | undefined;
  previousRevision: number | null;
  canRollBack: boolean;
  /** The editor holds unsaved edits (the rollback replaces them; the confirmation says so). */
  unsavedChanges: boolean;
  /** Rolls the whole layout back to `revision` through the history's rollback (same confirmation). */
  onRollBack(revision: number): Promise<void>;
}

/** One outline row's numbers: exposures, clicks, click rate, and its change since the previous revision. */
export function SectionStatsBadge({ line, previousRevision, canRollBack, unsavedChanges, onRollBack }: SectionStatsBadgeProps) {
  if (!line) return null;
  const change = ctrChange(line);
  const rollBack = async () => {
    if (previousRevision === null) return;
    const confirmed = await askToConfirm({
      title: HISTORY_TEXT.rollbackTitle,
      message: HISTORY_TEXT.rollbackMessage(previousRevision, unsavedChanges),
      confirmText: HISTORY_TEXT.rollbackConfirm,
      cancelText: HISTORY_TEXT.cancel,
    });
    if (confirmed) await onRollBack(previousRevision);
  };
  return (
    <div className="ops-section-stats" data-section-stats={line.node_id}>
      <span>{NUMBERS_TEXT.exposures(line.current.exposures)}</span>
      <span data-clicks={line.current.clicks}>{NUMBERS_TEXT.clicks(line.current.clicks)}</span>
      <span>{NUMBERS_TEXT.ctr(line.current.ctr)}</span>
      {change !== null && previousRevision !== null && (
        <span className={`ops-badge${change < 0 ? ' ops-badge--error' : ''}`}>{NUMBERS_TEXT.change(change, previousRevision)}</span>
      )}
      {change !== null && previousRevision !== null && canRollBack && (
        <button type="button" onClick={() => void rollBack()}>
          {NUMBERS_TEXT.rollBack(previousRevision)}
        </button>
      )}
    </div>
  );
}
