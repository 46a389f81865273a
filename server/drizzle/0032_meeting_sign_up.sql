ALTER TABLE "meetings" ADD COLUMN "content" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "meetings" ADD COLUMN "apply_open" smallint DEFAULT 1 NOT NULL;--> statement-breakpoint
ALTER TABLE "meetings" ADD COLUMN "apply_deadline" timestamp with time zone;