/** What other features may use of accounts: who is signed in, the login dialog, a countdown. */
export { useAuthDialog } from './auth-dialog-store.ts';
export { askForSection } from './section-access.ts';
export { useSessionStore } from './session-store.ts';
export { useCountdown } from './use-countdown.ts';
