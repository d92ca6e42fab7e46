import type { Executor } from './client.ts';

/**
 * A query the server runs on every request or every order, built once per database handle (or
 * transaction) instead of once per call; its values are `sql.placeholder`s filled at `execute`.
 * Build it with `.prepare(name)`: on PostgreSQL each pooled connection then parses and plans the
 * named statement once, not on every call. A name belongs to one query text.
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
