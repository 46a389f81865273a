import { describe, expect, it } from 'vitest';
import { cutText } from './cut-text';
import { formatCount, liveStatusText, originBadgeText, timeText, viewCountText } from './content-meta';

describe('cutText', () => {
  it('keeps short text and cuts long text at n characters with …', () => {
    expect(cutText('儿童哮喘规范化吸入治疗', 18)).toBe('儿童哮喘规范化吸入治疗');
    expect(cutText('一二三四五六七八九十一二三四五六七八', 18)).toBe('一二三四五六七八九十一二三四五六七八');
    expect(cutText('一二三四五六七八九十一二三四五六七八九', 18)).toBe('一二三四五六七八九十一二三四五六七八…');
  });

  it('never splits a character made of two UTF-16 units', () => {
    expect(cutText('😀😀😀', 2)).toBe('😀😀…');
  });

  it('copes with empty input', () => {
    expect(cutText(undefined, 5)).toBe('');
    expect(cutText('', 5)).toBe('');
  });
});

describe('content meta', () => {
  it('names every origin type', () => {
    expect([1, 2, 3, 4, 5, 6, 9, 11, 13, 14, 30, 31].map(originBadgeText)).toEqual([
      '课程',
      '资讯',
      '视频',
      '直播',
      '会议',
      '病例',
      '指南',
      '活动',
      '专题',
      '会议',
      '专栏',
      '学术',
    ]);
    expect(originBadgeText(99)).toBeUndefined();
  });

  it('maps live_status to 预告/直播中/回放/已结束', () => {
    expect([0, 1, 2, 3, 5, 6, 7].map(liveStatusText)).toEqual(['预告', '直播中', '已结束', '已结束', '回放', '回放', '回放']);
  });

  it('formats counts and times', () => {
    expect(formatCount(9999)).toBe('9999');
    expect(formatCount(10000)).toBe('1万');
    expect(formatCount(18930)).toBe('1.9万');
    expect(viewCountText({ origin_type: 2, view_count: 856 })).toBe('856阅读');
    expect(viewCountText({ origin_type: 3, view_count: 12 })).toBe('12观看');
    expect(timeText({ id: 1, origin_type: 4, title: 't', start_at_format: '06月18日 19:30', duration_format: '1:00' })).toBe('06月18日 19:30');
    expect(timeText({ id: 1, origin_type: 1, title: 't', duration_format: '45:12' })).toBe('45:12');
    expect(timeText({ id: 1, origin_type: 2, title: 't', created_at: '2024-05-30 08:12:45' })).toBe('2024-05-30');
  });
});
