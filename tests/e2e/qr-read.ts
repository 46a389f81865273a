import { createCanvas, loadImage } from '@napi-rs/canvas';

// Reads the text of a QR code from a screenshot, as a phone's scanner would: no QR decoder is among the
// project's packages (qrcode only encodes), so this is a small reader for what a screen shows: an upright,
// unrotated, undamaged code of version 1–6 on a white quiet zone. It reads the modules and the format
// information and parses the data segments; it does not correct errors (a misread fails the test).

/** ISO/IEC 18004 table 9 for versions 1–6: total codewords, then [blocks, EC codewords of all blocks] for L, M, Q, H. */
const VERSIONS: Record<number, { total: number; ec: Record<'L' | 'M' | 'Q' | 'H', [number, number]> }> = {
  1: { total: 26, ec: { L: [1, 7], M: [1, 10], Q: [1, 13], H: [1, 17] } },
  2: { total: 44, ec: { L: [1, 10], M: [1, 16], Q: [1, 22], H: [1, 28] } },
  3: { total: 70, ec: { L: [1, 15], M: [1, 26], Q: [2, 36], H: [2, 44] } },
  4: { total: 100, ec: { L: [1, 20], M: [2, 36], Q: [2, 52], H: [4, 64] } },
  5: { total: 134, ec: { L: [1, 26], M: [2, 48], Q: [4, 72], H: [4, 88] } },
  6: { total: 172, ec: { L: [2, 36], M: [4, 64], Q: [4, 96], H: [4, 112] } },
};
/** The format information's two EC level bits. */
const EC_LEVELS = { 1: 'L', 0: 'M', 3: 'Q', 2: 'H' } as const;
const FORMAT_MASK = 0x5412;
const ALPHANUMERIC = '0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZ $%*+-./:';

const MASKS: ReadonlyArray<(i: number, j: number) => boolean> = [
  (i, j) => (i + j) % 2 === 0,
  (i) => i % 2 === 0,
  (_, j) => j % 3 === 0,
  (i, j) => (i + j) % 3 === 0,
  (i, j) => (Math.floor(i / 2) + Math.floor(j / 3)) % 2 === 0,
  (i, j) => ((i * j) % 2) + ((i * j) % 3) === 0,
  (i, j) => (((i * j) % 2) + ((i * j) % 3)) % 2 === 0,
  (i, j) => (((i + j) % 2) + ((i * j) % 3)) % 2 === 0,
];

/** The dark/light modules of the code in a PNG (rows of booleans, true = dark). */
export async function readModules(png: Buffer): Promise<boolean[][]> {
  const picture = await loadImage(png);
  const canvas = createCanvas(picture.width, picture.height);
  const context = canvas.getContext('2d');
  context.drawImage(picture, 0, 0);
  const image = context.getImageData(0, 0, picture.width, picture.height);
  const dark = (x: number, y: number) => {
    const at = (y * image.width + x) * 4;
    return image.data[at] * 0.299 + image.data[at + 1] * 0.587 + image.data[at + 2] * 0.114 < 128;
  };
  // The top-left finder's corner is the first dark pixel; its top edge is 7 modules wide, and the top
  // row ends with the top-right finder.
  let top = -1;
  let left = -1;
  for (let y = 0; y < image.height && top < 0; y++)
    for (let x = 0; x < image.width; x++)
      if (dark(x, y)) {
        top = y;
        left = x;
        break;
      }
  if (top < 0) throw new Error('no dark pixel: not a QR code');
  // Sample a little below the edge, clear of antialiasing.
  const row = top + 2;
  let run = 0;
  while (left + run < image.width && dark(left + run, row)) run++;
  let right = image.width - 1;
  while (right > left && !dark(right, row)) right--;
  const width = right - left + 1;
  const estimate = run / 7;
  const size = Math.round((Math.round(width / estimate) - 17) / 4) * 4 + 17;
  const module = width / size;
  return Array.from({ length: size }, (_, r) =>
    Array.from({ length: size }, (_, c) => dark(Math.floor(left + (c + 0.5) * module), Math.floor(top + (r + 0.5) * module))),
  );
}

/** Decodes the modules of a version 1–6 code into its text. */
export function decodeModules(m: boolean[][]): string {
  const size = m.length;
  const version = (size - 17) / 4;
  const table = VERSIONS[version];
  if (!table) throw new Error(`QR version ${version} (${size} modules) is not supported by this reader`);

  // Format information beside the top-left finder, bit i as the encoder places it (column 8, top down).
  let format = 0;
  for (let i = 0; i < 15; i++) {
    const r = i < 6 ? i : i < 8 ? i + 1 : size - 15 + i;
    if (m[r][8]) format |= 1 << i;
  }
  const data = (format ^ FORMAT_MASK) >> 10;
  const level = EC_LEVELS[(data >> 3) as 0 | 1 | 2 | 3];
  const mask = MASKS[data & 7];

  const alignment = version >= 2 ? 4 * version + 10 : -1;
  const isFunction = (r: number, c: number) =>
    (r <= 8 && c <= 8) ||
    (r <= 8 && c >= size - 8) ||
    (r >= size - 8 && c <= 8) ||
    r === 6 ||
    c === 6 ||
    (alignment > 0 && Math.abs(r - alignment) <= 2 && Math.abs(c - alignment) <= 2);

  // Codeword bits in the zigzag order: column pairs from the right, up then down, skipping the timing column.
  const bits: number[] = [];
  let upward = true;
  for (let right = size - 1; right >= 1; right -= 2) {
    if (right === 6) right = 5;
    for (let step = 0; step < size; step++) {
      const r = upward ? size - 1 - step : step;
      for (const c of [right, right - 1]) if (!isFunction(r, c)) bits.push(Number(m[r][c] !== mask(r, c)));
    }
    upward = !upward;
  }
  const codewords = Array.from({ length: table.total }, (_, k) => bits.slice(k * 8, k * 8 + 8).reduce((byte, bit) => (byte << 1) | bit, 0));

  // Data codewords are interleaved over the blocks; later blocks may hold one more.
  const [blocks, ecTotal] = table.ec[level];
  const dataTotal = table.total - ecTotal;
  const short = Math.floor(dataTotal / blocks);
  const longBlocks = dataTotal % blocks;
  const lengths = Array.from({ length: blocks }, (_, b) => short + (b >= blocks - longBlocks ? 1 : 0));
  const perBlock: number[][] = lengths.map(() => []);
  let next = 0;
  for (let k = 0; k < short + 1; k++) for (let b = 0; b < blocks; b++) if (k < lengths[b]) perBlock[b].push(codewords[next++]);
  const stream = perBlock.flat().flatMap((byte) => Array.from({ length: 8 }, (_, i) => (byte >> (7 - i)) & 1));

  let at = 0;
  const take = (n: number) => {
    let value = 0;
    for (let i = 0; i < n; i++) value = (value << 1) | (stream[at++] ?? 0);
    return value;
  };
  let text = '';
  const bytes: number[] = [];
  const flushBytes = () => {
    text += Buffer.from(bytes.splice(0)).toString('utf8');
  };
  while (at + 4 <= stream.length) {
    const mode = take(4);
    if (mode === 0) break;
    if (mode === 4) {
      for (let n = take(8); n > 0; n--) bytes.push(take(8));
      continue;
    }
    flushBytes();
    if (mode === 1) {
      let n = take(10);
      for (; n >= 3; n -= 3) text += String(take(10)).padStart(3, '0');
      if (n === 2) text += String(take(7)).padStart(2, '0');
      if (n === 1) text += String(take(4));
    } else if (mode === 2) {
      let n = take(9);
      for (; n >= 2; n -= 2) {
        const pair = take(11);
        text += ALPHANUMERIC[Math.floor(pair / 45)] + ALPHANUMERIC[pair % 45];
      }
      if (n === 1) text += ALPHANUMERIC[take(6)];
    } else {
      throw new Error(`QR data mode ${mode} is not supported by this reader`);
    }
  }
  flushBytes();
  return text;
}

/** The text a scanner reads from a screenshot (PNG) of a QR code. */
export async function readQrText(png: Buffer): Promise<string> {
  return decodeModules(await readModules(png));
}
