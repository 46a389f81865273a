ALTER TABLE "hot_words" ADD COLUMN "audiences" jsonb;--> statement-breakpoint
ALTER TABLE "messages" ADD COLUMN "audiences" jsonb;--> statement-breakpoint
ALTER TABLE "screen_adverts" ADD COLUMN "audiences" jsonb;