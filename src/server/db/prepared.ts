import type { Executor } from './client.ts';

/**
 * A query the server runs on every request or every order, built once per database handle (or
 * transaction) instead of once per call; its values are `sql.placeholder`s filled at `execute`.
 * Build it with `.prepare(name)`: on PostgreSQL each pooled connection then parses the named
 * statement once, and plans it once when a plan for any values is no dearer than one for the
 * values given. A statement taking a short array (`= ANY($1)`) fails that test and is planned on
 * every call: one row is better read by its key (catalog/product.mapper.ts). A name belongs to
 * one query text.
 */
export function preparedQuery<Query>(build: (db: Executor) => Query): (db: Executor) => Query {
  const built = new WeakMap<Executor, Query>();
  return (db) => {
    let query = built.get(db);
    if (query === undefined) {
      query = build(db);
      built.set(db, query);
    }
    return query;
  };
}
