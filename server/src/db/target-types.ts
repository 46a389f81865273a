import { OriginType } from '../../../contract/constants';

/**
 * Codes used in target_type columns (likes, favourites, follows, password_auths, study_progress): the
 * origin_type of the thing targeted. 1–4 are also the comment/share/history types.
 */
export const TargetType = {
  course: OriginType.course,
  article: OriginType.article,
  shortVideo: OriginType.video,
  live: OriginType.live,
  meeting: OriginType.meeting,
  download: OriginType.download,
  activity: OriginType.activity,
  topic: OriginType.topic,
  medicalColumn: OriginType.medicalColumn,
} as const;

export const LiveStatus = { upcoming: 0, live: 1, ended: 2, replay: 5, replayVod: 6, replayFile: 7 } as const;
export const MeetingStatus = { open: 0, inProgress: 1, ended: 2 } as const;
