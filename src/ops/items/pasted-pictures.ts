// What a paste brings besides HTML the editor can read. Word puts a copied document's pictures on the
// clipboard twice: as `<img src="file:///…/clip_image001.png">` in the HTML, which no web page may read,
// and inside the RTF copy as hex (a \pngblip or \jpegblip picture in a \shppict group; the \nonshppict
// copy is a Windows metafile for old readers, which we skip). Read in order, the RTF pictures are the
// HTML's local pictures. A screenshot or a copied picture arrives as a file with no HTML at all.

export interface ClipboardPicture {
  type: 'image/png' | 'image/jpeg';
  bytes: Uint8Array<ArrayBuffer>;
}

const BLIP = /\\(pngblip|jpegblip)(?![a-z])/g;
const CONTROL_WORD = /\\(?:[a-z]+-?\d* ?|.)/iy;
const HEX_DIGIT = /[0-9a-f]/i;
/** More than Word writes for any one picture; a longer run is not a picture we should hold in memory. */
const MAX_PICTURE_BYTES = 20 * 1024 * 1024;

/** The index after the group that opens at `start` (escaped braces do not count). */
function afterGroup(rtf: string, start: number): number {
  let depth = 0;
  for (let i = start; i < rtf.length; i++) {
    const c = rtf[i];
    if (c === '\\') i++;
    else if (c === '{') depth++;
    else if (c === '}' && --depth === 0) return i + 1;
  }
  return rtf.length;
}

/** The hex picture data after a blip control word: control words and nested groups are skipped, the group's `}` ends it. */
function pictureHex(rtf: string, from: number): string {
  const digits: string[] = [];
  let i = from;
  while (i < rtf.length && digits.length <= MAX_PICTURE_BYTES * 2) {
    const c = rtf[i];
    if (c === '}') break;
    if (c === '{') {
      i = afterGroup(rtf, i);
      continue;
    }
    if (c === '\\') {
      CONTROL_WORD.lastIndex = i;
      const word = CONTROL_WORD.exec(rtf);
      i += word ? word[0].length : 1;
      continue;
    }
    if (HEX_DIGIT.test(c)) digits.push(c);
    i++;
  }
  return digits.join('');
}

function hexBytes(hex: string): Uint8Array<ArrayBuffer> {
  const bytes = new Uint8Array(Math.floor(hex.length / 2));
  for (let i = 0; i < bytes.length; i++) bytes[i] = parseInt(hex.slice(i * 2, i * 2 + 2), 16);
  return bytes;
}

function looksLike(type: ClipboardPicture['type'], bytes: Uint8Array): boolean {
  return type === 'image/png' ? bytes[0] === 0x89 && bytes[1] === 0x50 && bytes[2] === 0x4e && bytes[3] === 0x47 : bytes[0] === 0xff && bytes[1] === 0xd8;
}

/** The PNG and JPEG pictures of Word's RTF clipboard copy, in document order. */
export function rtfPictures(rtf: string): ClipboardPicture[] {
  const pictures: ClipboardPicture[] = [];
  for (const match of rtf.matchAll(BLIP)) {
    const type = match[1] === 'pngblip' ? 'image/png' : 'image/jpeg';
    const hex = pictureHex(rtf, match.index + match[0].length);
    if (hex.length > MAX_PICTURE_BYTES * 2) continue;
    const bytes = hexBytes(hex);
    if (bytes.length > 0 && looksLike(type, bytes)) pictures.push({ type, bytes });
  }
  return pictures;
}

const LOCAL_IMAGE = /<img\b[^>]*\bsrc\s*=\s*["']?file:/gi;

/** How many pictures of pasted HTML point at the copying computer's own files (Word's clip_image copies). */
export function localPictureCount(html: string): number {
  return html.match(LOCAL_IMAGE)?.length ?? 0;
}

/** The HTML with its local pictures pointed, in order, at `addresses`; local pictures beyond them are left for the editor to drop. */
export function withPictureAddresses(html: string, addresses: readonly string[]): string {
  const document = new DOMParser().parseFromString(html, 'text/html');
  const local = Array.from(document.body.querySelectorAll('img')).filter((image) => /^file:/i.test(image.getAttribute('src') ?? ''));
  local.forEach((image, i) => {
    if (i < addresses.length) image.setAttribute('src', addresses[i]);
  });
  return document.body.innerHTML;
}

/** The picture files of a paste that carries no HTML (a screenshot, a picture copied on its own). */
export function pastedPictureFiles(data: DataTransfer): File[] {
  if (data.getData('text/html')) return [];
  return Array.from(data.files).filter(
    (file) => file.type === 'image/png' || file.type === 'image/jpeg' || file.type === 'image/webp' || file.type === 'image/gif',
  );
}

/** A clipboard picture as a file to upload, named as Word names them. */
export function pictureFile(picture: ClipboardPicture, index: number): File {
  return new File([picture.bytes], `clip_image${String(index + 1).padStart(3, '0')}.${picture.type === 'image/png' ? 'png' : 'jpg'}`, { type: picture.type });
}
