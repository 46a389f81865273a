// A unified diff (as the server's /diff and conflict answers give it) split into typed lines, so the
// view can colour additions and removals and screen readers can announce them.

export type DiffLineKind = 'add' | 'remove' | 'hunk' | 'header' | 'context';

export interface DiffLine {
  kind: DiffLineKind;
  text: string;
}

export function parseUnifiedDiff(diff: string): DiffLine[] {
  const lines = diff.replace(/\n$/, '').split('\n');
  return lines
    .filter((text) => text !== '' && !/^={3,}$/.test(text) && !text.startsWith('\\ No newline'))
    .map((text): DiffLine => {
      if (text.startsWith('+++') || text.startsWith('---') || text.startsWith('Index:')) return { kind: 'header', text };
      if (text.startsWith('@@')) return { kind: 'hunk', text };
      if (text.startsWith('+')) return { kind: 'add', text };
      if (text.startsWith('-')) return { kind: 'remove', text };
      return { kind: 'context', text };
    });
}

export function diffStats(lines: DiffLine[]): { added: number; removed: number } {
  return {
    added: lines.filter((line) => line.kind === 'add').length,
    removed: lines.filter((line) => line.kind === 'remove').length,
  };
}
