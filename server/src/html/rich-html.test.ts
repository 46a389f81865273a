import { mkdirSync, mkdtempSync, rmSync, utimesSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createCanvas } from '@napi-rs/canvas';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { disallowedHtml, IMAGE_PROXY_PATH, sanitizeRichHtml, setArticleMediaDir, withImageSources } from './rich-html';

describe('sanitizeRichHtml', () => {
  it('removes scripts, styles, iframes and their text', () => {
    const out = sanitizeRichHtml('<p>正文</p><script>alert("x")</script><style>p{color:red}</style><iframe src="https://evil.example/">框架</iframe>');
    expect(out).toBe('<p>正文</p>');
  });

  it('removes event handler and style attributes', () => {
    const out = sanitizeRichHtml('<p style="color:red" onclick="alert(1)">文字</p><img src="/media/a.svg" onerror="alert(1)" alt="图">');
    expect(out).toBe('<p>文字</p><img src="/media/a.svg" alt="图" />');
  });

  it('drops javascript:, data: and relative hrefs but keeps the link text', () => {
    const out = sanitizeRichHtml(
      '<a href="javascript:alert(1)">一</a><a href=" JaVaScRiPt:alert(1)">二</a><a href="data:text/html,x">三</a><a href="/my">四</a>',
    );
    expect(out).toBe('<a>一</a><a>二</a><a>三</a><a>四</a>');
    expect(out).not.toMatch(/javascript|data:/i);
  });

  it('keeps links to the app’s content screens (picked in the back office), and no other site path', () => {
    const out = sanitizeRichHtml(
      '<a href="/article-detail/12" target="_blank">指南解读</a><a href="/meeting/3f2c-aa">年会</a><a href="/course/api/article/detail/1">接口</a><a href="/article-detail/12?x=1">带参数</a><a href="//evil.example/article-detail/1">外站</a>',
    );
    expect(out).toBe('<a href="/article-detail/12">指南解读</a><a href="/meeting/3f2c-aa">年会</a><a>接口</a><a>带参数</a><a>外站</a>');
  });

  it('keeps http(s) links with rel noopener', () => {
    const out = sanitizeRichHtml('<a href="https://www.example.org/g" onclick="x()">指南</a>');
    expect(out).toBe('<a href="https://www.example.org/g" rel="noopener noreferrer nofollow" target="_blank">指南</a>');
  });

  it('keeps the allowed structure: paragraphs, headings, lists, tables, strong/em', () => {
    const html =
      '<h2>标题</h2><p><strong>粗</strong><em>斜</em></p><ul><li>一</li></ul><ol><li>二</li></ol>' +
      '<table><thead><tr><th>项目</th></tr></thead><tbody><tr><td colspan="2">值</td></tr></tbody></table>';
    expect(sanitizeRichHtml(html)).toBe(html);
  });

  it('drops unknown tags but keeps their text', () => {
    expect(sanitizeRichHtml('<div><span class="x">保留文字</span></div><form><input value="x"></form>')).toBe('保留文字');
  });

  it('keeps img src/alt/width/height only, numeric sizes only', () => {
    const out = sanitizeRichHtml('<img src="https://cdn.example.com/a.png" alt="CT" width="640" height="100%" class="x" title="t">');
    expect(out).toBe('<img src="https://cdn.example.com/a.png" alt="CT" width="640" />');
  });

  it('removes images with javascript:, data:, protocol-relative or API sources', () => {
    for (const src of ['javascript:alert(1)', 'data:image/png;base64,AAAA', '//evil.example/a.png', '/course/api/article/detail/1']) {
      expect(sanitizeRichHtml(`<p><img src="${src}" alt="x"></p>`)).toBe('<p></p>');
    }
  });

  it('rewrites external images to the proxy path when asked, and is stable when run again', () => {
    const once = sanitizeRichHtml('<img src="https://img.example-cdn.test/a b.png?x=1&y=2" alt="图"><img src="/media/covers/1.svg" alt="本站">', {
      proxyImages: true,
    });
    const encoded = encodeURIComponent('https://img.example-cdn.test/a b.png?x=1&y=2');
    expect(once).toBe(`<img src="${IMAGE_PROXY_PATH}?url=${encoded.replace(/&/g, '&amp;')}" alt="图" /><img src="/media/covers/1.svg" alt="本站" />`);
    expect(sanitizeRichHtml(once, { proxyImages: true })).toBe(once);
  });

  it('leaves external images as they are without proxyImages (what is stored)', () => {
    expect(sanitizeRichHtml('<img src="https://img.example-cdn.test/a.png">')).toBe('<img src="https://img.example-cdn.test/a.png" />');
  });

  it('neutralises entity and case tricks', () => {
    const out = sanitizeRichHtml('<IMG SRC="x" ONERROR="alert(1)"><a href="&#106;avascript:alert(1)">x</a><svg><script>alert(1)</script></svg>');
    expect(out).not.toMatch(/onerror|javascript|<svg|<script/i);
  });

  // An editor's body must not be able to act for the publisher who previews it.
  const ATTACK =
    '<form action="/ops/api/layouts/home/publish" method="post"><input name="revision" value="9"><button>确认</button></form>' +
    '<a href="https://evil.example/" style="position:fixed;top:0;left:0;width:100vw;height:100vh;z-index:9999" target="_top">全屏</a>' +
    '<p style="text-align:center;position:absolute;color:#c00">居中</p><a href="javascript:fetch(\'/ops/api\')">点我</a><a href="http://plain.example/">明文</a>';

  it('leaves nothing of a form, an overlay, a chosen target or a javascript:/http: link', () => {
    expect(sanitizeRichHtml(ATTACK)).toBe(
      '<a href="https://evil.example/" rel="noopener noreferrer nofollow" target="_blank">全屏</a><p style="text-align:center;color:#c00">居中</p><a>点我</a><a>明文</a>',
    );
  });

  it('names what it would remove, for a refusal', () => {
    expect(disallowedHtml(ATTACK)).toEqual([
      // A tag that goes goes whole: its attributes are not named again.
      '<form>',
      '<input>',
      '<button>',
      '样式 position',
      '样式 top',
      '样式 left',
      '样式 width',
      '样式 height',
      '样式 z-index',
      'target 属性',
      'javascript: 链接',
      'http: 链接',
    ]);
    expect(
      disallowedHtml(
        '<h2>标题</h2><p style="text-align:center">一</p><a href="https://www.example.org/">链接</a><a href="/article-detail/3">文章</a><img src="/media/a.png" alt="图" width="10">',
      ),
    ).toEqual([]);
  });

  it('keeps a plain anchor name on a heading (/ys#privacy), and no other id', () => {
    expect(sanitizeRichHtml('<h1 id="privacy">隐私政策</h1><h2 id="Bad Id">二</h2><p id="privacy">三</p>')).toBe(
      '<h1 id="privacy">隐私政策</h1><h2>二</h2><p>三</p>',
    );
    expect(disallowedHtml('<h1 id="privacy">隐私政策</h1><h2 id="__proto__">二</h2><p id="x">三</p>')).toEqual(['id __proto__', 'id 属性']);
  });

  it('rewrites image addresses and cleans the result', () => {
    expect(
      withImageSources('<img src="https://old.example/a.png" onerror="x()"><img src="https://other.example/b.png">', (src) =>
        src.includes('old') ? '/media/library/a.png' : undefined,
      ),
    ).toBe('<img src="/media/library/a.png" /><img src="https://other.example/b.png" />');
  });
});

describe('sanitizeRichHtml with the media folder: intrinsic sizes of our own images', () => {
  const dir = mkdtempSync(join(tmpdir(), 'rich-html-test-'));
  const media = join(dir, 'media');
  const write = (name: string, data: Buffer | string) => writeFileSync(join(media, name), data);
  const gif = (width: number, height: number) => {
    const header = Buffer.from('GIF89a\0\0\0\0\0\0\0', 'latin1');
    header.writeUInt16LE(width, 6);
    header.writeUInt16LE(height, 8);
    return Buffer.concat([header, Buffer.from([0x2c, 0, 0, 0, 0, 1, 0, 1, 0, 0, 2, 2, 0x44, 0x01, 0, 0x3b])]);
  };
  const sizes = (html: string) => [...html.matchAll(/<img ([^>]*)\/>/g)].map(([, attributes]) => /width="\d+" height="\d+"/.exec(attributes)?.[0] ?? 'none');

  beforeAll(() => {
    mkdirSync(join(media, 'uploads'), { recursive: true });
    const canvas = createCanvas(320, 180);
    canvas.getContext('2d').fillRect(0, 0, 100, 100);
    write('uploads/photo.png', canvas.toBuffer('image/png'));
    write('uploads/photo.jpg', canvas.toBuffer('image/jpeg'));
    write('uploads/photo.webp', canvas.toBuffer('image/webp'));
    write('uploads/anim.gif', gif(200, 100));
    write('uploads/chart.svg', '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 600 400"><rect width="10" height="10"/></svg>');
    write('uploads/broken.png', Buffer.from('\x89PNG\r\n\x1a\n garbage', 'latin1'));
    write('uploads/huge.gif', gif(40_000, 20_000));
    writeFileSync(join(dir, 'secret.gif'), gif(7, 7));
    setArticleMediaDir(media);
  });
  afterAll(() => {
    setArticleMediaDir(undefined);
    rmSync(dir, { recursive: true, force: true });
  });

  it('adds width and height to PNG, JPEG, GIF, WebP and SVG images under /media/', () => {
    const html =
      ['png', 'jpg', 'webp'].map((ext) => `<img src="/media/uploads/photo.${ext}" alt="图">`).join('') +
      '<img src="/media/uploads/anim.gif"><img src="/media/uploads/chart.svg?v=2">';
    const out = sanitizeRichHtml(html, { proxyImages: true });
    expect(out).toContain('<img src="/media/uploads/photo.png" alt="图" width="320" height="180" />');
    expect(sizes(out)).toEqual([
      'width="320" height="180"',
      'width="320" height="180"',
      'width="320" height="180"',
      'width="200" height="100"',
      'width="600" height="400"',
    ]);
  });

  it('keeps sizes the HTML already has, and completes a lone one in proportion', () => {
    expect(sanitizeRichHtml('<img src="/media/uploads/anim.gif" width="50" height="60">')).toBe('<img src="/media/uploads/anim.gif" width="50" height="60" />');
    expect(sanitizeRichHtml('<img src="/media/uploads/anim.gif" width="50">')).toBe('<img src="/media/uploads/anim.gif" width="50" height="25" />');
    expect(sanitizeRichHtml('<img src="/media/uploads/anim.gif" height="30">')).toBe('<img src="/media/uploads/anim.gif" width="60" height="30" />');
    // An unusable size counts as none.
    expect(sanitizeRichHtml('<img src="/media/uploads/anim.gif" width="100%">')).toBe('<img src="/media/uploads/anim.gif" width="200" height="100" />');
  });

  it('gives the other rich bodies (downloads, meeting news, activities) the same sizes', () => {
    expect(sanitizeRichHtml('<p>图表</p><img src="/media/uploads/chart.svg" alt="图"><img src="/media/uploads/anim.gif" width="100%">')).toBe(
      '<p>图表</p><img src="/media/uploads/chart.svg" alt="图" width="600" height="400" /><img src="/media/uploads/anim.gif" width="200" height="100" />',
    );
  });

  it('scales sizes beyond four digits down to what the sanitiser accepts, keeping the proportions', () => {
    expect(sanitizeRichHtml('<img src="/media/uploads/huge.gif">')).toBe('<img src="/media/uploads/huge.gif" width="9999" height="5000" />');
  });

  it('leaves external, proxied, missing, corrupt and escaping images without sizes, and does not throw', () => {
    const html = [
      '<img src="https://img.example-cdn.test/a.png">',
      `<img src="${IMAGE_PROXY_PATH}?url=${encodeURIComponent('https://img.example-cdn.test/a.png')}">`,
      '<img src="/media/uploads/missing.png">',
      '<img src="/media/uploads/broken.png">',
      '<img src="/media/../secret.gif">',
      '<img src="/media/uploads/%2e%2e/%2e%2e/secret.gif">',
      '<img src="/media/uploads/%E0%A4%A.gif">',
    ].join('');
    const out = sanitizeRichHtml(html, { proxyImages: true });
    expect(sizes(out)).toEqual(Array(7).fill('none'));
    expect(out).not.toMatch(/width=|height=/);
  });

  it('answers a new size when the file is replaced, and the first one while it is unchanged', () => {
    write('uploads/replaced.gif', gif(100, 50));
    const html = '<p>图</p><img src="/media/uploads/replaced.gif">';
    expect(sanitizeRichHtml(html)).toContain('width="100" height="50"');
    expect(sanitizeRichHtml(html)).toContain('width="100" height="50"');
    write('uploads/replaced.gif', gif(30, 90));
    utimesSync(join(media, 'uploads/replaced.gif'), new Date(), new Date(Date.now() + 5_000));
    expect(sanitizeRichHtml(html)).toContain('width="30" height="90"');
  });

  it('with a recheck time, looks at the files of a result read again at most that often', () => {
    let clock = 0;
    setArticleMediaDir(media, { recheckMs: 5_000, now: () => clock });
    try {
      write('uploads/rechecked.gif', gif(100, 50));
      const html = '<img src="/media/uploads/rechecked.gif">';
      expect(sanitizeRichHtml(html)).toContain('width="100" height="50"');
      write('uploads/rechecked.gif', gif(30, 90));
      utimesSync(join(media, 'uploads/rechecked.gif'), new Date(), new Date(Date.now() + 5_000));
      clock = 4_999;
      expect(sanitizeRichHtml(html)).toContain('width="100" height="50"');
      clock = 5_000;
      expect(sanitizeRichHtml(html)).toContain('width="30" height="90"');
    } finally {
      setArticleMediaDir(media);
    }
  });

  it('adds the size once an image referenced before its upload appears', () => {
    const html = '<img src="/media/uploads/later.gif" alt="稍后">';
    expect(sanitizeRichHtml(html)).toBe('<img src="/media/uploads/later.gif" alt="稍后" />');
    write('uploads/later.gif', gif(64, 48));
    expect(sanitizeRichHtml(html)).toBe('<img src="/media/uploads/later.gif" alt="稍后" width="64" height="48" />');
  });
});
