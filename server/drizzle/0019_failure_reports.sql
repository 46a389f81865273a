CREATE TABLE "failure_report_counts" (
	"bucket" timestamp with time zone NOT NULL,
	"layout_id" varchar(128) NOT NULL,
	"revision" integer NOT NULL,
	"node_id" varchar(128) NOT NULL,
	"widget" varchar(64) NOT NULL,
	"version" integer NOT NULL,
	"kind" varchar(24) NOT NULL,
	"build" varchar(40) NOT NULL,
	"browser" varchar(40) NOT NULL,
	"message" varchar(300) NOT NULL,
	"count" integer NOT NULL,
	"first_seen" timestamp with time zone NOT NULL,
	"last_seen" timestamp with time zone NOT NULL,
	CONSTRAINT "failure_report_counts_pk" PRIMARY KEY("bucket","layout_id","revision","node_id","widget","version","kind","build","browser","message")
);
--> statement-breakpoint
CREATE INDEX "failure_report_counts_layout_idx" ON "failure_report_counts" USING btree ("layout_id","bucket");