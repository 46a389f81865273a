import type { OpsItemKind } from '../../../../contract/generated/schema-types';
import { AppError } from '../../plugins/envelope';
import { ACTIVITY_KIND } from './activity-kind';
import { ARTICLE_KIND, CASE_KIND } from './article-kind';
import { COURSE_KIND } from './course-kind';
import { DOWNLOAD_KIND } from './download-kind';
import type { ItemKind } from './item-kind';
import { ITEM_MESSAGES } from './item-messages';
import { LIVE_KIND } from './live-kind';
import { MEDICAL_COLUMN_KIND } from './medical-column-kind';
import { SHORT_VIDEO_KIND } from './short-video-kind';
import { PERSON_KIND } from './person-kind';
import { MEETING_KIND } from './meeting-kind';
import { TOPIC_KIND } from './topic-kind';

/** Every kind the back office makes, by its name in URLs (a kind named in the schema but not here answers 404). */
export const ITEM_KINDS: Partial<Record<OpsItemKind, ItemKind>> = {
  article: ARTICLE_KIND,
  case: CASE_KIND,
  'medical-column': MEDICAL_COLUMN_KIND,
  course: COURSE_KIND,
  'short-video': SHORT_VIDEO_KIND,
  live: LIVE_KIND,
  person: PERSON_KIND,
  download: DOWNLOAD_KIND,
  activity: ACTIVITY_KIND,
  meeting: MEETING_KIND,
  topic: TOPIC_KIND,
};

export function itemKind(name: string): ItemKind {
  const kind = (ITEM_KINDS as Record<string, ItemKind | undefined>)[name];
  if (!kind) throw new AppError(404, ITEM_MESSAGES.unknownKind);
  return kind;
}
