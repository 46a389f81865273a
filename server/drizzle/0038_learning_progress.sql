CREATE TABLE "study_time" (
	"user_id" integer NOT NULL,
	"day" date NOT NULL,
	"target_type" smallint NOT NULL,
	"target_id" integer NOT NULL,
	"seconds" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "study_time_user_id_day_target_type_target_id_pk" PRIMARY KEY("user_id","day","target_type","target_id")
);
--> statement-breakpoint
ALTER TABLE "study_progress" ADD COLUMN "position_s" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "study_progress" ADD COLUMN "duration_s" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "study_progress" ADD COLUMN "watched_s" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "study_progress" ADD COLUMN "last_credit_s" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "study_progress" ADD COLUMN "finished" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "study_time" ADD CONSTRAINT "study_time_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "study_progress_user_recent_idx" ON "study_progress" USING btree ("user_id","updated_at");