ALTER TABLE "media_assets" ADD COLUMN "status" varchar(16) DEFAULT 'ready' NOT NULL;--> statement-breakpoint
ALTER TABLE "media_assets" ADD COLUMN "progress" smallint;--> statement-breakpoint
ALTER TABLE "media_assets" ADD COLUMN "failure" varchar(300);--> statement-breakpoint
ALTER TABLE "media_assets" ADD COLUMN "hls_url" varchar(500);--> statement-breakpoint
ALTER TABLE "media_assets" ADD COLUMN "renditions" jsonb;--> statement-breakpoint
ALTER TABLE "media_assets" ADD COLUMN "poster_url" varchar(500);--> statement-breakpoint
ALTER TABLE "media_assets" ADD COLUMN "poster_second" integer;