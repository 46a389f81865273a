/**
 * Values the client and the server must agree on and that the schemas do not carry as an enum.
 */

/** Rows per page of a paged catalogue endpoint when the caller sends no pageSize. */
export const DEFAULT_PAGE_SIZE = 10;

/**
 * origin_type of a content card: which kind of content it opens. Short videos share 3 with videos; 1–4
 * are also the target types of comments, shares and history.
 */
export const OriginType = {
  course: 1,
  article: 2,
  video: 3,
  live: 4,
  meeting: 5,
  case: 6,
  clinic: 7,
  scientific: 8,
  download: 9,
  activity: 11,
  topic: 13,
  meetingApply: 14,
  medicalColumn: 30,
  academic: 31,
} as const;

export type OriginTypeCode = (typeof OriginType)[keyof typeof OriginType];
