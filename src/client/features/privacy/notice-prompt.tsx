import { useEffect, useState } from 'react';
import { useLocation } from 'react-router';
import { privacyMessages } from '../../../shared/privacy-messages.ts';
import { paths } from '../../../shared/routes.ts';
import { Link } from '../../components/ui/link.tsx';
import { ApiError } from '../../lib/api.ts';
import { noticeOutdated, useConsentStore } from './consent-store.ts';
import { fetchConsents, saveConsents } from './privacy-api.ts';

const text = privacyMessages.prompt;

/**
 * A calm note at the bottom of the storefront when the privacy notice changed since the customer
 * accepted it: a link to read it and "รับทราบ", which records the acceptance of the version in
 * force. The consents are read once a page load; the page goes on being usable around it. The
 * privacy page asks the same itself, so the note stays away from it.
 */
export function NoticePrompt({ userId }: { userId: string }) {
  const known = useConsentStore((state) =>
    state.known?.userId === userId ? state.known.consents : null,
  );
  const { pathname } = useLocation();
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);

  useEffect(() => {
    if (useConsentStore.getState().known?.userId === userId) return;
    const controller = new AbortController();
    fetchConsents(controller.signal).then(
      (consents) => useConsentStore.getState().remember(userId, consents),
      // Not read (offline, signed out meanwhile): the privacy page still asks.
      () => undefined,
    );
    return () => controller.abort();
  }, [userId]);

  if (!known || !noticeOutdated(known) || pathname === paths.accountPrivacy) return null;

  const accept = async () => {
    setBusy(true);
    setFailure(null);
    try {
      useConsentStore.getState().remember(userId, await saveConsents({ acceptNotice: true }));
    } catch (caught) {
      setFailure(caught instanceof ApiError && caught.message ? caught.message : text.failed);
    } finally {
      setBusy(false);
    }
  };

  return (
    <div className="pointer-events-none sticky bottom-[calc(var(--dock-height)+0.5rem)] z-30 px-3 pb-2 sm:px-4">
      <section
        aria-label={text.label}
        className="pointer-events-auto mx-auto max-w-xl rounded-2xl border border-stone-200 border-l-4 border-l-brand-700 bg-white p-3 shadow-lg shadow-stone-900/10 sm:mx-0 sm:max-w-md sm:p-4"
      >
        <p className="text-[15px] leading-relaxed text-stone-800">{text.changed}</p>
        {failure ? (
          <p role="alert" className="mt-1 text-sm font-semibold text-red-700">
            {failure}
          </p>
        ) : null}
        <div className="mt-2 flex flex-wrap items-center justify-end gap-2">
          <Link
            to={paths.privacy}
            className="inline-flex min-h-11 items-center rounded-full px-3 font-semibold text-brand-800 underline underline-offset-2 hover:bg-brand-50 focus-visible:outline-2 focus-visible:outline-brand-700"
          >
            {text.read}
          </Link>
          <button
            type="button"
            disabled={busy}
            aria-busy={busy || undefined}
            onClick={() => void accept()}
            className="inline-flex min-h-11 items-center justify-center rounded-full bg-brand-700 px-5 font-bold text-white hover:bg-brand-800 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-700 disabled:opacity-60"
          >
            {text.accept}
          </button>
        </div>
      </section>
    </div>
  );
}
