CREATE TABLE "stream_callback_nonces" (
	"nonce" varchar(64) PRIMARY KEY NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE INDEX "stream_callback_nonces_created_idx" ON "stream_callback_nonces" USING btree ("created_at");