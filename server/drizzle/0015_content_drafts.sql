CREATE TABLE "ops_content_drafts" (
	"kind" varchar(32) PRIMARY KEY NOT NULL,
	"items" jsonb NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_by" varchar(64) NOT NULL
);
--> statement-breakpoint
CREATE TABLE "ops_content_revisions" (
	"kind" varchar(32) NOT NULL,
	"revision" integer NOT NULL,
	"items" jsonb NOT NULL,
	"action" varchar(16) NOT NULL,
	"restored" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" varchar(64) NOT NULL,
	CONSTRAINT "ops_content_revisions_pk" PRIMARY KEY("kind","revision")
);
-- hand-written data migration
-- The home content already live becomes each kind's first revision (`initial`), in the shape the console
-- answers it (ops-content-kinds.ts toApi), so a rollback can always return to it. An empty table gets its
-- first revision from the server when the console first changes the kind (a fresh database is seeded after
-- its migrations).
--> statement-breakpoint
INSERT INTO "ops_content_revisions" ("kind", "revision", "items", "action", "created_by")
SELECT 'banners', 1, jsonb_agg(jsonb_build_object('id', "id", 'title', "title", 'img', "img", 'target_url', "target_url", 'type', "type",
  'channel_id', "channel_id", 'enabled', "enabled", 'sort', "sort", 'click_count', "click_count") ORDER BY "sort", "id"), 'initial', 'migration'
FROM "banners" HAVING count(*) > 0;
--> statement-breakpoint
INSERT INTO "ops_content_revisions" ("kind", "revision", "items", "action", "created_by")
SELECT 'shortcuts', 1, jsonb_agg(jsonb_build_object('id', "id", 'position_type', "position_type", 'title', "title", 'logo', "logo",
  'content_type', "content_type", 'link', "link", 'enabled', "enabled", 'sort', "sort") ORDER BY "sort", "id"), 'initial', 'migration'
FROM "shortcuts" HAVING count(*) > 0;
--> statement-breakpoint
INSERT INTO "ops_content_revisions" ("kind", "revision", "items", "action", "created_by")
SELECT 'messages', 1, jsonb_agg(jsonb_build_object('id', "id", 'label', "label", 'title', "title", 'link', "link", 'enabled', "enabled",
  'sort', "sort") ORDER BY "sort", "id"), 'initial', 'migration'
FROM "messages" HAVING count(*) > 0;
--> statement-breakpoint
INSERT INTO "ops_content_revisions" ("kind", "revision", "items", "action", "created_by")
SELECT 'screen-adverts', 1, jsonb_agg(jsonb_build_object('id', "id", 'cover_img', "cover_img", 'link', "link",
  'start_time', to_char("start_time" AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"'),
  'end_time', to_char("end_time" AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"'),
  'enabled', "enabled", 'view_count', "view_count") ORDER BY "id"), 'initial', 'migration'
FROM "screen_adverts" HAVING count(*) > 0;
--> statement-breakpoint
INSERT INTO "ops_content_revisions" ("kind", "revision", "items", "action", "created_by")
SELECT 'recommend-modules', 1, jsonb_agg(jsonb_build_object('id', m."id", 'layout', m."layout", 'module_type', m."module_type",
  'module_name', m."module_name", 'enabled', m."enabled", 'sort', m."sort",
  'items', (SELECT COALESCE(jsonb_agg(jsonb_build_object('id', i."id", 'origin_type', i."origin_type", 'origin_id', i."origin_id", 'sort', i."sort")
    ORDER BY i."sort", i."id"), '[]'::jsonb) FROM "recommend_module_items" i WHERE i."module_id" = m."id")) ORDER BY m."sort", m."id"), 'initial', 'migration'
FROM "recommend_modules" m HAVING count(*) > 0;
--> statement-breakpoint
INSERT INTO "ops_content_revisions" ("kind", "revision", "items", "action", "created_by")
SELECT 'hot-words', 1, jsonb_agg(jsonb_build_object('id', "id", 'title', "title", 'content_type', "content_type", 'link', "link",
  'enabled', "enabled", 'sort', "sort", 'click_count', "click_count") ORDER BY "sort", "id"), 'initial', 'migration'
FROM "hot_words" HAVING count(*) > 0;
--> statement-breakpoint
INSERT INTO "ops_content_revisions" ("kind", "revision", "items", "action", "created_by")
SELECT 'channels', 1, jsonb_agg(jsonb_build_object('id', "id", 'title', "title", 'origin_type', "origin_type", 'enabled', "enabled",
  'sort', "sort") ORDER BY "sort", "id"), 'initial', 'migration'
FROM "channels" HAVING count(*) > 0;
