ALTER TABLE "users" ADD COLUMN IF NOT EXISTS "last_comment_at" timestamp with time zone;
--> statement-breakpoint
-- Carry over each poster's last comment, so the interval rule holds across the upgrade.
UPDATE "users" SET "last_comment_at" = latest."at"
FROM (SELECT "user_id", max("created_at") AS "at" FROM "comments" GROUP BY "user_id") AS latest
WHERE latest."user_id" = "users"."id";
