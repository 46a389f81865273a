-- hand-written data migration
-- listComments became a paged endpoint (the app loads comments 20 a page at the end of the list). A stored
-- screen whose data entry calls it unpaged would have no query to run, so the entry is marked paged and
-- keeps its own pageSize (999 in older screens: everything on the first page, as before, so widgets bound
-- only to .list and .total keep showing every comment). Everything else in the screen is kept.
INSERT INTO "layout_revisions" ("layout_id", "revision", "document", "etag", "created_by")
SELECT l."id", l."current_revision" + 1,
  jsonb_set(r."document", '{data}',
    (SELECT jsonb_object_agg(d.name,
        CASE WHEN d.entry->>'endpoint' = 'listComments' AND COALESCE(d.entry->>'paged', 'false') <> 'true'
          THEN d.entry || '{"paged":true}'::jsonb
          ELSE d.entry END)
     FROM jsonb_each(r."document"->'data') AS d(name, entry))
  ),
  '"migration-0022-' || l."id" || '-' || (l."current_revision" + 1) || '"', 'migration'
FROM "layouts" l
JOIN "layout_revisions" r ON r."layout_id" = l."id" AND r."revision" = l."published_revision"
WHERE jsonb_typeof(r."document"->'data') = 'object'
  AND EXISTS (SELECT 1 FROM jsonb_each(r."document"->'data') AS d(name, entry)
              WHERE d.entry->>'endpoint' = 'listComments' AND COALESCE(d.entry->>'paged', 'false') <> 'true');
--> statement-breakpoint
-- A draft saved after the published revision comes back on top as revision current + 2, its comment requests
-- marked the same way, so nobody's unpublished work is lost.
INSERT INTO "layout_revisions" ("layout_id", "revision", "document", "etag", "created_by")
SELECT l."id", l."current_revision" + 2,
  CASE WHEN jsonb_typeof(dr."document"->'data') = 'object'
    THEN jsonb_set(dr."document", '{data}', (SELECT jsonb_object_agg(d.name,
        CASE WHEN d.entry->>'endpoint' = 'listComments' AND COALESCE(d.entry->>'paged', 'false') <> 'true'
          THEN d.entry || '{"paged":true}'::jsonb
          ELSE d.entry END)
     FROM jsonb_each(dr."document"->'data') AS d(name, entry)))
    ELSE dr."document" END,
  '"migration-0022-' || l."id" || '-' || (l."current_revision" + 2) || '"', 'migration'
FROM "layouts" l
JOIN "layout_revisions" marked ON marked."layout_id" = l."id" AND marked."revision" = l."current_revision" + 1
  AND marked."etag" = '"migration-0022-' || l."id" || '-' || (l."current_revision" + 1) || '"'
JOIN "layout_revisions" dr ON dr."layout_id" = l."id" AND dr."revision" = l."current_revision"
WHERE l."current_revision" > l."published_revision";
--> statement-breakpoint
UPDATE "layouts" SET
  "published_revision" = "current_revision" + 1,
  "current_revision" = "current_revision" + CASE WHEN EXISTS (
      SELECT 1 FROM "layout_revisions" r WHERE r."layout_id" = "layouts"."id" AND r."revision" = "layouts"."current_revision" + 2
        AND r."etag" = '"migration-0022-' || "layouts"."id" || '-' || ("layouts"."current_revision" + 2) || '"') THEN 2 ELSE 1 END,
  "updated_at" = now(), "updated_by" = 'migration'
WHERE EXISTS (SELECT 1 FROM "layout_revisions" r WHERE r."layout_id" = "layouts"."id" AND r."revision" = "layouts"."current_revision" + 1
  AND r."etag" = '"migration-0022-' || "layouts"."id" || '-' || ("layouts"."current_revision" + 1) || '"');
