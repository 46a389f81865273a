import { diffStats, parseUnifiedDiff, type DiffLineKind } from './diff-lines';

export const DIFF_TEXT = {
  none: '两个版本没有差异',
  stats: (added: number, removed: number) => `新增 ${added} 行，删除 ${removed} 行`,
  added: '新增：',
  removed: '删除：',
} as const;

// Added/removed lines carry a hidden prefix word as well as a colour: colour alone is not enough.
const PREFIX: Partial<Record<DiffLineKind, string>> = { add: DIFF_TEXT.added, remove: DIFF_TEXT.removed };

/** A unified diff with +/- colouring. */
export function DiffView({ diff, label }: { diff: string; label: string }) {
  const lines = parseUnifiedDiff(diff);
  const { added, removed } = diffStats(lines);
  if (added === 0 && removed === 0) return <p className="ops-diff__empty">{DIFF_TEXT.none}</p>;
  return (
    <figure className="ops-diff" aria-label={label}>
      <figcaption>{DIFF_TEXT.stats(added, removed)}</figcaption>
      <pre className="ops-diff__body">
        {lines.map((line, index) => (
          <div key={index} className={`ops-diff__line ops-diff__line--${line.kind}`} data-kind={line.kind}>
            {PREFIX[line.kind] && <span className="ops-visually-hidden">{PREFIX[line.kind]}</span>}
            {line.text}
          </div>
        ))}
      </pre>
    </figure>
  );
}
