import { create } from 'zustand';

export type AuthDialogMode = 'login' | 'register' | 'reset';

interface AuthDialogState {
  /** Which form the login/register dialog shows; null when it is closed. */
  mode: AuthDialogMode | null;
  open: (mode: AuthDialogMode) => void;
  close: () => void;
}

export const useAuthDialog = create<AuthDialogState>()((set) => ({
  mode: null,
  open: (mode) => set({ mode }),
  close: () => set({ mode: null }),
}));
