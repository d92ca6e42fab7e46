import { type ReactNode, useId, useState } from 'react';
import { adminMessages } from '../../../../shared/admin-messages.ts';
import { formatBaht } from '../../../../shared/domain/money.ts';
import { formatPhone } from '../../../../shared/domain/phone.ts';
import { paymentMessages } from '../../../../shared/payment-messages.ts';
import {
  primaryButtonClass,
  secondaryButtonClass,
} from '../../../components/ui/admin-list-toolbar.tsx';
import { Dialog } from '../../../components/ui/dialog.tsx';
import { SearchIcon } from '../../../components/ui/icons.tsx';
import { formatAdminDateTime } from '../../../lib/admin-format.ts';
import { slipImageUrl } from '../payments-api.ts';
import type { WaitingSlip } from './payments-api.ts';

const text = paymentMessages.admin;

interface SlipCardProps {
  item: WaitingSlip;
  /** This slip's approval is on its way. */
  approving: boolean;
  /** A decision on some slip is on its way: the buttons wait. */
  busy: boolean;
  onApprove: () => void;
  onReject: () => void;
}

function Fact({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="min-w-0">
      <dt className="text-sm text-stone-500">{label}</dt>
      <dd className="font-medium break-words text-stone-900">{children}</dd>
    </div>
  );
}

/**
 * One slip waiting for staff: its picture (a click shows it large) beside the order's amount due
 * and what the slip's QR told (reference and sending bank), then approve and reject. A slip staff
 * must check by eye says so first, and why.
 */
export function SlipCard({ item, approving, busy, onApprove, onReject }: SlipCardProps) {
  const { order, slip } = item;
  const headingId = useId();
  const [enlarged, setEnlarged] = useState(false);
  const picture = slipImageUrl(slip.id);
  const name = `${order.firstName} ${order.lastName}`.trim();

  return (
    <article
      aria-labelledby={headingId}
      className="grid gap-4 rounded-xl border border-stone-200 bg-white p-4 shadow-sm sm:grid-cols-[10rem_1fr] sm:p-5 lg:grid-cols-[12rem_1fr]"
    >
      <button
        type="button"
        aria-label={text.enlargeSlip(order.id)}
        onClick={() => setEnlarged(true)}
        className="group relative mx-auto block w-40 overflow-hidden rounded-lg border border-stone-200 bg-stone-100 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-700 sm:w-full"
      >
        <img
          src={picture}
          alt=""
          width={192}
          height={288}
          loading="lazy"
          className="aspect-[2/3] w-full object-cover object-top group-hover:opacity-90"
        />
        <span
          aria-hidden="true"
          className="absolute right-1.5 bottom-1.5 grid size-8 place-items-center rounded-full bg-black/60 text-white"
        >
          <SearchIcon className="size-4" />
        </span>
      </button>

      <div className="flex min-w-0 flex-col gap-4">
        <div className="flex flex-wrap items-baseline justify-between gap-x-4 gap-y-1">
          <h2 id={headingId} className="text-base font-semibold text-stone-700">
            {text.order} <span className="font-mono text-stone-900">{order.id}</span>
          </h2>
          <p className="text-sm text-stone-500">
            {text.submittedAt} {formatAdminDateTime(slip.submittedAt)}
          </p>
        </div>

        {slip.checkReason ? (
          <p className="rounded-lg border border-amber-300 bg-amber-50 px-3 py-2 text-sm text-amber-900">
            <strong className="font-semibold">{text.needsCheck}:</strong>{' '}
            {text.checkReasons[slip.checkReason]}
          </p>
        ) : null}

        <div>
          <p className="text-sm text-stone-500">{text.amountDue}</p>
          <p className="text-3xl font-bold tracking-tight text-brand-800 tabular-nums sm:text-4xl">
            {formatBaht(order.amountDue)}
          </p>
        </div>

        <dl className="grid gap-x-6 gap-y-3 sm:grid-cols-2">
          <Fact label={text.customer}>
            {name}
            {order.phone ? (
              <span className="block text-sm font-normal text-stone-600">
                {formatPhone(order.phone)}
              </span>
            ) : null}
          </Fact>
          <Fact label={text.method}>
            {order.paymentMethod ? paymentMessages.methods[order.paymentMethod] : text.noMethod}
          </Fact>
          <Fact label={text.reference}>
            {slip.transferRef ? (
              <span className="font-mono">{slip.transferRef}</span>
            ) : (
              <span className="text-sm font-normal text-amber-800">{text.noReference}</span>
            )}
          </Fact>
          {slip.sendingBank ? <Fact label={text.sendingBank}>{slip.sendingBank}</Fact> : null}
        </dl>

        <div className="mt-auto flex flex-wrap justify-end gap-3 border-t border-stone-100 pt-4">
          <button
            type="button"
            aria-describedby={headingId}
            disabled={busy}
            onClick={onReject}
            className={`${secondaryButtonClass} border-red-300 text-red-700 hover:bg-red-50 disabled:cursor-not-allowed disabled:opacity-50`}
          >
            {text.reject}
          </button>
          <button
            type="button"
            aria-describedby={headingId}
            aria-busy={approving || undefined}
            disabled={busy}
            onClick={onApprove}
            className={primaryButtonClass}
          >
            {approving ? text.approving : text.approve}
          </button>
        </div>
      </div>

      {enlarged ? (
        <Dialog
          title={text.slipPicture(order.id)}
          onClose={() => setEnlarged(false)}
          closeLabel={adminMessages.dialog.close}
          closeOnBackdrop
          width="2xl"
        >
          <img
            src={picture}
            alt={text.slipPicture(order.id)}
            className="mx-auto max-h-[calc(100dvh-9rem)] w-auto max-w-full rounded-lg object-contain"
          />
        </Dialog>
      ) : null}
    </article>
  );
}
