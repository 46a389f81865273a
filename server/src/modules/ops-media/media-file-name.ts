import { AppError } from '../../plugins/envelope';
import { MEDIA_MESSAGES } from './media-messages';

/** Extensions whose kind the library knows, by the format libvips or the sniffers report. */
const EXTENSION_FORMATS: Record<string, string> = {
  jpg: 'jpeg',
  jpeg: 'jpeg',
  jfif: 'jpeg',
  png: 'png',
  webp: 'webp',
  gif: 'gif',
  avif: 'heif',
  heic: 'heif',
  bmp: 'bmp',
  tif: 'tiff',
  tiff: 'tiff',
  svg: 'svg',
  pdf: 'pdf',
  mp4: 'video',
  mov: 'video',
  m4v: 'video',
  webm: 'video',
  doc: 'doc',
  docx: 'doc',
  ppt: 'doc',
  pptx: 'doc',
  xls: 'doc',
  xlsx: 'doc',
  exe: 'program',
  zip: 'archive',
};

const FORMAT_NAMES: Record<string, string> = { jpeg: 'JPEG 图片', png: 'PNG 图片', webp: 'WebP 图片', gif: 'GIF 图片', pdf: 'PDF 文档' };

/**
 * The name an upload is shown and searched by: the browser's file name, which the uploader controls, so
 * it is only ever text. A name that tries to be a path (`../`, `/`, `\`) or carries control characters is
 * refused outright rather than cleaned, so the operator sees what was wrong.
 */
export function displayNameOf(fileName: string | undefined): string {
  const name = (fileName ?? '').normalize('NFC').trim();
  const controlOrSlash = [...name].some((char) => char < ' ' || char === '\u007f' || char === '/' || char === '\\');
  if (name === '' || controlOrSlash || name === '.' || name === '..') throw new AppError(400, MEDIA_MESSAGES.badName);
  return [...name].slice(0, 200).join('');
}

/** Refuses a file whose name says one kind and whose content is another (a PDF named .jpg, a PNG named .gif). */
export function checkNameMatches(name: string, actualFormat: string): void {
  const extension = /\.([A-Za-z0-9]{1,8})$/.exec(name)?.[1]?.toLowerCase();
  if (!extension) return;
  const named = EXTENSION_FORMATS[extension];
  if (named && named !== actualFormat) throw new AppError(415, MEDIA_MESSAGES.nameMismatch(extension, FORMAT_NAMES[actualFormat] ?? actualFormat));
}
