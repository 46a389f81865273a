import { createCipheriv } from 'node:crypto';
import { copyFileSync, existsSync, linkSync, mkdirSync, renameSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { PDFDocument } from '@napi-rs/canvas';
import { drawingCacheKey } from './drawing-cache-key';
import { mediaDir } from './media';

/**
 * The seed's PDF files (guidelines, course and live handouts): each with its own Chinese title and a few
 * A4 pages, drawn with Skia's PDF backend, which embeds only the glyphs used (a subset of Noto Sans CJK).
 */
export interface PdfSpec {
  title: string;
  /** e.g. 中华医学会心血管病学分会 / 讲者与单位. */
  issuer: string;
  /** Chapter headings; one page each after the title page. */
  chapters: readonly string[];
  /** Body sentences, spread over the chapters. */
  paragraphs: readonly string[];
  /** Bytes of scanned-appendix data to carry (a big guideline, over the iOS direct-download limit). */
  appendixBytes?: number;
}

/** Debian's fonts-noto-cjk by family name (the system font manager picks the Simplified Chinese face). */
const FONT = '"Noto Sans CJK SC", sans-serif';
const A4 = { width: 595, height: 842, margin: 56 } as const;
/** Two ideographic spaces: a Chinese paragraph's first-line indent. */
const INDENT = '\u3000\u3000';
/** A PDF page's drawing context. */
type PageContext = ReturnType<PDFDocument['beginPage']>;

export class PdfRegistry {
  private readonly files = new Map<string, PdfSpec>();

  /** Registers a PDF and returns its URL, e.g. /media/files/guides/download-3.pdf. */
  add(name: string, spec: PdfSpec): string {
    this.files.set(name, spec);
    return `/media/files/guides/${name}.pdf`;
  }

  get size(): number {
    return this.files.size;
  }

  get specs(): ReadonlyMap<string, PdfSpec> {
    return this.files;
  }

  writeAll(dataDir: string): void {
    const dir = join(mediaDir(dataDir), 'files', 'guides');
    mkdirSync(dir, { recursive: true });
    for (const [name, spec] of this.files) {
      if (spec.appendixBytes) placeCachedPdf(spec, join(dir, `${name}.pdf`));
      else writeFileSync(join(dir, `${name}.pdf`), guidePdf(spec));
    }
  }

  /** Size in bytes of each written PDF by URL (after writeAll). */
  sizesByUrl(dataDir: string): Map<string, number> {
    const dir = join(mediaDir(dataDir), 'files', 'guides');
    return new Map(Array.from(this.files.keys(), (name) => [`/media/files/guides/${name}.pdf`, statSync(join(dir, `${name}.pdf`)).size]));
  }
}

/**
 * A big PDF is made once per machine into the temporary folder (tests seed often) and linked into each
 * DATA_DIR (copied where a link is refused), so a seed costs no 20 MB write.
 */
function placeCachedPdf(spec: PdfSpec, target: string): void {
  const key = drawingCacheKey(spec);
  const cached = join(tmpdir(), `boyihui-seed-pdf-${key}.pdf`);
  if (!existsSync(cached)) {
    const work = `${cached}-${process.pid}.tmp`;
    writeFileSync(work, withAppendix(guidePdf(spec), spec.appendixBytes ?? 0));
    renameSync(work, cached); // atomic: a parallel seed sees the whole file or none
  }
  rmSync(target, { force: true });
  try {
    linkSync(cached, target);
  } catch {
    copyFileSync(cached, target);
  }
}

/**
 * The PDF with an incremental update holding one stream of `bytes` of scan-like (incompressible,
 * deterministic) data: readers open the document as before; the file is as big as a scanned guideline.
 */
function withAppendix(pdf: Buffer, bytes: number): Buffer {
  const text = pdf.toString('latin1');
  const startXref = Number(/startxref\s+(\d+)\s+%%EOF\s*$/.exec(text)?.[1]);
  const size = Number(/\/Size\s+(\d+)/.exec(text.slice(text.lastIndexOf('trailer')))?.[1]);
  const root = /\/Root\s+(\d+\s+\d+\s+R)/.exec(text.slice(text.lastIndexOf('trailer')))?.[1];
  const info = /\/Info\s+(\d+\s+\d+\s+R)/.exec(text.slice(text.lastIndexOf('trailer')))?.[1];
  if (!Number.isFinite(startXref) || !Number.isFinite(size) || !root) throw new Error('seed PDF without a classic trailer');
  // AES-CTR over zeros: fast, fixed for the same key, and no more compressible than a scan.
  const data = createCipheriv('aes-128-ctr', Buffer.alloc(16, 7), Buffer.alloc(16, 0)).update(Buffer.alloc(bytes));
  const head = Buffer.from(`\n${size} 0 obj\n<< /Length ${bytes} >>\nstream\n`, 'latin1');
  const objectAt = pdf.length + 1; // after the newline that opens the update
  const tailStart = pdf.length + head.length + data.length;
  const xrefAt = tailStart + '\nendstream\nendobj\n'.length;
  const tail = Buffer.from(
    `\nendstream\nendobj\nxref\n${size} 1\n${String(objectAt).padStart(10, '0')} 00000 n \ntrailer\n<< /Size ${size + 1} /Root ${root}${info ? ` /Info ${info}` : ''} /Prev ${startXref} >>\nstartxref\n${xrefAt}\n%%EOF\n`,
    'latin1',
  );
  return Buffer.concat([pdf, head, data, tail]);
}

/** Lines of `text` that fit `width` (Chinese breaks anywhere). */
function wrapLines(ctx: PageContext, text: string, width: number): string[] {
  const lines: string[] = [];
  let line = '';
  for (const ch of Array.from(text)) {
    if (line && ctx.measureText(line + ch).width > width) {
      lines.push(line);
      line = '';
    }
    line += ch;
  }
  if (line) lines.push(line);
  return lines;
}

function pageFooter(ctx: PageContext, spec: PdfSpec, page: number, pages: number): void {
  ctx.fillStyle = '#8c8c8c';
  ctx.font = `9px ${FONT}`;
  ctx.fillText(`${spec.title}  第 ${page} 页 / 共 ${pages} 页`, A4.margin, A4.height - 30);
}

export function guidePdf(spec: PdfSpec): Buffer {
  const doc = new PDFDocument({ title: spec.title, author: spec.issuer, creator: '博医荟', producer: '博医荟', compressionLevel: 9 });
  const pages = 1 + spec.chapters.length;
  const textWidth = A4.width - A4.margin * 2;

  // Title page: a coloured band, the title, the issuer.
  let ctx = doc.beginPage(A4.width, A4.height);
  ctx.fillStyle = '#1677ff';
  ctx.fillRect(0, 0, A4.width, 180);
  ctx.fillStyle = '#ffffff';
  ctx.font = `26px ${FONT}`;
  wrapLines(ctx, spec.title, textWidth).forEach((line, i) => ctx.fillText(line, A4.margin, 90 + i * 36));
  ctx.fillStyle = '#262626';
  ctx.font = `14px ${FONT}`;
  ctx.fillText(spec.issuer, A4.margin, 240);
  ctx.fillStyle = '#595959';
  ctx.font = `12px ${FONT}`;
  ctx.fillText('目录', A4.margin, 300);
  spec.chapters.forEach((chapter, i) => ctx.fillText(`${i + 1}. ${chapter}`, A4.margin + 12, 326 + i * 22));
  pageFooter(ctx, spec, 1, pages);
  doc.endPage();

  spec.chapters.forEach((chapter, c) => {
    ctx = doc.beginPage(A4.width, A4.height);
    ctx.fillStyle = '#1677ff';
    ctx.font = `18px ${FONT}`;
    ctx.fillText(`${c + 1}. ${chapter}`, A4.margin, A4.margin + 24);
    ctx.fillStyle = '#262626';
    ctx.font = `12px ${FONT}`;
    let y = A4.margin + 64;
    // Chapter c takes every paragraph p with p % chapters === c (all of them when there are fewer).
    const own = spec.paragraphs.filter((_, p) => p % spec.chapters.length === c);
    (own.length > 0 ? own : spec.paragraphs).forEach((paragraph) => {
      for (const line of wrapLines(ctx, `${INDENT}${paragraph}`, textWidth)) {
        ctx.fillText(line, A4.margin, y);
        y += 20;
      }
      y += 8;
    });
    pageFooter(ctx, spec, c + 2, pages);
    doc.endPage();
  });
  return doc.close();
}
