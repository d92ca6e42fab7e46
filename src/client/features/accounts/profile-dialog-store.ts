import { create } from 'zustand';

interface ProfileDialogState {
  /** Whether the personal-information dialog is open. */
  isOpen: boolean;
  open: () => void;
  close: () => void;
}

export const useProfileDialog = create<ProfileDialogState>()((set) => ({
  isOpen: false,
  open: () => set({ isOpen: true }),
  close: () => set({ isOpen: false }),
}));
