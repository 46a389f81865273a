ALTER TABLE "search_documents" ADD COLUMN "title_tsv" "tsvector" NOT NULL;--> statement-breakpoint
CREATE INDEX "search_documents_title_tsv_idx" ON "search_documents" USING gin ("title_tsv");