/** What other features may use of accounts: who is signed in, and the login dialog. */
export { useAuthDialog } from './auth-dialog-store.ts';
export { askForSection } from './section-access.ts';
export { useSessionStore } from './session-store.ts';
