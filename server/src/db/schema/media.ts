import { index, integer, jsonb, pgTable, smallint, varchar } from 'drizzle-orm/pg-core';
import { createdAt, id, ts } from './columns';
import { operators } from './users';

/** One stored rendition of an image: its width and height, its format and where it is served. */
export interface MediaImageVariant {
  width: number;
  height: number;
  format: 'webp' | 'jpeg' | 'png';
  url: string;
  size: number;
}

/** A point of an image as fractions of its width and height, from the top left. */
export interface MediaFocus {
  x: number;
  y: number;
}

/**
 * Where an item stands: images and documents are ready when stored; a video is queued, then transcoded
 * (progress in percent), then ready, or failed with a reason the operator can act on.
 */
export type MediaStatus = 'queued' | 'processing' | 'ready' | 'failed';

/**
 * The media library: every file an operator uploaded, and the demo's own media (the seed imports its
 * covers, lecture clips and guideline PDFs). The original is kept as uploaded; `variants` are the sizes the
 * app's `srcset` offers; a video gets an HLS playlist (`hlsUrl`, its renditions in `renditions`) and a poster.
 * A deleted item keeps its row (deletedAt) so the audit log's references still resolve.
 */
export const mediaAssets = pgTable(
  'media_assets',
  {
    id: id(),
    /** image | video | document */
    kind: varchar('kind', { length: 16 }).notNull(),
    /** The uploaded file's own name, cleaned for display: never used as a path. */
    name: varchar('name', { length: 200 }).notNull(),
    mime: varchar('mime', { length: 64 }).notNull(),
    size: integer('size').notNull(),
    /** SHA-256 of the original: stored files are named by content, so identical uploads share them. */
    sha256: varchar('sha256', { length: 64 }).notNull(),
    url: varchar('url', { length: 500 }).notNull(),
    width: integer('width'),
    height: integer('height'),
    /** A video's length in seconds. */
    duration: integer('duration'),
    /** A document's page count. */
    pages: integer('pages'),
    variants: jsonb('variants').$type<MediaImageVariant[]>().notNull().default([]),
    status: varchar('status', { length: 16 }).$type<MediaStatus>().notNull().default('ready'),
    /** Percent of a running transcode. */
    progress: smallint('progress'),
    /** Why processing failed, in the operators' words. */
    failure: varchar('failure', { length: 300 }),
    /** A video's HLS master playlist. */
    hlsUrl: varchar('hls_url', { length: 500 }),
    /** A video's renditions, e.g. [{ width: 640, height: 360 }, { width: 1280, height: 720 }]. */
    renditions: jsonb('renditions').$type<Array<{ width: number; height: number }>>(),
    /** A video's poster frame, or a document's first page, as a JPEG. */
    posterUrl: varchar('poster_url', { length: 500 }),
    /** The second of the video the poster shows. */
    posterSecond: integer('poster_second'),
    /**
     * Where an image's subject is, as fractions of its width and height from the top left (0–1): set when an
     * operator crops it, so a frame of another shape can keep the subject in view (CSS object-position).
     */
    focus: jsonb('focus').$type<MediaFocus>(),
    uploadedBy: integer('uploaded_by').references(() => operators.id, { onDelete: 'set null' }),
    /** Kept as text too, like the audit log: the library stays readable after an operator is removed. */
    uploaderName: varchar('uploader_name', { length: 64 }).notNull(),
    createdAt: createdAt(),
    deletedAt: ts('deleted_at'),
  },
  (t) => [index('media_assets_created_idx').on(t.createdAt), index('media_assets_sha256_idx').on(t.sha256)],
);
