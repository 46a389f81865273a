import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { diffStats, parseUnifiedDiff } from './diff-lines';
import { DiffView } from './diff-view';

const diff = [
  'Index: channel-home.2',
  '===================================================================',
  '--- channel-home.2 revision 3',
  '+++ channel-home.2 revision 4',
  '@@ -10,6 +10,6 @@',
  '     {',
  '-      "id": "section-live",',
  '+      "id": "section-case",',
  '       "widget": "section",',
  '',
].join('\n');

describe('unified diff rendering', () => {
  it('types each line: headers, hunks, additions, removals, context', () => {
    const lines = parseUnifiedDiff(diff);
    expect(lines.map((line) => line.kind)).toEqual(['header', 'header', 'header', 'hunk', 'context', 'remove', 'add', 'context']);
    expect(diffStats(lines)).toEqual({ added: 1, removed: 1 });
  });

  it('colours additions and removals and says so in words as well', () => {
    render(<DiffView diff={diff} label="第 3 版与第 4 版的差异" />);
    const figure = screen.getByRole('figure', { name: '第 3 版与第 4 版的差异' });
    expect(figure.textContent).toContain('新增 1 行，删除 1 行');
    const added = figure.querySelector('.ops-diff__line--add')!;
    const removed = figure.querySelector('.ops-diff__line--remove')!;
    expect(added.textContent).toBe('新增：+      "id": "section-case",');
    expect(removed.textContent).toBe('删除：-      "id": "section-live",');
  });

  it('says when two revisions are the same', () => {
    render(<DiffView diff={'--- a\n+++ b\n'} label="x" />);
    expect(screen.getByText('两个版本没有差异')).toBeTruthy();
  });
});
