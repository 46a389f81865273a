import { describe, expect, it } from 'vitest';
import { formatHave, HAVE_MAX_LENGTH, HAVE_PATTERN, MAX_HELD_LAYOUTS, parseHave } from './layout-events';

describe('the revisions an app holds (have)', () => {
  it('round-trips through the query the server accepts', () => {
    const held = [
      { id: 'home-new', revision: 7 },
      { id: 'channel-home.12', revision: 0 },
    ];
    const text = formatHave(held);
    expect(text).toBe('home-new:7,channel-home.12:0');
    expect(new RegExp(HAVE_PATTERN).test(text)).toBe(true);
    expect(parseHave(text)).toEqual(held);
  });

  it('keeps the first of a repeated id, at most MAX_HELD_LAYOUTS, and drops what the server would refuse', () => {
    const many = Array.from({ length: 12 }, (_, i) => ({ id: `topic-detail.${i}`, revision: i }));
    const text = formatHave([
      { id: 'home-new', revision: 1 },
      { id: 'home-new', revision: 2 },
      { id: 'Bad Id', revision: 1 },
      { id: 'x', revision: -1 },
      ...many,
    ]);
    expect(parseHave(text)).toHaveLength(MAX_HELD_LAYOUTS);
    expect(parseHave(text)[0]).toEqual({ id: 'home-new', revision: 1 });
    expect(new RegExp(HAVE_PATTERN).test(text)).toBe(true);
    expect(text.length).toBeLessThanOrEqual(HAVE_MAX_LENGTH);
    expect(formatHave([])).toBe('');
    expect(parseHave('')).toEqual([]);
  });

  it('refuses more layouts than allowed and malformed pairs', () => {
    const pattern = new RegExp(HAVE_PATTERN);
    const tooMany = Array.from({ length: MAX_HELD_LAYOUTS + 1 }, (_, i) => `a${i}:1`).join(',');
    for (const text of [tooMany, 'home-new', 'home-new:', ':3', 'home-new:1,', 'home new:1', 'home-new:-1']) expect(pattern.test(text), text).toBe(false);
  });
});
