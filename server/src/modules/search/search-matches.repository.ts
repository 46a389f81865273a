import { sql, type SQL } from 'drizzle-orm';
import type { SearchKind } from './search-source-names';

export interface SearchScope {
  /** tsquery text from tsqueryFor(); taken verbatim by ::tsquery. */
  tsquery: string;
  kinds?: readonly SearchKind[];
  /** Scoped search bars: live | course | case | download. */
  channel?: string;
}

export const kindsArray = (kinds: readonly SearchKind[] | undefined): SQL =>
  kinds
    ? sql`ARRAY[${sql.join(
        kinds.map((kind) => sql`${kind}`),
        sql`, `,
      )}]::varchar[]`
    : sql`NULL::varchar[]`;

/**
 * The scope's matches as rows (id, kind, origin_type, source_id, title_hit, published_at, popularity), at
 * most `cap` of them (a number, or SQL of one), in no order: search_matches() (migration 0021) reads them by a bitmap scan of the
 * GIN index whatever the planner estimates — tsv, or title_tsv when `column` says so.
 */
export function matchRows(scope: SearchScope, cap: number | null | SQL, column: 'tsv' | 'title_tsv' = 'tsv'): SQL {
  const fn = column === 'tsv' ? sql`search_matches` : sql`search_title_matches`;
  return sql`${fn}(${scope.tsquery}::tsquery, ${kindsArray(scope.kinds)}, ${scope.channel ?? null}::varchar, ${cap}::int)`;
}
