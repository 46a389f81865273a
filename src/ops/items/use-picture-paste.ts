import { useRef, useState } from 'react';
import type { Editor } from '@tiptap/react';
import { refusalText } from '../api/ops-refusal-text';
import { tidyPastedHtml } from './pasted-html';
import { localPictureCount, pastedPictureFiles, pictureFile, rtfPictures, withPictureAddresses } from './pasted-pictures';

/** Pictures taken from one paste: the media library allows an operator 30 uploads a minute. */
export const PICTURES_PER_PASTE = 20;

export const PICTURE_PASTE_TEXT = {
  bringing: '正在把粘贴的图片存入媒体库…',
  missing: (n: number) => `${n} 张图片未能带入，请用「图片」按钮从媒体库补上`,
  failed: (message: string) => `粘贴的图片未能存入媒体库：${message}`,
} as const;

export interface PicturePaste {
  /** ProseMirror's handlePaste: true when the paste is this hook's to finish (it then inserts by itself). */
  handlePaste(event: ClipboardEvent): boolean;
  bringing: boolean;
}

/**
 * Pastes whose pictures the editor cannot read by itself — a screenshot, or a Word document whose pictures
 * are local files — go through the media library: each picture is uploaded (with the library's checks) and
 * the body points at the library copy, as a picture chosen with the 图片 button would.
 */
export function usePicturePaste(
  editor: () => Editor | null,
  upload: ((file: File) => Promise<string>) | undefined,
  report: (problem: string | null) => void,
): PicturePaste {
  const [bringing, setBringing] = useState(false);
  const handler = useRef<(event: ClipboardEvent) => boolean>(() => false);

  handler.current = (event) => {
    const data = event.clipboardData;
    const current = editor();
    if (!data || !upload || !current) return false;
    const files = pastedPictureFiles(data);
    const html = data.getData('text/html');
    const rtf = data.getData('text/rtf');
    const local = html ? localPictureCount(html) : 0;
    if (files.length === 0 && (local === 0 || !rtf)) return false;
    event.preventDefault();
    const bring = async () => {
      setBringing(true);
      report(null);
      try {
        const pictures = files.length > 0 ? files : rtfPictures(rtf).map(pictureFile);
        const addresses: string[] = [];
        // One at a time: the library's per-operator rate limit counts each upload.
        for (const file of pictures.slice(0, PICTURES_PER_PASTE)) addresses.push(await upload(file));
        if (current.isDestroyed) return;
        if (files.length > 0) {
          for (const src of addresses) current.chain().focus().setImage({ src }).run();
        } else {
          current
            .chain()
            .focus()
            .insertContent(tidyPastedHtml(withPictureAddresses(html, addresses)))
            .run();
          if (addresses.length < local) report(PICTURE_PASTE_TEXT.missing(local - addresses.length));
        }
      } catch (error) {
        report(PICTURE_PASTE_TEXT.failed(refusalText(error)));
      } finally {
        setBringing(false);
      }
    };
    void bring();
    return true;
  };

  return { handlePaste: (event) => handler.current(event), bringing };
}
