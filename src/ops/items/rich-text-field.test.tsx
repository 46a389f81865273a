import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { useState } from 'react';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { tidyPastedHtml } from './pasted-html';
import { RICH_TEXT_TEXT, RichTextField, type RichTextFieldProps } from './rich-text-field';

type FieldProps = Omit<RichTextFieldProps, 'label' | 'value' | 'onChange'> & { initial?: string; seen?: string[] };

/** The field in a parent that keeps its value, as a form does; every onChange lands in `seen`. */
function Field({ initial = '<p>初始内容</p>', seen = [], ...rest }: FieldProps) {
  const [value, setValue] = useState(initial);
  return (
    <>
      <RichTextField
        label="正文"
        value={value}
        onChange={(html) => {
          seen.push(html);
          setValue(html);
        }}
        {...rest}
      />
      <button type="button" onClick={() => setValue('<h2>恢复的版本</h2>')}>
        恢复版本
      </button>
    </>
  );
}

const box = () => screen.getByRole('textbox', { name: '正文' });
const button = (name: string) => screen.getByRole('button', { name });

/** Selects text of the editor as a user would: the DOM selection, which ProseMirror reads on selectionchange. */
function select(text: Node, from: number, to: number) {
  box().focus();
  const range = document.createRange();
  range.setStart(text, from);
  range.setEnd(text, to);
  const selection = document.getSelection()!;
  selection.removeAllRanges();
  selection.addRange(range);
  fireEvent(document, new Event('selectionchange'));
}

/** A paste as the browser delivers it: ProseMirror reads the clipboard's text/html. */
function paste(html: string) {
  const clipboardData = {
    types: ['text/html', 'text/plain'],
    getData: (type: string) => (type === 'text/html' ? html : type === 'text/plain' ? html.replace(/<[^>]+>/g, '') : ''),
  };
  fireEvent.paste(box(), { clipboardData });
}

// jsdom lays nothing out, and its Range has no getClientRects: ProseMirror asks a range for the selection's
// coordinates to scroll it into view after every command run with focus. Empty rectangles stand in for the
// file's run; the shared jsdom gets its Range back afterwards.
const rangeHadRects = 'getClientRects' in Range.prototype;
beforeAll(() => {
  if (rangeHadRects) return;
  Range.prototype.getClientRects = () => ({ length: 0, item: () => null, [Symbol.iterator]: [][Symbol.iterator] }) as unknown as DOMRectList;
  Range.prototype.getBoundingClientRect = () => new DOMRect();
});
afterAll(() => {
  if (rangeHadRects) return;
  delete (Range.prototype as Partial<Range>).getClientRects;
  delete (Range.prototype as Partial<Range>).getBoundingClientRect;
});

describe('RichTextField', () => {
  it('shows the initial HTML in a labelled textbox with a toolbar of Chinese buttons', () => {
    render(<Field initial="<h2>门诊须知</h2><p>请<strong>提前</strong>预约。</p>" />);
    expect(box().querySelector('h2')?.textContent).toBe('门诊须知');
    expect(box().querySelector('strong')?.textContent).toBe('提前');
    const toolbar = screen.getByRole('toolbar', { name: RICH_TEXT_TEXT.toolbar('正文') });
    const labels = Array.from(toolbar.querySelectorAll('button')).map((b) => b.getAttribute('aria-label'));
    expect(labels).toEqual(['标题', '小标题', '加粗', '斜体', '引用', '无序列表', '有序列表', '链接', '取消链接', '图片', '表格', '撤销', '重做']);
    for (const b of Array.from(toolbar.querySelectorAll('button'))) expect(b.getAttribute('type')).toBe('button');
  });

  it('keeps headings, lists, bold, tables and http(s) images from pasted HTML, and drops scripts and styled spans', async () => {
    const seen: string[] = [];
    render(<Field initial="" seen={seen} />);
    paste(
      '<h2>病因</h2><ul><li>发热</li><li>咳嗽</li></ul><p><strong>注意</strong><span style="color:red">红字</span></p>' +
        '<table><tr><th>药名</th><th>剂量</th></tr><tr><td>布洛芬</td><td>0.2 g</td></tr></table>' +
        '<img src="https://img.example.com/a.png" alt="示意图"><img src="data:image/png;base64,AAAA"><img src="file:///C:/word.png">' +
        '<script>window.__pwned = true</script><p onclick="alert(1)">完</p>',
    );
    await waitFor(() => expect(seen.length).toBeGreaterThan(0));
    const html = seen.at(-1)!;
    expect(html).toContain('<h2>病因</h2>');
    expect(html).toMatch(/<ul><li><p>发热<\/p><\/li><li><p>咳嗽<\/p><\/li><\/ul>/);
    expect(html).toContain('<strong>注意</strong>红字');
    expect(html).toMatch(/<table><tbody><tr><th[^>]*><p>药名<\/p><\/th>/);
    expect(html).toContain('<td colspan="1" rowspan="1"><p>布洛芬</p></td>');
    expect(html).toContain('<img src="https://img.example.com/a.png" alt="示意图">');
    expect(html.match(/<img/g)).toHaveLength(1);
    for (const gone of ['<span', 'style=', '<script', 'onclick', '__pwned', '<colgroup', '<col']) expect(html).not.toContain(gone);
    expect((window as Window & { __pwned?: boolean }).__pwned).toBeUndefined();
    expect(html).toContain('<p>完</p>');
  });

  it('makes Word list paragraphs lists, WeChat lazy images real ones, and h1 an h2', () => {
    const word =
      '<p class="MsoListParagraphCxSpFirst" style="mso-list:l0 level1 lfo1"><span style="mso-list:Ignore">1.<span>&nbsp;</span></span>第一步</p>' +
      '<p class="MsoListParagraphCxSpLast" style="mso-list:l0 level1 lfo1"><span style="mso-list:Ignore">2.<span>&nbsp;</span></span>第二步</p>' +
      '<p class="MsoNormal">正文<o:p></o:p></p>' +
      '<p class="MsoListParagraph" style="mso-list:l1 level1 lfo2"><span style="mso-list:Ignore">·<span>&nbsp;</span></span>要点</p>' +
      '<p class="MsoListParagraph" style="mso-list:l1 level2 lfo2"><span style="mso-list:Ignore">o<span>&nbsp;</span></span>细节</p>' +
      '<h1>大标题</h1><img data-src="https://mmbiz.qpic.cn/x.jpg" src="data:image/svg+xml,%3Csvg%3E">';
    const tidy = tidyPastedHtml(word);
    expect(tidy).toContain('<ol><li>第一步</li><li>第二步</li></ol><p class="MsoNormal">正文');
    expect(tidy).toContain('<ul><li>要点<ul><li>细节</li></ul></li></ul>');
    expect(tidy).toContain('<h2>大标题</h2>');
    expect(tidy).toContain('src="https://mmbiz.qpic.cn/x.jpg"');
  });

  it('sends the pasted Word list through the editor as a list', async () => {
    const seen: string[] = [];
    render(<Field initial="" seen={seen} />);
    paste(
      '<p class="MsoListParagraphCxSpFirst" style="mso-list:l0 level1 lfo1"><span style="mso-list:Ignore">·<span>&nbsp;</span></span>甲</p>' +
        '<p class="MsoListParagraphCxSpLast" style="mso-list:l0 level1 lfo1"><span style="mso-list:Ignore">·<span>&nbsp;</span></span>乙</p>',
    );
    await waitFor(() => expect(seen.at(-1)).toContain('<ul><li><p>甲</p></li><li><p>乙</p></li></ul>'));
  });

  it('inserts the image pickImage answers, and nothing when it is cancelled', async () => {
    const seen: string[] = [];
    const pickImage = vi.fn<() => Promise<string | undefined>>().mockResolvedValueOnce(undefined).mockResolvedValueOnce('/media/uploads/x.webp');
    render(<Field seen={seen} pickImage={pickImage} />);
    fireEvent.click(button('图片'));
    await waitFor(() => expect(pickImage).toHaveBeenCalledTimes(1));
    expect(seen).toEqual([]);
    fireEvent.click(button('图片'));
    await waitFor(() => expect(seen.at(-1)).toContain('<img src="/media/uploads/x.webp">'));
    expect(box().querySelector('img')?.getAttribute('src')).toBe('/media/uploads/x.webp');
  });

  it('links to what pickLink answers, with its title as the text when nothing is selected', async () => {
    const seen: string[] = [];
    const pickLink = vi.fn(() => Promise.resolve({ title: '高血压饮食', path: '/article-detail/5' }));
    render(<Field initial="<p>见</p>" seen={seen} pickLink={pickLink} />);
    fireEvent.click(button('链接'));
    await waitFor(() => expect(seen.at(-1)).toContain('<a href="/article-detail/5">高血压饮食</a>'));
    expect(pickLink).toHaveBeenCalledTimes(1);
    select(box().querySelector('a')!.firstChild!, 1, 2);
    await waitFor(() => expect(button('取消链接')).toHaveProperty('disabled', false));
    fireEvent.click(button('取消链接'));
    await waitFor(() => expect(seen.at(-1)).not.toContain('<a'));
  });

  it('links the selected text itself when there is a selection', async () => {
    const seen: string[] = [];
    const pickLink = vi.fn(() => Promise.resolve({ title: '高血压饮食', path: '/article-detail/5' }));
    render(<Field initial="<p>详见饮食指南</p>" seen={seen} pickLink={pickLink} />);
    select(box().querySelector('p')!.firstChild!, 2, 6);
    fireEvent.click(button('链接'));
    await waitFor(() => expect(seen.at(-1)).toBe('<p>详见<a href="/article-detail/5">饮食指南</a></p>'));
  });

  it('asks for an address without pickLink and refuses anything but http(s) and site paths', async () => {
    const seen: string[] = [];
    const prompt = vi.spyOn(window, 'prompt').mockReturnValueOnce('javascript:alert(1)').mockReturnValueOnce('https://www.example.com/');
    render(<Field initial="<p>看</p>" seen={seen} />);
    fireEvent.click(button('链接'));
    expect(await screen.findByRole('alert')).toHaveProperty('textContent', RICH_TEXT_TEXT.badLink);
    expect(seen).toEqual([]);
    fireEvent.click(button('链接'));
    await waitFor(() => expect(seen.at(-1)).toContain('<a href="https://www.example.com/">https://www.example.com/</a>'));
    expect(prompt).toHaveBeenCalledTimes(2);
  });

  it('bolds the selected text', async () => {
    const seen: string[] = [];
    render(<Field initial="<p>请提前预约</p>" seen={seen} />);
    select(box().querySelector('p')!.firstChild!, 1, 3);
    fireEvent.click(button('加粗'));
    await waitFor(() => expect(seen.at(-1)).toBe('<p>请<strong>提前</strong>预约</p>'));
    expect(button('加粗').getAttribute('aria-pressed')).toBe('true');
  });

  it('applies bold with the toolbar and shows it pressed', async () => {
    const seen: string[] = [];
    render(<Field initial="<p>加粗这段</p>" seen={seen} />);
    expect(button('加粗').getAttribute('aria-pressed')).toBe('false');
    fireEvent.click(button('加粗'));
    // An empty selection: bold is stored for the next typing, which shows as pressed.
    await waitFor(() => expect(button('加粗').getAttribute('aria-pressed')).toBe('true'));
    fireEvent.click(button('标题'));
    await waitFor(() => expect(seen.at(-1)).toContain('<h2>加粗这段</h2>'));
    expect(button('标题').getAttribute('aria-pressed')).toBe('true');
    fireEvent.click(button('撤销'));
    await waitFor(() => expect(seen.at(-1)).toBe('<p>加粗这段</p>'));
  });

  it('inserts a 3×3 table with a header row', async () => {
    const seen: string[] = [];
    render(<Field initial="<p>表</p>" seen={seen} />);
    fireEvent.click(button('表格'));
    await waitFor(() => expect(seen.at(-1)).toContain('<table>'));
    const html = seen.at(-1)!;
    expect(html.match(/<tr>/g)).toHaveLength(3);
    expect(html.match(/<th /g)).toHaveLength(3);
    expect(html.match(/<td /g)).toHaveLength(6);
  });

  it('takes a value from outside without echoing it, and shows the error', async () => {
    const seen: string[] = [];
    const { rerender } = render(<Field seen={seen} />);
    fireEvent.click(button('恢复版本'));
    await waitFor(() => expect(box().querySelector('h2')?.textContent).toBe('恢复的版本'));
    expect(seen).toEqual([]);
    rerender(<RichTextField label="正文" value="<p>x</p>" onChange={() => undefined} error="正文不能为空" />);
    expect(screen.getByText('正文不能为空').className).toBe('ops-field__error');
    await act(() => Promise.resolve());
    expect(box().getAttribute('aria-invalid')).toBe('true');
  });
});
