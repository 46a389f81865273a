import { describe, expect, it } from 'vitest';
import { parseWhiteList, whiteListText } from './live-white-list';

describe('live white list', () => {
  it('reads numbers with optional names, skips a header and blank lines, and lists every bad row by its line', () => {
    const { entries, problems } = parseWhiteList('手机号,姓名\r\n138-0000-0001,张医生\n\n+8613900000002\t李医生\n123\n13800000001');
    expect(entries).toEqual([
      { mobile: '13800000001', name: '张医生' },
      { mobile: '13900000002', name: '李医生' },
    ]);
    expect(problems).toEqual([
      { row: 5, message: '白名单第 5 行：「123」不是 11 位手机号' },
      { row: 6, message: '白名单第 6 行：手机号与第 2 行重复' },
    ]);
    expect(whiteListText(entries)).toBe('13800000001,张医生\n13900000002,李医生');
  });
});
