import { describe, expect, it } from 'vitest';
import { DEFAULT_SHARE_DESC, shareTexts } from './share-texts';

describe('shareTexts (docs/product-rules.md#sharing)', () => {
  it('uses the product name by default and appends it to a page title', () => {
    expect(shareTexts()).toEqual({ title: '博医荟', desc: DEFAULT_SHARE_DESC });
    expect(shareTexts({ pageTitle: '心衰指南解读' }).title).toBe('心衰指南解读 - 博医荟');
    expect(shareTexts({ pageTitle: '  ' }).title).toBe('博医荟');
  });
  it('gives image-text 33 its own description', () => {
    expect(shareTexts({ imageTextId: 33 }).desc).toBe('更快更准确的找到你需要的那一篇');
    expect(shareTexts({ imageTextId: 34 }).desc).toBe(DEFAULT_SHARE_DESC);
  });
});
