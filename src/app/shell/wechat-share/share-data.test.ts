import { describe, expect, it } from 'vitest';
import { buildShareData, DEFAULT_SHARE_DESC, shareLink } from './share-data';

describe('WeChat share data (docs/product-rules.md#sharing)', () => {
  it('uses the page title (route title and product name) and the default description', () => {
    expect(buildShareData({ href: 'https://m.test/live-list', documentTitle: '直播 - 博医荟' })).toEqual({
      title: '直播 - 博医荟',
      desc: DEFAULT_SHARE_DESC,
      link: 'https://m.test/live-list?source_type=1',
      imgUrl: '',
    });
    expect(DEFAULT_SHARE_DESC).toBe('一站式垂直医生社区，学术会议·指南文献·医学资讯·实用工具');
  });

  it('falls back to the product name when the page has no title', () => {
    expect(buildShareData({ href: 'https://m.test/', documentTitle: '  ' }).title).toBe('博医荟');
  });

  it('image-text 33 has its own description; other image-text pages keep the default', () => {
    expect(buildShareData({ href: 'https://m.test/image-text/33', documentTitle: '指南' }).desc).toBe('更快更准确的找到你需要的那一篇');
    expect(buildShareData({ href: 'https://m.test/image-text/34', documentTitle: '指南' }).desc).toBe(DEFAULT_SHARE_DESC);
    expect(buildShareData({ href: 'https://m.test/article-detail/33', documentTitle: '资讯' }).desc).toBe(DEFAULT_SHARE_DESC);
  });

  it('the link keeps the query, sets source_type=1 once and drops the hash', () => {
    expect(shareLink('https://m.test/article-detail/9?content_type=6&source_type=0#comments')).toBe(
      'https://m.test/article-detail/9?content_type=6&source_type=1',
    );
  });
});
