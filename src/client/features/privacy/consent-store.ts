import { create } from 'zustand';
import type { ConsentState } from '../../../shared/contracts/privacy.ts';

interface ConsentStore {
  /** The signed-in customer's consents as last read or saved in this page load, by user id. */
  known: { userId: string; consents: ConsentState } | null;
  remember: (userId: string, consents: ConsentState) => void;
}

/**
 * What this page load knows of the customer's consents: the notice prompt reads them once, and
 * a notice accepted on the privacy page hides the prompt too.
 */
export const useConsentStore = create<ConsentStore>()((set) => ({
  known: null,
  remember: (userId, consents) => set({ known: { userId, consents } }),
}));

/** A notice never accepted, or accepted before the one in force. */
export const noticeOutdated = (consents: ConsentState) =>
  consents.noticeAccepted === null || consents.noticeAccepted < consents.noticeCurrent;
