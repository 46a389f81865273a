import { describe, expect, it } from 'vitest';
import { ctrChange, NUMBERS_TEXT, percent } from './section-numbers';

const line = (current: [number, number], previous: [number, number] | null) => ({
  node_id: 'section-case',
  current: { exposures: current[0], clicks: current[1], ctr: current[0] ? current[1] / current[0] : null },
  previous: previous && { exposures: previous[0], clicks: previous[1], ctr: previous[0] ? previous[1] / previous[0] : null },
});

describe('section numbers', () => {
  it('says how the click rate changed since the previous revision, in the operator’s words', () => {
    const change = ctrChange(line([100, 6], [100, 10]))!;
    expect(change).toBeCloseTo(-0.4);
    expect(NUMBERS_TEXT.change(change, 4)).toBe('点击率 −40% 自第 4 版');
    expect(NUMBERS_TEXT.change(ctrChange(line([100, 15], [100, 10]))!, 4)).toBe('点击率 +50% 自第 4 版');
  });

  it('says nothing when there is nothing to compare', () => {
    expect(ctrChange(line([100, 6], null))).toBeNull();
    expect(ctrChange(line([0, 0], [100, 10]))).toBeNull();
    expect(ctrChange(line([100, 6], [100, 0]))).toBeNull();
    expect(percent(null)).toBe('—');
    expect(percent(0.1234)).toBe('12.3%');
    expect(NUMBERS_TEXT.interval(0.081, 0.169)).toBe('95% 置信区间 8.1%–16.9%');
  });
});
