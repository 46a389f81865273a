import { describe, expect, it } from 'vitest';
import { IMAGE_PROXY_PATH, sanitizeArticleHtml } from './article-html';

describe('sanitizeArticleHtml', () => {
  it('removes scripts, styles, iframes and their text', () => {
    const out = sanitizeArticleHtml('<p>正文</p><script>alert("x")</script><style>p{color:red}</style><iframe src="https://evil.example/">框架</iframe>');
    expect(out).toBe('<p>正文</p>');
  });

  it('removes event handler and style attributes', () => {
    const out = sanitizeArticleHtml('<p style="color:red" onclick="alert(1)">文字</p><img src="/media/a.svg" onerror="alert(1)" alt="图">');
    expect(out).toBe('<p>文字</p><img src="/media/a.svg" alt="图" />');
  });

  it('drops javascript:, data: and relative hrefs but keeps the link text', () => {
    const out = sanitizeArticleHtml(
      '<a href="javascript:alert(1)">一</a><a href=" JaVaScRiPt:alert(1)">二</a><a href="data:text/html,x">三</a><a href="/my">四</a>',
    );
    expect(out).toBe('<a>一</a><a>二</a><a>三</a><a>四</a>');
    expect(out).not.toMatch(/javascript|data:/i);
  });

  it('keeps http(s) links with rel noopener', () => {
    const out = sanitizeArticleHtml('<a href="https://www.example.org/g" onclick="x()">指南</a>');
    expect(out).toBe('<a href="https://www.example.org/g" rel="noopener noreferrer nofollow" target="_blank">指南</a>');
  });

  it('keeps the allowed structure: paragraphs, headings, lists, tables, strong/em', () => {
    const html =
      '<h2>标题</h2><p><strong>粗</strong><em>斜</em></p><ul><li>一</li></ul><ol><li>二</li></ol>' +
      '<table><thead><tr><th>项目</th></tr></thead><tbody><tr><td colspan="2">值</td></tr></tbody></table>';
    expect(sanitizeArticleHtml(html)).toBe(html);
  });

  it('drops unknown tags but keeps their text', () => {
    expect(sanitizeArticleHtml('<div><span class="x">保留文字</span></div><form><input value="x"></form>')).toBe('保留文字');
  });

  it('keeps img src/alt/width/height only, numeric sizes only', () => {
    const out = sanitizeArticleHtml('<img src="https://cdn.example.com/a.png" alt="CT" width="640" height="100%" class="x" title="t">');
    expect(out).toBe('<img src="https://cdn.example.com/a.png" alt="CT" width="640" />');
  });

  it('removes images with javascript:, data:, protocol-relative or API sources', () => {
    for (const src of ['javascript:alert(1)', 'data:image/png;base64,AAAA', '//evil.example/a.png', '/course/api/article/detail/1']) {
      expect(sanitizeArticleHtml(`<p><img src="${src}" alt="x"></p>`)).toBe('<p></p>');
    }
  });

  it('rewrites external images to the proxy path when asked, and is stable when run again', () => {
    const once = sanitizeArticleHtml('<img src="https://img.example-cdn.test/a b.png?x=1&y=2" alt="图"><img src="/media/covers/1.svg" alt="本站">', { proxyImages: true });
    const encoded = encodeURIComponent('https://img.example-cdn.test/a b.png?x=1&y=2');
    expect(once).toBe(`<img src="${IMAGE_PROXY_PATH}?url=${encoded.replace(/&/g, '&amp;')}" alt="图" /><img src="/media/covers/1.svg" alt="本站" />`);
    expect(sanitizeArticleHtml(once, { proxyImages: true })).toBe(once);
  });

  it('leaves external images as they are without proxyImages (what is stored)', () => {
    expect(sanitizeArticleHtml('<img src="https://img.example-cdn.test/a.png">')).toBe('<img src="https://img.example-cdn.test/a.png" />');
  });

  it('neutralises entity and case tricks', () => {
    const out = sanitizeArticleHtml('<IMG SRC="x" ONERROR="alert(1)"><a href="&#106;avascript:alert(1)">x</a><svg><script>alert(1)</script></svg>');
    expect(out).not.toMatch(/onerror|javascript|<svg|<script/i);
  });
});
