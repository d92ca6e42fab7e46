import { useState } from 'react';
import { useLoaderData, useRevalidator } from 'react-router';
import { addressMessages } from '../../../shared/address-messages.ts';
import {
  formatArea,
  MAX_SAVED_ADDRESSES,
  type SavedAddress,
} from '../../../shared/contracts/addresses.ts';
import { formatPhone } from '../../../shared/domain/phone.ts';
import { FormError, FormSuccess } from '../../components/ui/form-field.tsx';
import { deferred } from '../../components/ui/loaded.tsx';
import { PageHeading } from '../../components/ui/page-heading.tsx';
import { ApiError } from '../../lib/api.ts';
import { forSignedIn, SignedInLoaded } from '../orders/public.ts';
import { AddressDialog } from './address-dialog.tsx';
import { deleteAddress, fetchAddressBook, updateAddress } from './addresses-api.ts';

const text = addressMessages.book;

/** My saved addresses; a visitor's is null. */
export function loader({ request }: { request: Request }) {
  return { book: deferred(forSignedIn(() => fetchAddressBook(request.signal))) };
}

const buttonClass =
  'inline-flex min-h-11 items-center rounded-full border border-brand-700 px-4 text-sm font-semibold text-brand-700 hover:bg-brand-50 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-700';

/** The customer's address book: add, edit, delete, and choose the default. */
export function Component() {
  const { book } = useLoaderData<typeof loader>();
  const revalidator = useRevalidator();
  const [editing, setEditing] = useState<SavedAddress | 'new' | null>(null);
  const [notice, setNotice] = useState<string | null>(null);
  /** The saved address's sub-district and postcode are not a pair the shop's list knows. */
  const [warning, setWarning] = useState<string | null>(null);
  const [problem, setProblem] = useState<string | null>(null);

  const act = async (work: () => Promise<unknown>, done: string) => {
    setProblem(null);
    try {
      await work();
      setNotice(done);
      setWarning(null);
      await revalidator.revalidate();
    } catch (error) {
      setProblem(error instanceof ApiError ? error.message : text.saveFailed);
    }
  };

  return (
    <div className="mx-auto max-w-3xl px-4 py-6 sm:py-8">
      <PageHeading title={text.title} />
      <SignedInLoaded
        data={book}
        fallback={<p className="text-stone-600">…</p>}
        errorMessage={text.loadFailed}
      >
        {(addresses) => (
          <div className="space-y-4">
            <p className="text-stone-700">{text.intro}</p>
            <FormSuccess message={notice} />
            {warning ? (
              <p className="rounded-lg border border-amber-300 bg-amber-50 px-3 py-2 text-sm font-medium text-amber-900">
                {warning}
              </p>
            ) : null}
            <FormError message={problem} />
            {addresses.length === 0 ? (
              <p className="rounded-2xl border border-stone-200 bg-white p-6 text-center text-stone-700">
                {text.empty}
              </p>
            ) : (
              <ul className="space-y-3">
                {addresses.map((address) => (
                  <li
                    key={address.id}
                    className="rounded-2xl border border-stone-200 bg-white p-4 leading-relaxed"
                  >
                    <p className="font-semibold text-stone-900">
                      {address.recipient}{' '}
                      <span className="font-normal text-stone-600">
                        {formatPhone(address.phone)}
                      </span>
                      {address.isDefault ? (
                        <span className="ml-2 rounded-full bg-brand-100 px-2 py-0.5 text-sm font-semibold text-brand-800">
                          {text.defaultBadge}
                        </span>
                      ) : null}
                    </p>
                    <p className="text-stone-800">{address.line1}</p>
                    <p className="text-stone-800">{formatArea(address)}</p>
                    <div className="mt-3 flex flex-wrap gap-2">
                      <button
                        type="button"
                        className={buttonClass}
                        onClick={() => setEditing(address)}
                      >
                        {text.edit}
                      </button>
                      {address.isDefault ? null : (
                        <button
                          type="button"
                          className={buttonClass}
                          onClick={() => {
                            const { id, isDefault: _d, ...rest } = address;
                            void act(
                              () => updateAddress(id, { ...rest, isDefault: true }),
                              text.saved,
                            );
                          }}
                        >
                          {text.makeDefault}
                        </button>
                      )}
                      <button
                        type="button"
                        className={`${buttonClass} border-red-700 text-red-700 hover:bg-red-50`}
                        aria-label={`${text.delete} ${address.line1}`}
                        onClick={() => {
                          if (window.confirm(text.deleteConfirm)) {
                            void act(() => deleteAddress(address.id), text.deleted);
                          }
                        }}
                      >
                        {text.delete}
                      </button>
                    </div>
                  </li>
                ))}
              </ul>
            )}
            <p className="text-sm text-stone-600">
              {text.limitNote(addresses.length, MAX_SAVED_ADDRESSES)}
            </p>
            {addresses.length < MAX_SAVED_ADDRESSES ? (
              <button
                type="button"
                onClick={() => setEditing('new')}
                className="inline-flex min-h-11 items-center rounded-full bg-brand-700 px-5 font-bold text-white hover:bg-brand-800 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-700"
              >
                {text.add}
              </button>
            ) : null}
          </div>
        )}
      </SignedInLoaded>
      {editing ? (
        <AddressDialog
          editing={editing === 'new' ? undefined : editing}
          onClose={() => setEditing(null)}
          onSaved={(warning) => {
            setEditing(null);
            setProblem(null);
            setNotice(text.saved);
            setWarning(warning ?? null);
            void revalidator.revalidate();
          }}
        />
      ) : null}
    </div>
  );
}
