CREATE TABLE "catalogue_drafts" (
	"kind" varchar(24) NOT NULL,
	"item_id" integer NOT NULL,
	"fields" jsonb NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_by" varchar(64) NOT NULL,
	CONSTRAINT "catalogue_drafts_pk" PRIMARY KEY("kind","item_id")
);
--> statement-breakpoint
CREATE TABLE "catalogue_import_keys" (
	"kind" varchar(24) NOT NULL,
	"external_key" varchar(128) NOT NULL,
	"item_id" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "catalogue_import_keys_pk" PRIMARY KEY("kind","external_key")
);
--> statement-breakpoint
CREATE TABLE "catalogue_versions" (
	"kind" varchar(24) NOT NULL,
	"item_id" integer NOT NULL,
	"version" integer NOT NULL,
	"fields" jsonb NOT NULL,
	"action" varchar(16) NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" varchar(64) NOT NULL,
	CONSTRAINT "catalogue_versions_pk" PRIMARY KEY("kind","item_id","version")
);
--> statement-breakpoint
ALTER TABLE "articles" ADD COLUMN "publish_state" smallint DEFAULT 1 NOT NULL;--> statement-breakpoint
ALTER TABLE "medical_columns" ADD COLUMN "publish_state" smallint DEFAULT 1 NOT NULL;--> statement-breakpoint
ALTER TABLE "medical_columns" ADD COLUMN "updated_at" timestamp with time zone DEFAULT now() NOT NULL;--> statement-breakpoint
CREATE INDEX "catalogue_import_keys_item_idx" ON "catalogue_import_keys" USING btree ("kind","item_id");