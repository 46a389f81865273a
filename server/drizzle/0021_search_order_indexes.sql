DROP INDEX "search_documents_kind_published_idx";--> statement-breakpoint
ALTER INDEX "search_documents_tsv_idx" SET (fastupdate = false);--> statement-breakpoint
ALTER INDEX "search_documents_title_tsv_idx" SET (fastupdate = false);--> statement-breakpoint
SELECT gin_clean_pending_list('search_documents_tsv_idx'::regclass), gin_clean_pending_list('search_documents_title_tsv_idx'::regclass);--> statement-breakpoint
CREATE INDEX "search_documents_kind_time_idx" ON "search_documents" USING btree ("kind","published_at","id");--> statement-breakpoint
CREATE INDEX "search_documents_kind_recent_idx" ON "search_documents" USING btree ("kind","published_at","popularity","id");--> statement-breakpoint
CREATE INDEX "search_documents_kind_popular_idx" ON "search_documents" USING btree ("kind","popularity","published_at","id");--> statement-breakpoint
-- Matches by a bitmap scan of a GIN index, whatever the planner estimates: the SET clauses hold for the
-- body only (a function with SET is never inlined), so a search needs no transaction and no SET LOCAL.
-- The estimate of a tsquery is per lexeme and ignores how lexemes, kinds and titles correlate; a wrong one
-- turned into a walk of a whole kind. kinds / chan NULL: every kind / channel; cap NULL: every match.
CREATE FUNCTION search_matches(q tsquery, kinds varchar[], chan varchar, cap integer)
RETURNS TABLE (id integer, kind varchar, origin_type smallint, source_id integer, title_hit boolean, published_at timestamptz, popularity integer)
LANGUAGE sql STABLE SET enable_seqscan = off SET enable_indexscan = off
AS $$
  SELECT d.id, d.kind, d.origin_type, d.source_id, d.title_tsv @@ q, d.published_at, d.popularity FROM search_documents d
  WHERE d.tsv @@ q AND (kinds IS NULL OR d.kind = ANY (kinds)) AND (chan IS NULL OR d.channel = chan) LIMIT cap
$$;--> statement-breakpoint
-- The same over titles alone (title_tsv, its own GIN index).
CREATE FUNCTION search_title_matches(q tsquery, kinds varchar[], chan varchar, cap integer)
RETURNS TABLE (id integer, kind varchar, origin_type smallint, source_id integer, title_hit boolean, published_at timestamptz, popularity integer)
LANGUAGE sql STABLE SET enable_seqscan = off SET enable_indexscan = off
AS $$
  SELECT d.id, d.kind, d.origin_type, d.source_id, true, d.published_at, d.popularity FROM search_documents d
  WHERE d.title_tsv @@ q AND (kinds IS NULL OR d.kind = ANY (kinds)) AND (chan IS NULL OR d.channel = chan) LIMIT cap
$$;
