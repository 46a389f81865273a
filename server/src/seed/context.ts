import type { LecturerRegistry } from './build-lecturers';
import type { PdfRegistry } from './guide-pdfs';
import type { CoverRegistry } from './media';
import type { VideoClip } from './video-clips';
import type { Prng } from './prng';

export interface SeedContext {
  rand: Prng;
  /** "Now" for anything whose status depends on the clock (lives, meetings, adverts, activities). */
  now: Date;
  /** Fixed base date for history (published/created dates). */
  base: Date;
  covers: CoverRegistry;
  /** PDF files (guidelines, handouts) written with the covers. */
  pdfs: PdfRegistry;
  /** Clips content plays: cards show the chosen clip's real running time. */
  clips: { lectures: readonly VideoClip[]; shorts: readonly VideoClip[] };
  /** Origin the app is reached at (PUBLIC_ORIGIN): the QR codes the seed draws open pages there. */
  origin: string;
  /** The lecturers courses and lives name, kept as people (讲者与专家). */
  lecturers: LecturerRegistry;
  /** Hash of the watch password '1234' shared by every password-protected item. */
  passwordHash: string;
}

/** A piece of content that can appear in feeds and channels. specialty indexes SPECIALTIES (−1 = none). */
export interface ContentRef {
  originType: number;
  originId: number;
  specialty: number;
  kind: string;
  /** Lives: content_type (5 学术会议, 7 临床好课, 8 科研好课, 0 not yet a replay). */
  contentType?: number;
}

export const WATCH_PASSWORD = '1234';

/** Category ids by type (categories.type): fixed so content and channels can point at them. */
export const CATEGORY_IDS = {
  course: [1, 2, 3, 4, 5, 6],
  article: [11, 12, 13, 14],
  shortVideo: [21, 22, 23, 24],
  live: [31, 32, 33, 34],
  case: [41, 42, 43, 44],
  clinic: [51, 52, 53, 54, 55],
  scientific: [61, 62, 63, 64],
  studyZone: [71, 72, 73, 74],
  topicColumn: [81, 82, 83],
} as const;

/** Organisations shown as partners (合作单位, 支持单位): fictional names, drawn as logos. */
export const PARTNER_NAMES = [
  '华夏医学发展基金会',
  '基层医疗能力建设联盟',
  '临床研究协作网',
  '医学继续教育中心',
  '健康传播研究院',
  '青年医师发展联盟',
  '慢病管理创新中心',
  '医学影像协作组',
] as const;
