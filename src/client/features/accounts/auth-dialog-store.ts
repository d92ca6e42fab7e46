import { create } from 'zustand';

export type AuthDialogMode = 'login' | 'register' | 'reset';

interface AuthDialogState {
  /** Which form the login/register dialog shows; null when it is closed. */
  mode: AuthDialogMode | null;
  /** How the last sign-in in the dialog went: an account the visitor had, or one made now. */
  signedInBy: 'login' | 'register' | null;
  open: (mode: AuthDialogMode) => void;
  close: () => void;
  /** Closes the dialog after a sign-in, noting how it was made. */
  signedIn: (by: 'login' | 'register') => void;
}

export const useAuthDialog = create<AuthDialogState>()((set) => ({
  mode: null,
  signedInBy: null,
  open: (mode) => set({ mode, signedInBy: null }),
  close: () => set({ mode: null }),
  signedIn: (by) => set({ mode: null, signedInBy: by }),
}));
