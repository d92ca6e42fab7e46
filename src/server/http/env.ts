import type { SessionUser } from '../accounts/session.service.ts';
import type { AppConfig } from '../config.ts';
import type { Database, DatabaseKind } from '../db/client.ts';

/** What every request handler can reach through `c.var` (and `c.env`, below). */
export interface AppEnv {
  /**
   * Node's server passes its request and response objects here; the server's own call of its API
   * in the background (a page prerendered by http/prerendered-pages.ts) passes `background`.
   * A client cannot set it: it is no header.
   */
  Bindings: { background?: true };
  Variables: {
    db: Database;
    dbKind: DatabaseKind;
    config: AppConfig;
    user: SessionUser | null;
    sessionToken: string | null;
  };
}
