import type { SQL } from 'drizzle-orm';
import { PgDialect } from 'drizzle-orm/pg-core';
import type { Db } from './database';

/**
 * A query built and prepared once per database (drizzle's `.prepare(name)` with `sql.placeholder`s): the
 * SQL text is composed once instead of on every request, and node-postgres parses a named statement once
 * per connection. Call it with the app's database, not a transaction (PGlite would wait for itself).
 */
export function preparedPerDatabase<Q>(build: (db: Db) => Q): (db: Db) => Q {
  const built = new WeakMap<Db, Q>();
  return (db) => {
    let query = built.get(db);
    if (query === undefined) {
      query = build(db);
      built.set(db, query);
    }
    return query;
  };
}

const dialect = new PgDialect();

/** A statement's answer rows as the drivers give them (column name → value). */
export type StatementRows = Array<Record<string, unknown>>;

/**
 * A raw statement (e.g. a CTE written with `sql`) composed once, with `sql.placeholder`s for its values,
 * and run by `name` on whatever database or transaction it is handed. Drizzle's own `.prepare()` binds a
 * query to the database or transaction it was built on, so a step inside a transaction could not reuse
 * one; this keeps the composed text and lets node-postgres parse the named statement once per connection.
 * Build sub-queries with drizzle's standalone `QueryBuilder`, not a database.
 */
export function preparedStatement(name: string, statement: SQL): (db: Db, values: Record<string, unknown>) => Promise<StatementRows> {
  const query = dialect.sqlToQuery(statement);
  return async (db, values) => {
    const result = await db._.session.prepareQuery(query, undefined, name, false).execute(values);
    // Reason for the cast: both drivers answer a statement without mapped fields with their raw { rows }.
    return (result as unknown as { rows: StatementRows }).rows;
  };
}
