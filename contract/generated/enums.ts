// generated — do not edit; run npm run gen:types

import type { OriginTypeCode } from './schema-types';

/** origin_type of a content card: which kind of content it opens (docs/product-rules.md#content-cards-and-origin-types). Short videos share 3 with videos; 1–4 are also the target types of comments, shares and history. `x-enum-names` names each code; gen:types turns them into the `OriginType` constant. (schemas/entities/origin-type.json) */
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
} as const satisfies Record<string, OriginTypeCode>;
