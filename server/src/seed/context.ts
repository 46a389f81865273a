import type { CoverRegistry } from './media';
import type { Prng } from './prng';

export interface SeedContext {
  rand: Prng;
  /** "Now" for anything whose status depends on the clock (lives, meetings, adverts, activities). */
  now: Date;
  /** Fixed base date for history (published/created dates). */
  base: Date;
  covers: CoverRegistry;
  /** Hash of the watch password '1234' shared by every password-protected item. */
  passwordHash: string;
}

/** A piece of content that can appear in feeds and channels. specialty indexes SPECIALTIES (−1 = none). */
export interface ContentRef {
  originType: number;
  originId: number;
  specialty: number;
  kind: string;
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

export const VIDEO_IDS = ['sample-mp4', 'sample-hls'] as const;
