CREATE TABLE "search_lexeme_counts" (
	"lexeme" text NOT NULL,
	"kind" varchar(16) NOT NULL,
	"documents" integer NOT NULL,
	CONSTRAINT "search_lexeme_counts_pk" PRIMARY KEY("lexeme","kind")
);
--> statement-breakpoint
-- Kept by statement triggers (one aggregate per statement, not one upsert per row): a bulk insert or a
-- reindex of many items costs one pass over their lexemes. Rows are applied in key order, so two
-- concurrent writers lock the same count rows in the same order (no deadlock).
CREATE FUNCTION search_lexeme_counts_add() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO search_lexeme_counts AS c (lexeme, kind, documents)
  SELECT l.lexeme, n.kind, count(*) FROM new_rows n, unnest(tsvector_to_array(n.tsv)) AS l(lexeme)
  GROUP BY l.lexeme, n.kind ORDER BY l.lexeme, n.kind
  ON CONFLICT (lexeme, kind) DO UPDATE SET documents = c.documents + excluded.documents;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE FUNCTION search_lexeme_counts_remove() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE search_lexeme_counts c SET documents = c.documents - o.n
  FROM (SELECT l.lexeme, d.kind, count(*) AS n FROM old_rows d, unnest(tsvector_to_array(d.tsv)) AS l(lexeme)
    GROUP BY l.lexeme, d.kind ORDER BY l.lexeme, d.kind) o
  WHERE c.lexeme = o.lexeme AND c.kind = o.kind;
  RETURN NULL;
END $$;--> statement-breakpoint
-- An update moves a changed row's lexemes: the old ones out, the new ones in. Rows whose tsv and kind did
-- not change (the popularity refresh, a reindex of an unchanged item) move nothing. (A trigger with
-- transition tables cannot be limited to columns, so the filter is here.)
CREATE FUNCTION search_lexeme_counts_move() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  WITH changed AS (
    SELECT n.kind AS new_kind, n.tsv AS new_tsv, o.kind AS old_kind, o.tsv AS old_tsv FROM new_rows n JOIN old_rows o ON o.id = n.id
    WHERE n.tsv <> o.tsv OR n.kind <> o.kind
  )
  INSERT INTO search_lexeme_counts AS c (lexeme, kind, documents)
  SELECT lexeme, kind, sum(n) FROM (
    SELECT l.lexeme, ch.new_kind AS kind, 1 AS n FROM changed ch, unnest(tsvector_to_array(ch.new_tsv)) AS l(lexeme)
    UNION ALL
    SELECT l.lexeme, ch.old_kind, -1 FROM changed ch, unnest(tsvector_to_array(ch.old_tsv)) AS l(lexeme)
  ) m GROUP BY lexeme, kind HAVING sum(n) <> 0 ORDER BY lexeme, kind
  ON CONFLICT (lexeme, kind) DO UPDATE SET documents = c.documents + excluded.documents;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER search_lexeme_counts_insert AFTER INSERT ON search_documents
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION search_lexeme_counts_add();--> statement-breakpoint
CREATE TRIGGER search_lexeme_counts_delete AFTER DELETE ON search_documents
  REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION search_lexeme_counts_remove();--> statement-breakpoint
CREATE TRIGGER search_lexeme_counts_update AFTER UPDATE ON search_documents
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION search_lexeme_counts_move();--> statement-breakpoint
INSERT INTO search_lexeme_counts (lexeme, kind, documents)
SELECT l.lexeme, d.kind, count(*) FROM search_documents d, unnest(tsvector_to_array(d.tsv)) AS l(lexeme) GROUP BY l.lexeme, d.kind;--> statement-breakpoint
-- RUM (postgresql-15-rum) where the server has it: posting lists that carry published_at, so the newest
-- matches of a term come from the index in order. PGlite and a PostgreSQL without the package skip it and
-- keep the GIN path.
DO $$
BEGIN
  IF EXISTS (SELECT 1 FROM pg_available_extensions WHERE name = 'rum') THEN
    CREATE EXTENSION IF NOT EXISTS rum;
    CREATE INDEX search_documents_tsv_rum_idx ON search_documents USING rum (tsv rum_tsvector_addon_ops, published_at)
      WITH (attach = 'published_at', to = 'tsv');
  END IF;
EXCEPTION WHEN insufficient_privilege THEN
  -- A role that may not create extensions: the GIN path serves.
  RAISE NOTICE 'rum not installed: %', SQLERRM;
END $$;
