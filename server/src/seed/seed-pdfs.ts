import type { SeedContext } from './context';

/**
 * Chapters and body text of the seeded PDFs. Few distinct characters on purpose: Skia embeds the CJK font
 * as Type 3 glyph sets, about 1.8 KB per distinct character, so a shared vocabulary keeps each file small.
 */
const GUIDE_CHAPTERS = ['诊断与评估', '治疗推荐'] as const;
const HANDOUT_CHAPTERS = ['本讲要点'] as const;
const BODY = [
  '本文件依据现有临床研究证据，结合专家意见制定，供临床医师参考。',
  '临床实践中应结合患者个体情况，制定规范的诊断、治疗与随访方案。',
  '治疗方案应根据病情变化及时评估与调整，并重视患者教育与长期管理。',
] as const;

/** A big guideline's scanned appendix: 21 MB, over the iOS direct-download limit of 20480 KB. */
const BIG_APPENDIX_BYTES = 21 * 1024 * 1024;

/** A guideline PDF (指南下载): title page and two chapters (`big`: plus a scanned appendix); returns its URL. */
export function guidelinePdf(ctx: SeedContext, name: string, title: string, issuer: string, options: { big?: boolean } = {}): string {
  return ctx.pdfs.add(name, { title, issuer, chapters: GUIDE_CHAPTERS, paragraphs: BODY, ...(options.big ? { appendixBytes: BIG_APPENDIX_BYTES } : {}) });
}

/** A course or live handout PDF (课件、讲义): title page and one chapter; returns its URL. */
export function handoutPdf(ctx: SeedContext, name: string, title: string, issuer: string): string {
  return ctx.pdfs.add(name, { title, issuer, chapters: HANDOUT_CHAPTERS, paragraphs: BODY });
}
