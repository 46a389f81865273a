import { useMemo } from 'react';
import type { LayoutDocument } from '../../../contract/generated/schema-types';
import { layoutChanges } from '../../../contract/layout/layout-changes';
import { changeLines } from './change-words';

export const CHANGE_LIST_TEXT = {
  none: '两个版本没有差异',
  rawDiff: '原始差异（开发者视图）',
} as const;

/** Two revisions' differences as the operator speaks of them: one line per section or field changed. */
export function ChangeList({ before, after, label }: { before: LayoutDocument; after: LayoutDocument; label: string }) {
  const lines = useMemo(() => changeLines(layoutChanges(before, after), { before, after }), [before, after]);
  if (lines.length === 0) return <p className="ops-diff__empty">{CHANGE_LIST_TEXT.none}</p>;
  return (
    <ul className="ops-changes" aria-label={label}>
      {lines.map((line, index) => (
        <li key={index}>{line}</li>
      ))}
    </ul>
  );
}
