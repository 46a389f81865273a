ALTER TABLE "hospitals" ADD COLUMN "created_by_user_id" integer;--> statement-breakpoint
ALTER TABLE "hospitals" ADD CONSTRAINT "hospitals_created_by_user_id_users_id_fk" FOREIGN KEY ("created_by_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
-- hand-written data migration
-- The generated DROP of created_by_mobile moved here, after the number is turned into the user's id (numbers
-- of deleted accounts match no user: their hospitals keep no link).
UPDATE "hospitals" SET "created_by_user_id" = "users"."id" FROM "users" WHERE "users"."mobile" = "hospitals"."created_by_mobile";--> statement-breakpoint
ALTER TABLE "hospitals" DROP COLUMN "created_by_mobile";
