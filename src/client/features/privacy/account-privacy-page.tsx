import { useState } from 'react';
import { useLoaderData, useNavigate } from 'react-router';
import { accountErasureSchema, type ConsentState } from '../../../shared/contracts/privacy.ts';
import { privacyMessages } from '../../../shared/privacy-messages.ts';
import { paths } from '../../../shared/routes.ts';
import { Dialog } from '../../components/ui/dialog.tsx';
import { FormError, PasswordField } from '../../components/ui/form-field.tsx';
import { Link } from '../../components/ui/link.tsx';
import { deferred } from '../../components/ui/loaded.tsx';
import { PageHeading } from '../../components/ui/page-heading.tsx';
import { SubmitButton } from '../../components/ui/submit-button.tsx';
import { CheckboxField } from '../../components/ui/toggle-fields.tsx';
import { ApiError } from '../../lib/api.ts';
import { useSchemaForm } from '../../lib/use-schema-form.ts';
import { useSessionStore } from '../accounts/public.ts';
import { forSignedIn, SignedInLoaded } from '../orders/public.ts';
import { useConsentStore } from './consent-store.ts';
import { eraseMyAccount, fetchConsents, MY_DATA_URL, saveConsents } from './privacy-api.ts';

const text = privacyMessages.account;

export function loader({ request }: { request: Request }) {
  return { consents: deferred(forSignedIn(() => fetchConsents(request.signal))) };
}

const sectionClass = 'space-y-3 rounded-2xl border border-stone-200 bg-white p-4 sm:p-6';
const linkButtonClass =
  'inline-flex min-h-11 items-center justify-center rounded-full border border-brand-700 px-5 font-semibold text-brand-700 hover:bg-brand-50 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-700';

/** The customer's rights over their data (PDPA) in one place: consents, a copy, erasure. */
export function Component() {
  const { consents } = useLoaderData<typeof loader>();
  return (
    <div className="mx-auto max-w-2xl px-4 py-6 sm:py-8">
      <PageHeading title={text.title} />
      <SignedInLoaded
        data={consents}
        fallback={<p className="text-stone-600">{text.loading}</p>}
        errorMessage={text.loadFailed}
      >
        {(state) => <PrivacyPanel initial={state} />}
      </SignedInLoaded>
    </div>
  );
}

const failureOf = (caught: unknown) =>
  caught instanceof ApiError && caught.message ? caught.message : text.failed;

function PrivacyPanel({ initial }: { initial: ConsentState }) {
  const [state, setState] = useState(initial);
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const [erasing, setErasing] = useState(false);
  const outdated = state.noticeAccepted !== state.noticeCurrent;

  const change = async (update: { marketing?: boolean; acceptNotice?: true }) => {
    setBusy(true);
    setFailure(null);
    try {
      const next = await saveConsents(update);
      setState(next);
      // The storefront's note about a changed notice goes with it.
      const user = useSessionStore.getState().user;
      if (user) useConsentStore.getState().remember(user.id, next);
    } catch (caught) {
      setFailure(failureOf(caught));
    } finally {
      setBusy(false);
    }
  };

  return (
    <div className="space-y-4">
      <FormError message={failure} />
      <section aria-labelledby="privacy-notice" className={sectionClass}>
        <h2 id="privacy-notice" className="text-lg font-bold text-stone-900">
          {text.noticeTitle}
        </h2>
        <p className={outdated ? 'font-semibold text-amber-800' : 'text-stone-700'}>
          {outdated || state.noticeAccepted === null
            ? text.noticeUpdated(state.noticeCurrent)
            : text.noticeAccepted(state.noticeAccepted)}
        </p>
        <div className="flex flex-wrap gap-3">
          <Link to={paths.privacy} className={linkButtonClass}>
            {text.readNotice}
          </Link>
          {outdated ? (
            <button
              type="button"
              disabled={busy}
              onClick={() => void change({ acceptNotice: true })}
              className="inline-flex min-h-11 items-center justify-center rounded-full bg-brand-700 px-5 font-bold text-white hover:bg-brand-800 disabled:opacity-60"
            >
              {text.acceptNotice}
            </button>
          ) : null}
        </div>
      </section>

      <section aria-labelledby="privacy-marketing" className={sectionClass}>
        <h2 id="privacy-marketing" className="text-lg font-bold text-stone-900">
          {text.marketingTitle}
        </h2>
        <CheckboxField
          label={text.marketing}
          checked={state.marketing}
          disabled={busy}
          onChange={(on) => void change({ marketing: on })}
        />
        <p className="text-sm text-stone-600">
          {state.marketing ? text.marketingOn : text.marketingOff}
        </p>
      </section>

      <section aria-labelledby="privacy-export" className={sectionClass}>
        <h2 id="privacy-export" className="text-lg font-bold text-stone-900">
          {text.exportTitle}
        </h2>
        <p className="text-stone-700">{text.exportHint}</p>
        <a href={MY_DATA_URL} download className={linkButtonClass}>
          {text.exportButton}
        </a>
      </section>

      <section aria-labelledby="privacy-delete" className={`${sectionClass} border-red-200`}>
        <h2 id="privacy-delete" className="text-lg font-bold text-red-800">
          {text.deleteTitle}
        </h2>
        <p className="text-stone-700">{text.deleteHint}</p>
        <button
          type="button"
          onClick={() => setErasing(true)}
          className="inline-flex min-h-11 items-center justify-center rounded-full border border-red-700 px-5 font-semibold text-red-700 hover:bg-red-50 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-red-700"
        >
          {text.deleteButton}
        </button>
      </section>
      {erasing ? <EraseDialog onClose={() => setErasing(false)} /> : null}
    </div>
  );
}

/**
 * The password asked again, then the account goes: the dialog says so, and leaving it signs the
 * browser out (the server already has) and goes home.
 */
function EraseDialog({ onClose }: { onClose: () => void }) {
  const navigate = useNavigate();
  const [erased, setErased] = useState(false);
  const [refusal, setRefusal] = useState<{ message: string; orders: string[] } | null>(null);
  const form = useSchemaForm({
    initial: { password: '' },
    schema: accountErasureSchema,
    toBody: (values) => values,
    send: async ({ password }) => {
      setRefusal(null);
      await eraseMyAccount(password);
      setErased(true);
    },
    failed: text.failed,
    // Orders still under way: the refusal lists them, each a way to its page.
    onFailure: (caught) => {
      if (!(caught instanceof ApiError) || caught.code !== 'OPEN_ORDERS') return false;
      setRefusal({ message: caught.message, orders: caught.orders });
      return true;
    },
  });
  if (erased) {
    const leave = () => {
      useSessionStore.getState().setUser(null);
      void navigate(paths.home, { replace: true });
    };
    return (
      <Dialog
        title={text.deleted}
        onClose={leave}
        size="fit"
        footer={
          <button
            type="button"
            onClick={leave}
            className="inline-flex min-h-11 w-full items-center justify-center rounded-lg bg-brand-700 px-4 py-2.5 font-semibold text-white hover:bg-brand-800 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-700"
          >
            {text.backHome}
          </button>
        }
      >
        <p role="status" className="text-stone-700">
          {text.deletedHint}
        </p>
      </Dialog>
    );
  }
  return (
    <Dialog
      title={text.deleteConfirmTitle}
      onClose={onClose}
      busy={form.saving}
      size="fit"
      footer={
        <div className="flex flex-col gap-2">
          <SubmitButton form={form.id} busy={form.saving} tone="danger">
            {text.deleteConfirm}
          </SubmitButton>
          <button
            type="button"
            onClick={onClose}
            disabled={form.saving}
            className="inline-flex min-h-11 items-center justify-center rounded-lg border border-stone-300 bg-white px-4 py-2.5 font-semibold text-stone-700 hover:bg-stone-50 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-700 disabled:opacity-60"
          >
            {text.cancel}
          </button>
        </div>
      }
    >
      <form id={form.id} noValidate onSubmit={form.submit} className="space-y-3">
        <p className="text-stone-700">{text.deleteHint}</p>
        <FormError message={form.formError} />
        {refusal ? <OpenOrders {...refusal} /> : null}
        <PasswordField
          label={text.deletePassword}
          name="password"
          autoComplete="current-password"
          {...form.bind('password')}
        />
      </form>
    </Dialog>
  );
}

/** Why the account stays: the orders still under way, each linked to its page. */
function OpenOrders({ message, orders }: { message: string; orders: string[] }) {
  return (
    <div
      role="alert"
      aria-labelledby="erase-open-orders"
      className="space-y-2 rounded-lg border border-red-200 bg-red-50 p-3 text-red-900"
    >
      <p>{message}</p>
      <h3 id="erase-open-orders" className="font-semibold">
        {text.openOrdersTitle}
      </h3>
      <ul className="list-disc space-y-1 ps-5">
        {orders.map((id) => (
          <li key={id}>
            <Link to={paths.order(id)} className="font-semibold text-red-900 underline">
              {text.openOrder(id)}
            </Link>
          </li>
        ))}
      </ul>
    </div>
  );
}
