/**
 * Codes used in target_type columns (likes, favourites, follows, password_auths, study_progress) and in
 * origin_type columns. 1–4 are the comment/share/history types; the rest are origin_type values.
 */
export const TargetType = {
  course: 1,
  article: 2,
  shortVideo: 3,
  live: 4,
  meeting: 5,
  download: 9,
  activity: 11,
  topic: 13,
  medicalColumn: 30,
} as const;

/** origin_type values of content cards (docs/product-rules.md#content-cards-and-origin-types). */
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

export const LiveStatus = { upcoming: 0, live: 1, ended: 2, replay: 5, replayVod: 6, replayFile: 7 } as const;
export const MeetingStatus = { open: 0, inProgress: 1, ended: 2 } as const;
