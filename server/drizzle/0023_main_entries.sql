-- hand-written data migration
-- A layout's main data entry ("main": true) gives a detail page its 页面不存在 / 重试 states and lets the
-- server draw its first screen. Screens stored before the flag existed don't have it, and stored screens are
-- never replaced by the shipped files, so each stored screen of the routes below gets it on the entry the
-- shipped file marks — only while that entry still calls the same endpoint and no entry is marked already
-- (an operator's own choice is kept). The published revision is marked in a new published revision; a draft
-- saved after it is put back on top (marked the same way when it qualifies), so nobody's unpublished work is
-- lost. Everything else in the screens is kept.
CREATE TEMPORARY TABLE "migration_0023_main" ("layout_id" text PRIMARY KEY, "entry" text NOT NULL, "endpoint" text NOT NULL);
--> statement-breakpoint
INSERT INTO "migration_0023_main" VALUES
  ('activity-detail', 'activity', 'getActivityDetail'),
  ('article-column', 'column', 'getArticleColumn'),
  ('article-detail', 'detail', 'getArticleDetail'),
  ('case-column', 'column', 'getArticleColumn'),
  ('course-column', 'column', 'getCourseColumn'),
  ('course-detail', 'course', 'getCourseDetail'),
  ('download-detail', 'download', 'getDownloadDetail'),
  ('image-text', 'page', 'getTextPage'),
  ('live-column-detail', 'column', 'getLiveColumnDetail'),
  ('live-column', 'column', 'getLiveColumnDetail'),
  ('live-detail-home', 'detail', 'getLiveDetail'),
  ('live-detail', 'detail', 'getLiveDetail'),
  ('medical-column-detail', 'column', 'getMedicalColumn'),
  ('medical-column-list', 'column', 'getMedicalColumn'),
  ('meeting-news-detail', 'news', 'getMeetingNews'),
  ('meeting', 'meeting', 'getMeeting'),
  ('short-video-detail', 'video', 'getShortVideoDetail'),
  ('topic-desc', 'topic', 'getTopicDetail'),
  ('topic-detail', 'topic', 'getTopicDetail'),
  ('topic-honor-detail', 'honour', 'getTopicHonour'),
  ('video-column', 'column', 'getCourseColumn'),
  ('video-detail', 'course', 'getCourseDetail');
--> statement-breakpoint
-- The published revision, marked, as revision current + 1.
INSERT INTO "layout_revisions" ("layout_id", "revision", "document", "etag", "created_by")
SELECT l."id", l."current_revision" + 1,
  jsonb_set(r."document", ARRAY['data', m."entry", 'main'], 'true'::jsonb),
  '"migration-0023-' || l."id" || '-' || (l."current_revision" + 1) || '"', 'migration'
FROM "migration_0023_main" m
JOIN "layouts" l ON l."id" = m."layout_id"
JOIN "layout_revisions" r ON r."layout_id" = l."id" AND r."revision" = l."published_revision"
WHERE r."document"->'data'->m."entry"->>'endpoint' = m."endpoint"
  AND NOT EXISTS (SELECT 1 FROM jsonb_each(r."document"->'data') AS d(name, entry) WHERE d.entry->>'main' = 'true');
--> statement-breakpoint
-- A draft newer than the published revision comes back on top as revision current + 2 (marked when its entry
-- still qualifies, else as it was).
INSERT INTO "layout_revisions" ("layout_id", "revision", "document", "etag", "created_by")
SELECT l."id", l."current_revision" + 2,
  CASE WHEN dr."document"->'data'->m."entry"->>'endpoint' = m."endpoint"
         AND NOT EXISTS (SELECT 1 FROM jsonb_each(dr."document"->'data') AS d(name, entry) WHERE d.entry->>'main' = 'true')
    THEN jsonb_set(dr."document", ARRAY['data', m."entry", 'main'], 'true'::jsonb)
    ELSE dr."document" END,
  '"migration-0023-' || l."id" || '-' || (l."current_revision" + 2) || '"', 'migration'
FROM "migration_0023_main" m
JOIN "layouts" l ON l."id" = m."layout_id"
JOIN "layout_revisions" marked ON marked."layout_id" = l."id" AND marked."revision" = l."current_revision" + 1
  AND marked."etag" = '"migration-0023-' || l."id" || '-' || (l."current_revision" + 1) || '"'
JOIN "layout_revisions" dr ON dr."layout_id" = l."id" AND dr."revision" = l."current_revision"
WHERE l."current_revision" > l."published_revision";
--> statement-breakpoint
UPDATE "layouts" SET
  "published_revision" = "current_revision" + 1,
  "current_revision" = "current_revision" + CASE WHEN EXISTS (
      SELECT 1 FROM "layout_revisions" r WHERE r."layout_id" = "layouts"."id" AND r."revision" = "layouts"."current_revision" + 2
        AND r."etag" = '"migration-0023-' || "layouts"."id" || '-' || ("layouts"."current_revision" + 2) || '"') THEN 2 ELSE 1 END,
  "updated_at" = now(), "updated_by" = 'migration'
WHERE EXISTS (SELECT 1 FROM "layout_revisions" r WHERE r."layout_id" = "layouts"."id" AND r."revision" = "layouts"."current_revision" + 1
  AND r."etag" = '"migration-0023-' || "layouts"."id" || '-' || ("layouts"."current_revision" + 1) || '"');
--> statement-breakpoint
DROP TABLE "migration_0023_main";
