import { existsSync } from 'node:fs';
import { renderAsync, Resvg, type ResvgRenderOptions } from '@resvg/resvg-js';

/**
 * Debian's fonts-noto-cjk (the Dockerfile and CI install it). Given as files, the renderer parses only
 * these two collections instead of every font on the machine; their Simplified Chinese faces match the
 * covers' `font-family="'Noto Sans CJK SC', …"` in both weights the covers use.
 */
const CJK_FONT_FILES = ['/usr/share/fonts/opentype/noto/NotoSansCJK-Regular.ttc', '/usr/share/fonts/opentype/noto/NotoSansCJK-Bold.ttc'];
const CJK_FAMILY = 'Noto Sans CJK SC';

/** An SVG file's bytes, told apart from PNG/JPEG by their first characters rather than by the name. */
export function looksLikeSvg(bytes: Buffer): boolean {
  const head = bytes.subarray(0, 256).toString('utf8').trimStart();
  return head.startsWith('<svg') || (head.startsWith('<?xml') && head.includes('<svg'));
}

/**
 * Rasterises an SVG cover to PNG at `width` pixels wide with a real SVG renderer (resvg). The canvas
 * library's own SVG decoder drew these covers' Chinese text as empty boxes (it has no font fallback for
 * quoted family lists) and `#rrggbbaa` fills as solid black.
 */
export function rasterizeSvg(svg: Buffer, width: number): Buffer {
  return new Resvg(svg, renderOptions(width)).render().asPng();
}

/** rasterizeSvg off the main thread (libuv's pool): many drawings render on every core at once. */
export async function rasterizeSvgAsync(svg: Buffer, width: number): Promise<Buffer> {
  return (await renderAsync(svg, renderOptions(width))).asPng();
}

/** Whether the Chinese fonts are installed: without them the text of every drawing comes out as empty boxes. */
export function cjkFontsInstalled(): boolean {
  return CJK_FONT_FILES.every((file) => existsSync(file));
}

function renderOptions(width: number): ResvgRenderOptions {
  const fontFiles = CJK_FONT_FILES.filter((file) => existsSync(file));
  return {
    fitTo: { mode: 'width', value: width },
    font: { fontFiles, loadSystemFonts: fontFiles.length === 0, defaultFontFamily: CJK_FAMILY, sansSerifFamily: CJK_FAMILY },
  };
}
