CREATE TABLE "search_title_lexeme_counts" (
	"lexeme" text NOT NULL,
	"kind" varchar(16) NOT NULL,
	"documents" integer NOT NULL,
	CONSTRAINT "search_title_lexeme_counts_pk" PRIMARY KEY("lexeme","kind")
);
--> statement-breakpoint
-- Kept by the triggers of search_lexeme_counts, in the same statements. They also count each kind's rows
-- under the empty lexeme of search_lexeme_counts (no tsvector holds an empty lexeme, so it never stands
-- for a word): with both, a one-lexeme term's share of title hits and of body-only hits in each kind is
-- known without reading a match, and a common term's index walks are sized by it (search-ranking.ts).
CREATE OR REPLACE FUNCTION search_lexeme_counts_add() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO search_lexeme_counts AS c (lexeme, kind, documents)
  SELECT lexeme, kind, n FROM (
    SELECT l.lexeme, n.kind, count(*) AS n FROM new_rows n, unnest(tsvector_to_array(n.tsv)) AS l(lexeme) GROUP BY l.lexeme, n.kind
    UNION ALL
    SELECT '', n.kind, count(*) FROM new_rows n GROUP BY n.kind
  ) a ORDER BY lexeme, kind
  ON CONFLICT (lexeme, kind) DO UPDATE SET documents = c.documents + excluded.documents;
  INSERT INTO search_title_lexeme_counts AS c (lexeme, kind, documents)
  SELECT l.lexeme, n.kind, count(*) FROM new_rows n, unnest(tsvector_to_array(n.title_tsv)) AS l(lexeme)
  GROUP BY l.lexeme, n.kind ORDER BY l.lexeme, n.kind
  ON CONFLICT (lexeme, kind) DO UPDATE SET documents = c.documents + excluded.documents;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE OR REPLACE FUNCTION search_lexeme_counts_remove() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE search_lexeme_counts c SET documents = c.documents - o.n
  FROM (
    SELECT lexeme, kind, n FROM (
      SELECT l.lexeme, d.kind, count(*) AS n FROM old_rows d, unnest(tsvector_to_array(d.tsv)) AS l(lexeme) GROUP BY l.lexeme, d.kind
      UNION ALL
      SELECT '', d.kind, count(*) FROM old_rows d GROUP BY d.kind
    ) a ORDER BY lexeme, kind
  ) o
  WHERE c.lexeme = o.lexeme AND c.kind = o.kind;
  UPDATE search_title_lexeme_counts c SET documents = c.documents - o.n
  FROM (SELECT l.lexeme, d.kind, count(*) AS n FROM old_rows d, unnest(tsvector_to_array(d.title_tsv)) AS l(lexeme)
    GROUP BY l.lexeme, d.kind ORDER BY l.lexeme, d.kind) o
  WHERE c.lexeme = o.lexeme AND c.kind = o.kind;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE OR REPLACE FUNCTION search_lexeme_counts_move() RETURNS trigger LANGUAGE plpgsql AS $$
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
    UNION ALL
    SELECT '', ch.new_kind, 1 FROM changed ch
    UNION ALL
    SELECT '', ch.old_kind, -1 FROM changed ch
  ) m GROUP BY lexeme, kind HAVING sum(n) <> 0 ORDER BY lexeme, kind
  ON CONFLICT (lexeme, kind) DO UPDATE SET documents = c.documents + excluded.documents;
  WITH changed AS (
    SELECT n.kind AS new_kind, n.title_tsv AS new_tsv, o.kind AS old_kind, o.title_tsv AS old_tsv FROM new_rows n JOIN old_rows o ON o.id = n.id
    WHERE n.title_tsv IS DISTINCT FROM o.title_tsv OR n.kind <> o.kind
  )
  INSERT INTO search_title_lexeme_counts AS c (lexeme, kind, documents)
  SELECT lexeme, kind, sum(n) FROM (
    SELECT l.lexeme, ch.new_kind AS kind, 1 AS n FROM changed ch, unnest(tsvector_to_array(ch.new_tsv)) AS l(lexeme)
    UNION ALL
    SELECT l.lexeme, ch.old_kind, -1 FROM changed ch, unnest(tsvector_to_array(ch.old_tsv)) AS l(lexeme)
  ) m GROUP BY lexeme, kind HAVING sum(n) <> 0 ORDER BY lexeme, kind
  ON CONFLICT (lexeme, kind) DO UPDATE SET documents = c.documents + excluded.documents;
  RETURN NULL;
END $$;--> statement-breakpoint
INSERT INTO search_lexeme_counts AS c (lexeme, kind, documents)
SELECT '', kind, count(*) FROM search_documents GROUP BY kind ORDER BY kind
ON CONFLICT (lexeme, kind) DO UPDATE SET documents = excluded.documents;--> statement-breakpoint
INSERT INTO search_title_lexeme_counts (lexeme, kind, documents)
SELECT l.lexeme, d.kind, count(*) FROM search_documents d, unnest(tsvector_to_array(d.title_tsv)) AS l(lexeme) GROUP BY l.lexeme, d.kind;
