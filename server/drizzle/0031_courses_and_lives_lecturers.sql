ALTER TABLE "courses" ADD COLUMN "lecturer_ids" jsonb DEFAULT '[]'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "courses" ADD COLUMN "chapter" varchar(64) DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "lives" ADD COLUMN "lecturer_ids" jsonb DEFAULT '[]'::jsonb NOT NULL;