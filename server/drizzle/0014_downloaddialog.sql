-- hand-written data migration
-- The download dialog used to open from a window event; it now shows the screen overlay the open-download
-- action fills. Stored screens whose top-level email-dialog does not bind `request` yet get the binding,
-- and their close / successful submit close the overlay. Everything else in them is kept.
INSERT INTO "layout_revisions" ("layout_id", "revision", "document", "etag", "created_by")
SELECT l."id", l."current_revision" + 1,
  jsonb_set(r."document", '{body}',
    (SELECT COALESCE(jsonb_agg(
        CASE WHEN e.node->>'widget' = 'email-dialog' AND NOT (COALESCE(e.node->'bind', '{}'::jsonb) ? 'request')
          THEN e.node
            || jsonb_build_object('bind', COALESCE(e.node->'bind', '{}'::jsonb) || '{"request":"$state.overlay.download"}'::jsonb)
            || jsonb_build_object('on', COALESCE(e.node->'on', '{}'::jsonb) || jsonb_build_object(
                 'submit', COALESCE(e.node->'on'->'submit', '[]'::jsonb) || '[{"action":"set-overlay","name":"download","value":null}]'::jsonb,
                 'close', '[{"action":"set-overlay","name":"download","value":null}]'::jsonb || COALESCE(e.node->'on'->'close', '[]'::jsonb)))
          ELSE e.node END
        ORDER BY e.position), '[]'::jsonb)
     FROM jsonb_array_elements(r."document"->'body') WITH ORDINALITY AS e(node, position))
  ),
  '"migration-0014-' || l."id" || '-' || (l."current_revision" + 1) || '"', 'migration'
FROM "layouts" l
JOIN "layout_revisions" r ON r."layout_id" = l."id" AND r."revision" = l."published_revision"
WHERE jsonb_typeof(r."document"->'body') = 'array'
  AND EXISTS (SELECT 1 FROM jsonb_array_elements(r."document"->'body') AS e(node)
              WHERE e.node->>'widget' = 'email-dialog' AND NOT (COALESCE(e.node->'bind', '{}'::jsonb) ? 'request'));
--> statement-breakpoint
UPDATE "layouts" SET "current_revision" = "current_revision" + 1, "published_revision" = "current_revision" + 1, "updated_at" = now(), "updated_by" = 'migration'
WHERE EXISTS (SELECT 1 FROM "layout_revisions" r WHERE r."layout_id" = "layouts"."id" AND r."revision" = "layouts"."current_revision" + 1 AND r."created_by" = 'migration');
