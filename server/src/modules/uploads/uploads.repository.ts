import type { Db } from '../../db/database';
import { userUploads } from '../../db/schema';

/** Recorded per user: the data export lists the file and account deletion removes it. */
export async function insertUserUpload(db: Db, upload: { userId: number; url: string; mime: string; size: number }): Promise<void> {
  await db.insert(userUploads).values(upload);
}
