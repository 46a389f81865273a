CREATE TABLE "ops_sign_in_failures" (
	"address_key" varchar(64) NOT NULL,
	"hour" timestamp with time zone NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"known_names" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "ops_sign_in_failures_pk" PRIMARY KEY("address_key","hour")
);
--> statement-breakpoint
CREATE INDEX "ops_sign_in_failures_hour_idx" ON "ops_sign_in_failures" USING btree ("hour");