ALTER TABLE "section_stats_hourly" ADD COLUMN "detail_views" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "section_stats_hourly" ADD COLUMN "bookings" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "section_stats_hourly" ADD COLUMN "comments" integer DEFAULT 0 NOT NULL;