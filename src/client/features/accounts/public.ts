/** What other features may use of accounts: who is signed in, and the login dialog. */
export { useAuthDialog } from './auth-dialog-store.ts';
export { useSessionStore } from './session-store.ts';
