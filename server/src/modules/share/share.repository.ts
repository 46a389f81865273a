import { and, eq } from 'drizzle-orm';
import type { Db } from '../../db/database';
import { articles, courses, lives, shortVideos } from '../../db/schema/index';
import { PUBLISH_STATE } from '../../shared/publish-state';

/** Share types (docs/product-rules.md#sharing): 1 course, 2 article, 3 short video, 4 live. */
export type ShareType = 1 | 2 | 3 | 4;

const TABLES = { 1: courses, 2: articles, 3: shortVideos, 4: lives } as const;
/** The screen a share link opens (route table paths). */
export const SHARE_ROUTES: Record<ShareType, string> = { 1: 'course-detail', 2: 'article-detail', 3: 'short-video-detail', 4: 'live-detail' };

export interface ShareItem {
  id: number;
  title: string;
  coverImg: string;
  /** The item's own sub-kind (e.g. article 6 case, course 7 clinic); a share naming another is refused. */
  contentType: number;
}

/** A published item (a draft or a taken-down item has no poster or link to share). */
export async function findShareItem(db: Db, type: ShareType, id: number): Promise<ShareItem | null> {
  const table = TABLES[type];
  const [row] = await db
    .select({ id: table.id, title: table.title, coverImg: table.coverImg, contentType: table.contentType })
    .from(table)
    .where(and(eq(table.id, id), eq(table.publishState, PUBLISH_STATE.published)))
    .limit(1);
  return row ?? null;
}
