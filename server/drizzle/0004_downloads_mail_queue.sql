ALTER TABLE "download_email_requests" ADD COLUMN "status" varchar(16) DEFAULT 'queued' NOT NULL;--> statement-breakpoint
ALTER TABLE "download_email_requests" ADD COLUMN "attempts" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "download_email_requests" ADD COLUMN "next_attempt_at" timestamp with time zone DEFAULT now() NOT NULL;--> statement-breakpoint
ALTER TABLE "download_email_requests" ADD COLUMN "last_error" text;--> statement-breakpoint
CREATE INDEX "download_email_requests_due_idx" ON "download_email_requests" USING btree ("status","next_attempt_at");--> statement-breakpoint
-- Requests delivered before the queue existed are already sent (one attempt).
UPDATE "download_email_requests" SET "status" = 'sent', "attempts" = 1 WHERE "sent_at" IS NOT NULL;
