-- hand-written data migration
-- Code screens stored before the app learnt the code length from the server (getLoginCodeRules) showed
-- four boxes whatever CODE_LENGTH said: they get the rules data entry and their code-entry nodes bind
-- `length` to it. Only screens that do not have a `rules` entry yet; everything else in them is kept.
INSERT INTO "layout_revisions" ("layout_id", "revision", "document", "etag", "created_by")
SELECT l."id", l."current_revision" + 1,
  jsonb_set(
    jsonb_set(r."document", '{data}', COALESCE(r."document"->'data', '{}'::jsonb) || '{"rules":{"endpoint":"getLoginCodeRules"}}'::jsonb),
    '{body}',
    (SELECT COALESCE(jsonb_agg(
        CASE WHEN e.node->>'widget' = 'code-entry' AND NOT (COALESCE(e.node->'bind', '{}'::jsonb) ? 'length')
          THEN jsonb_set(e.node, '{bind}', COALESCE(e.node->'bind', '{}'::jsonb) || '{"length":"$data.rules.code_length"}'::jsonb)
          ELSE e.node END
        ORDER BY e.position), '[]'::jsonb)
     FROM jsonb_array_elements(r."document"->'body') WITH ORDINALITY AS e(node, position))
  ),
  '"migration-0013-' || l."id" || '-' || (l."current_revision" + 1) || '"', 'migration'
FROM "layouts" l
JOIN "layout_revisions" r ON r."layout_id" = l."id" AND r."revision" = l."published_revision"
WHERE l."id" IN ('send-verify', 'my-send-verify')
  AND jsonb_typeof(r."document"->'body') = 'array'
  AND NOT (COALESCE(r."document"->'data', '{}'::jsonb) ? 'rules');
--> statement-breakpoint
UPDATE "layouts" SET "current_revision" = "current_revision" + 1, "published_revision" = "current_revision" + 1, "updated_at" = now(), "updated_by" = 'migration'
WHERE "id" IN ('send-verify', 'my-send-verify')
  AND EXISTS (SELECT 1 FROM "layout_revisions" r WHERE r."layout_id" = "layouts"."id" AND r."revision" = "layouts"."current_revision" + 1 AND r."created_by" = 'migration');
