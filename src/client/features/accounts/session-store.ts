import { create } from 'zustand';
import type { SessionUser } from '../../../shared/contracts/accounts.ts';
import { call, client, onUnauthenticated } from '../../lib/api.ts';

interface SessionState {
  user: SessionUser | null;
  /** 'unknown' until the first answer from `/auth/session`. */
  status: 'unknown' | 'ready';
  setUser: (user: SessionUser | null) => void;
  load: () => Promise<void>;
  /**
   * The signed-in user once the store knows (asking the server the first time), null for a
   * visitor: route loaders ask it before calling what only a member may call, so a visitor's
   * page makes no call that would answer 401.
   */
  known: () => Promise<SessionUser | null>;
  /** Ends the server session and forgets the user, even when the server cannot be reached. */
  logout: () => Promise<void>;
}

let pending: Promise<void> | null = null;
// Bumped by setUser so a slow /auth/session answer cannot undo a login or logout made meanwhile.
let version = 0;

export const useSessionStore = create<SessionState>()((set, get) => ({
  user: null,
  status: 'unknown',
  setUser: (user) => {
    version += 1;
    set({ user, status: 'ready' });
  },
  load: () => {
    pending ??= (async () => {
      const startedAt = version;
      let user: SessionUser | null;
      try {
        // /auth/session answers a visitor 200 { user: null }: a first load leaves no 401 in the
        // console. (/auth/me keeps its 401 for callers that need one.)
        user = (await call(client.auth.session.$get())).user;
      } catch {
        // A 404 or a network error means: nobody is signed in.
        user = null;
      }
      set(version === startedAt ? { user, status: 'ready' } : { status: 'ready' });
    })().finally(() => {
      pending = null;
    });
    return pending;
  },
  known: async () => {
    if (get().status === 'unknown') await get().load();
    return get().user;
  },
  logout: async () => {
    try {
      await call(client.auth.logout.$post());
    } catch {
      // The local session is dropped either way; the server one expires within the hour.
    }
    get().setUser(null);
  },
}));

// Any call answered 401 while signed in means the session expired or was ended: sign out here too.
onUnauthenticated(() => {
  if (useSessionStore.getState().user) useSessionStore.getState().setUser(null);
});
