// `npm run bench`, media: the work an operator's 12-megapixel photo costs the server before anything is
// stored: probeImage (the header) and renderVariants (every library width as WebP and as JPEG), as
// uploadImage runs them. Goal: under 2 s. The photo is generated, because a flat colour or pure noise
// would encode far faster or slower than a photo: smooth colour fields, texture, shapes with hard edges,
// text and sensor-like grain, saved as a JPEG of about the size a phone writes (4 MB).
// Run alone: `npx tsx tools/bench/media-image.ts` (BENCH_IMAGE_RUNS).
import { performance } from 'node:perf_hooks';
import { pathToFileURL } from 'node:url';
import sharp, { type Channels } from 'sharp';
import { probeImage, renderVariants } from '../../server/src/modules/ops-media/image-variants';
import { formatSpread, sig3, spread, type Spread } from './stats';

const WIDTH = 4000;
const HEIGHT = 3000;
const GOAL_SECONDS = 2;
/** sharp's types want a background for every created image; with noise, libvips draws the noise alone. */
const GREY = { r: 128, g: 128, b: 128 };

interface RawImage {
  input: Buffer;
  raw: { width: number; height: number; channels: Channels };
}

/** Gaussian noise of `width` × `height` scaled up to the photo's size and blurred: a field of blobs that size. */
async function noiseField(width: number, height: number, sigma: number, blur: number): Promise<RawImage> {
  const { data, info } = await sharp({ create: { width, height, channels: 3, background: GREY, noise: { type: 'gaussian', mean: 128, sigma } } })
    .resize(WIDTH, HEIGHT, { kernel: 'cubic' })
    .blur(blur)
    .raw()
    .toBuffer({ resolveWithObject: true });
  return { input: data, raw: { width: info.width, height: info.height, channels: info.channels } };
}

/** Shapes and a caption: the hard edges a photo of a lecture hall or a poster has (at fixed positions). */
function shapes(): Buffer {
  const circles = Array.from(
    { length: 40 },
    (_, i) =>
      `<circle cx="${(i * 997) % WIDTH}" cy="${(i * 613) % HEIGHT}" r="${60 + ((i * 37) % 300)}" fill="hsl(${(i * 47) % 360},55%,${35 + (i % 5) * 8}%)" fill-opacity="0.55"/>`,
  );
  const frames = Array.from(
    { length: 30 },
    (_, i) =>
      `<rect x="${(i * 331) % WIDTH}" y="${(i * 577) % HEIGHT}" width="${200 + ((i * 53) % 500)}" height="${120 + ((i * 91) % 400)}" fill="none" stroke="hsl(${(i * 71) % 360},30%,20%)" stroke-width="${4 + (i % 6) * 3}"/>`,
  );
  const caption = '<text x="300" y="2600" font-size="360" fill="#f4f1ea" fill-opacity="0.85">博医荟 2025 学术年会</text>';
  return Buffer.from(`<svg xmlns="http://www.w3.org/2000/svg" width="${WIDTH}" height="${HEIGHT}">${circles.join('')}${frames.join('')}${caption}</svg>`);
}

/** A 4000 × 3000 photo-like JPEG (quality 90, 4:2:0 like a phone camera's). */
export async function photoLikeJpeg(): Promise<Buffer> {
  const base = await noiseField(8, 6, 90, 40);
  return sharp(base.input, { raw: base.raw })
    .composite([
      { ...(await noiseField(200, 150, 60, 3)), blend: 'soft-light' },
      { input: shapes(), blend: 'over' },
      { ...(await noiseField(1333, 1000, 40, 0.6)), blend: 'soft-light' },
      {
        input: { create: { width: WIDTH, height: HEIGHT, channels: 3, background: GREY, noise: { type: 'gaussian', mean: 128, sigma: 18 } } },
        blend: 'soft-light',
      },
    ])
    .jpeg({ quality: 90 })
    .toBuffer();
}

export interface ImageVariantsFigure {
  bytes: number;
  files: number;
  widths: number[];
  /** Wall time of probeImage + renderVariants over the runs, s. */
  seconds: Spread;
  /** CPU time of this process over the same work (libvips' threads included), s, median of the runs. */
  cpuSeconds: number;
  runs: number;
}

export async function measureImageVariants(runs = Number(process.env.BENCH_IMAGE_RUNS ?? 5)): Promise<ImageVariantsFigure> {
  const photo = await photoLikeJpeg();
  // Warm-up: the first call loads libvips' codecs, which a running server has done long before.
  const probed = await probeImage(photo);
  const rendered = await renderVariants(photo, probed);
  const wall: number[] = [];
  const cpu: number[] = [];
  for (let run = 0; run < runs; run++) {
    const cpuBefore = process.cpuUsage();
    const started = performance.now();
    await renderVariants(photo, await probeImage(photo));
    wall.push((performance.now() - started) / 1000);
    const used = process.cpuUsage(cpuBefore);
    cpu.push((used.user + used.system) / 1e6);
  }
  return {
    bytes: photo.length,
    files: rendered.length,
    widths: [...new Set(rendered.map((variant) => variant.width))],
    seconds: spread(wall),
    cpuSeconds: spread(cpu).median,
    runs,
  };
}

export function printImageVariants(figure: ImageVariantsFigure): void {
  console.log(
    `\nMedia: image variants of a 12-megapixel JPEG (${WIDTH} × ${HEIGHT}, ${sig3(figure.bytes / 1024 / 1024)} MB, generated): probeImage + renderVariants, ` +
      `${figure.files} files (${figure.widths.join(', ')} px, WebP + JPEG); ${figure.runs} runs after a warm-up`,
  );
  const verdict = figure.seconds.median < GOAL_SECONDS ? 'met' : 'NOT met';
  console.log(`  ${formatSpread(figure.seconds, ' s')}  CPU ${sig3(figure.cpuSeconds)} s  goal < ${GOAL_SECONDS} s ${verdict}`);
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  printImageVariants(await measureImageVariants());
}
