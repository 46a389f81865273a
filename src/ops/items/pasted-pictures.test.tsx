import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { useState } from 'react';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { localPictureCount, pastedPictureFiles, rtfPictures, withPictureAddresses } from './pasted-pictures';
import { RichTextField } from './rich-text-field';
import { PICTURE_PASTE_TEXT } from './use-picture-paste';

// Word's clipboard: the HTML points its pictures at local files; the RTF copy carries them as hex, a PNG
// in \shppict and the same picture as a metafile in \nonshppict for old readers.
const PNG_HEX = '89504e470d0a1a0a0000000d49484452000000010000000108060000001f15c489';
const JPEG_HEX = 'ffd8ffe000104a46494600010100000100010000ffd9';
const wordRtf = [
  '{\\rtf1\\ansi{\\fonttbl{\\f0 宋体;}}\\pard 术前评估',
  `{\\*\\shppict{\\pict{\\*\\picprop\\shplid1025{\\sp{\\sn shapeType}{\\sv 75}}}\\picscalex100\\picw26\\pich26\\pngblip\\bliptag-12345{\\*\\blipuid 9f3c}${PNG_HEX.slice(0, 30)}\n${PNG_HEX.slice(30)}}}`,
  '{\\nonshppict{\\pict\\picw26\\pich26\\wmetafile8 0100090000036e00000000004500000000000400}}',
  `\\par 血糖目标{\\*\\shppict{\\pict\\picw10\\pich10\\jpegblip\\bliptag255 ${JPEG_HEX}}}}`,
].join('');
const wordHtml =
  '<p class="MsoNormal">术前评估</p><p><img width="26" height="26" src="file:///C:/Users/ops/AppData/Local/Temp/msohtmlclip1/01/clip_image002.png"></p>' +
  '<p>血糖目标<img src="file:///C:/Users/ops/AppData/Local/Temp/msohtmlclip1/01/clip_image004.jpg"></p>';

const hex = (bytes: Uint8Array) => Array.from(bytes, (byte) => byte.toString(16).padStart(2, '0')).join('');

describe("Word's pictures on the clipboard", () => {
  it('reads the PNG and JPEG of the RTF copy in order, skipping the metafile copy and the blip ids', () => {
    const pictures = rtfPictures(wordRtf);
    expect(pictures.map((picture) => picture.type)).toEqual(['image/png', 'image/jpeg']);
    expect(hex(pictures[0].bytes)).toBe(PNG_HEX);
    expect(hex(pictures[1].bytes)).toBe(JPEG_HEX);
  });

  it('ignores hex that is not the picture it claims to be', () => {
    expect(rtfPictures('{\\pict\\pngblip 0011223344}')).toEqual([]);
  });

  it('points the local pictures, in order, at the library copies', () => {
    expect(localPictureCount(wordHtml)).toBe(2);
    const html = withPictureAddresses(wordHtml, ['/media/library/a.png']);
    expect(html).toContain('src="/media/library/a.png"');
    expect(html).toContain('file:///C:/Users/ops/AppData/Local/Temp/msohtmlclip1/01/clip_image004.jpg');
  });

  it('takes picture files only from a paste without HTML', () => {
    const file = new File([new Uint8Array([0x89])], 'screenshot.png', { type: 'image/png' });
    const transfer = (html: string) => ({ getData: (type: string) => (type === 'text/html' ? html : ''), files: [file] }) as unknown as DataTransfer;
    expect(pastedPictureFiles(transfer(''))).toEqual([file]);
    expect(pastedPictureFiles(transfer('<p>x</p>'))).toEqual([]);
  });
});

// jsdom lays nothing out and its Range has no client rects, which ProseMirror asks for when it scrolls the
// selection into view; empty rectangles stand in for this file's run.
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

function Field({ upload }: { upload(file: File): Promise<string> }) {
  const [value, setValue] = useState('<p>正文</p>');
  return (
    <>
      <RichTextField label="正文" value={value} onChange={setValue} uploadPicture={upload} />
      <output data-testid="html">{value}</output>
    </>
  );
}

const box = () => screen.getByRole('textbox', { name: '正文' });

describe('pasting pictures into a body', () => {
  it("uploads a Word document's pictures and points the body at the library copies", async () => {
    const upload = vi.fn(async (file: File) => `/media/library/${file.name}`);
    render(<Field upload={upload} />);
    fireEvent.paste(box(), {
      clipboardData: {
        types: ['text/html', 'text/rtf'],
        files: [],
        getData: (type: string) => (type === 'text/html' ? wordHtml : type === 'text/rtf' ? wordRtf : ''),
      },
    });
    await waitFor(() => expect(screen.getByTestId('html').textContent).toContain('/media/library/clip_image002.jpg'));
    expect(upload.mock.calls.map(([file]) => [file.name, file.type])).toEqual([
      ['clip_image001.png', 'image/png'],
      ['clip_image002.jpg', 'image/jpeg'],
    ]);
    const html = screen.getByTestId('html').textContent ?? '';
    expect(html).toContain('src="/media/library/clip_image001.png"');
    expect(html).toContain('术前评估');
    expect(html).not.toContain('file:');
  });

  it('uploads a pasted screenshot and shows the library copy', async () => {
    const upload = vi.fn(async () => '/media/library/screenshot.png');
    render(<Field upload={upload} />);
    const file = new File([new Uint8Array([0x89, 0x50])], 'image.png', { type: 'image/png' });
    fireEvent.paste(box(), { clipboardData: { types: ['Files'], files: [file], getData: () => '' } });
    await waitFor(() => expect(screen.getByTestId('html').textContent).toContain('src="/media/library/screenshot.png"'));
    expect(upload).toHaveBeenCalledWith(file);
  });

  it('tells the operator when the library refuses a pasted picture, and inserts nothing', async () => {
    const upload = vi.fn(async () => Promise.reject(new Error('不是图片文件')));
    render(<Field upload={upload} />);
    const file = new File([new Uint8Array([1])], 'image.png', { type: 'image/png' });
    fireEvent.paste(box(), { clipboardData: { types: ['Files'], files: [file], getData: () => '' } });
    expect((await screen.findByRole('alert')).textContent).toBe(PICTURE_PASTE_TEXT.failed('不是图片文件'));
    expect(screen.getByTestId('html').textContent).not.toContain('<img');
  });
});
