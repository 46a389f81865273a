CREATE TABLE "sign_in_addresses" (
	"user_id" integer NOT NULL,
	"address_key" varchar(64) NOT NULL,
	"last_sign_in_at" timestamp with time zone NOT NULL,
	CONSTRAINT "sign_in_addresses_user_id_address_key_pk" PRIMARY KEY("user_id","address_key")
);
--> statement-breakpoint
ALTER TABLE "sms_codes" ADD COLUMN "other_tries" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "sms_codes" ADD COLUMN "address_key" varchar(64) DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "sign_in_addresses" ADD CONSTRAINT "sign_in_addresses_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "sign_in_addresses_last_idx" ON "sign_in_addresses" USING btree ("last_sign_in_at");