import type { SessionUser } from '../accounts/session.service.ts';
import type { AppConfig } from '../config.ts';
import type { Database, DatabaseKind } from '../db/client.ts';

/** What every request handler can reach through `c.var`. */
export interface AppEnv {
  Variables: {
    db: Database;
    dbKind: DatabaseKind;
    config: AppConfig;
    user: SessionUser | null;
    sessionToken: string | null;
  };
}
