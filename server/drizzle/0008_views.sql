CREATE TABLE "view_marks" (
	"kind" varchar(16) NOT NULL,
	"item_id" integer NOT NULL,
	"viewer" varchar(48) NOT NULL,
	"user_id" integer,
	"counted_at" timestamp with time zone NOT NULL,
	CONSTRAINT "view_marks_kind_item_id_viewer_pk" PRIMARY KEY("kind","item_id","viewer")
);
--> statement-breakpoint
ALTER TABLE "view_marks" ADD CONSTRAINT "view_marks_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "view_marks_counted_idx" ON "view_marks" USING btree ("counted_at");--> statement-breakpoint
CREATE INDEX "download_email_requests_user_created_idx" ON "download_email_requests" USING btree ("user_id","created_at");