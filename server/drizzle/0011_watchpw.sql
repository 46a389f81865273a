CREATE TABLE "watch_password_guards" (
	"target_type" smallint NOT NULL,
	"target_id" integer NOT NULL,
	"scope" varchar(80) NOT NULL,
	"failures" integer DEFAULT 0 NOT NULL,
	"window_started_at" timestamp with time zone NOT NULL,
	"locked_until" timestamp with time zone,
	CONSTRAINT "watch_password_guards_target_type_target_id_scope_pk" PRIMARY KEY("target_type","target_id","scope")
);
--> statement-breakpoint
CREATE INDEX "watch_password_guards_locked_idx" ON "watch_password_guards" USING btree ("locked_until");