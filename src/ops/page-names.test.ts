import { describe, expect, it } from 'vitest';
import { pageGroup, pageName } from './page-names';

describe('page names', () => {
  it('names channels and topics by their own names, templates and routes in Chinese', () => {
    expect(pageName('home-new')).toBe('首页');
    expect(pageName('channel-home.3', '呼吸')).toBe('频道 · 呼吸');
    expect(pageName('topic-detail.5', '心血管')).toBe('专题 · 心血管');
    expect(pageName('channel-home.3')).toBe('频道 · 第 3 号');
    expect(pageName('channel-home')).toBe('频道页模板（各频道默认）');
    expect(pageName('topic-detail')).toBe('专题页模板（各专题默认）');
    expect(pageName('course-detail')).toBe('课程详情');
  });

  it('gives pages whose routes share a title names of their own', () => {
    expect(pageName('search')).not.toBe(pageName('search-new'));
    expect(pageName('meeting-list')).not.toBe(pageName('meeting-list-old'));
  });

  it('groups layouts by kind', () => {
    expect(['home-new', 'channel-home', 'channel-home.3', 'topic-detail.5', 'my-setting'].map(pageGroup)).toEqual([
      'home',
      'channel',
      'channel',
      'topic',
      'route',
    ]);
  });
});
