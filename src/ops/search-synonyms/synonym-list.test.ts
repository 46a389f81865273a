import { describe, expect, it } from 'vitest';
import { splitNames } from './synonym-list';

describe('搜索同义词 names typed in one box', () => {
  it('splits on commas of either width, 、, semicolons and spaces, dropping empty names', () => {
    expect(splitNames('房颤，心房颤动、AF')).toEqual(['房颤', '心房颤动', 'AF']);
    expect(splitNames(' 慢阻肺, COPD ;慢性阻塞性肺疾病；；\n')).toEqual(['慢阻肺', 'COPD', '慢性阻塞性肺疾病']);
    expect(splitNames('  ')).toEqual([]);
  });
});
