import { type ReactNode, useEffect, useRef, useState } from 'react';
import { type LoaderFunctionArgs, useLoaderData, useParams, useRevalidator } from 'react-router';
import { formatThaiDateTime } from '../../../shared/domain/dates.ts';
import { formatBaht } from '../../../shared/domain/money.ts';
import { paymentMessages } from '../../../shared/payment-messages.ts';
import { paths } from '../../../shared/routes.ts';
import { Link } from '../../components/ui/link.tsx';
import { deferred } from '../../components/ui/loaded.tsx';
import { PageHeading } from '../../components/ui/page-heading.tsx';
import { ApiError } from '../../lib/api.ts';
import {
  type CustomerOrder,
  fetchMyOrder,
  forSignedIn,
  ReceiptDownloadButton,
  SignedInLoaded,
} from '../orders/public.ts';
import { BankAccounts } from './bank-accounts.tsx';
import { fetchPayment, type PaymentInSatang } from './payments-api.ts';
import { PromptpayPanel } from './promptpay-panel.tsx';
import { SlipForm } from './slip-form.tsx';
import { newestFirst, SlipList } from './slip-list.tsx';
import { formatTimeLeft, useSecondsLeft } from './time-left.ts';

const text = paymentMessages.page;

interface Paying {
  order: CustomerOrder;
  /** Null when the server gives no payment details for this order (one no longer paid, say). */
  payment: PaymentInSatang | null;
}

/** My order and how to pay it, asked together; 'missing' when the API knows no such order of mine. */
async function loadPaying(id: string, signal: AbortSignal): Promise<Paying | 'missing'> {
  const [order, payment] = await Promise.allSettled([
    fetchMyOrder(id, signal),
    fetchPayment(id, signal),
  ]);
  if (order.status === 'rejected') {
    if (order.reason instanceof ApiError && order.reason.status === 404) return 'missing';
    throw order.reason;
  }
  if (payment.status === 'fulfilled') return { order: order.value, payment: payment.value };
  const refused = payment.reason instanceof ApiError && payment.reason.status < 500;
  if (refused) return { order: order.value, payment: null };
  throw payment.reason;
}

export function loader({ params, request }: LoaderFunctionArgs) {
  const id = params.id ?? '';
  return { paying: deferred(forSignedIn(() => loadPaying(id, request.signal))) };
}

/** Where the order's money stands, as the page tells it. */
type Stage = 'cancelled' | 'paid' | 'refunded' | 'cod' | 'arranged' | 'in_review' | 'pay';

function stageOf({ order, payment }: Paying): Stage {
  if (order.status === 'cancelled') return 'cancelled';
  const status = payment?.status ?? order.paymentStatus;
  const method = payment ? payment.method : order.paymentMethod;
  if (status === 'paid') return 'paid';
  if (status === 'refunded') return 'refunded';
  if (status === 'cod' || method === 'cod') return 'cod';
  if (method === null || !payment) return 'arranged';
  return status === 'in_review' ? 'in_review' : 'pay';
}

interface NoticeProps {
  tone: 'info' | 'good' | 'bad';
  /** Takes the focus when shown (and so comes into view): what a slip just sent led to. */
  focus?: boolean;
  children: ReactNode;
}

function Notice({ tone, focus = false, children }: NoticeProps) {
  const self = useRef<HTMLParagraphElement>(null);
  useEffect(() => {
    if (focus) self.current?.focus();
  }, [focus]);
  const tones = {
    info: 'border-amber-200 bg-amber-50 text-amber-900',
    good: 'border-green-200 bg-green-50 text-green-900',
    bad: 'border-stone-300 bg-stone-100 text-stone-800',
  };
  return (
    <p
      ref={self}
      role="status"
      tabIndex={focus ? -1 : undefined}
      className={`scroll-mt-24 rounded-xl border px-4 py-3 leading-relaxed font-semibold focus:outline-none ${tones[tone]}`}
    >
      {children}
    </p>
  );
}

/** The deadline and the time left, or that the time is up. */
function Countdown({ dueAt, secondsLeft }: { dueAt: string; secondsLeft: number }) {
  if (secondsLeft === 0) {
    return (
      <p role="alert" className="rounded-xl bg-red-50 px-4 py-3 font-semibold text-red-800">
        {text.expired}
      </p>
    );
  }
  return (
    <div className="rounded-xl bg-amber-50 px-4 py-3 text-center leading-relaxed text-amber-950">
      <p>
        {text.payWithin} <strong>{formatThaiDateTime(dueAt)}</strong>
      </p>
      <p>
        {text.timeLeft}{' '}
        <span role="timer" className="text-lg font-bold tabular-nums">
          {formatTimeLeft(secondsLeft)}
        </span>
      </p>
    </div>
  );
}

interface PayNowProps {
  order: CustomerOrder;
  payment: PaymentInSatang;
  onSent(): Promise<void>;
}

/** How to pay (the QR or the accounts), the time left, the slip to send and the slips sent. */
function PayNow({ order, payment, onSent }: PayNowProps) {
  const secondsLeft = useSecondsLeft(payment.dueAt);
  const expired = secondsLeft === 0;
  const [latest] = newestFirst(payment.slips);
  const rejected = payment.status === 'rejected';
  return (
    <>
      {rejected && latest?.reason ? (
        <p role="alert" className="rounded-xl bg-red-50 px-4 py-3 leading-relaxed text-red-800">
          {text.slipRejected(latest.reason)}
        </p>
      ) : null}
      {payment.dueAt !== null && secondsLeft !== null ? (
        <Countdown dueAt={payment.dueAt} secondsLeft={secondsLeft} />
      ) : null}
      {/* Past the deadline the shop cancels the order: no QR or account to pay into any more. */}
      {expired ? null : payment.promptpay ? (
        <PromptpayPanel
          orderId={order.id}
          amountDue={payment.amountDue}
          promptpay={payment.promptpay}
        />
      ) : payment.bankAccounts && payment.bankAccounts.length > 0 ? (
        <BankAccounts accounts={payment.bankAccounts} />
      ) : null}
      <div className="border-t border-stone-200 pt-4">
        <SlipForm orderId={order.id} again={rejected} onSent={onSent} />
      </div>
      <SlipList slips={payment.slips} />
    </>
  );
}

function PaymentView({ order, payment }: Paying) {
  const revalidator = useRevalidator();
  // After a slip is sent the page is loaded again, shorter: its news takes the focus.
  const [sent, setSent] = useState(false);
  const stage = stageOf({ order, payment });
  const amountDue = payment?.amountDue ?? order.amountDue;
  const method = payment ? payment.method : order.paymentMethod;
  return (
    <div className="space-y-4 rounded-2xl border border-stone-200 bg-white p-4 shadow-sm sm:p-6">
      {stage === 'cancelled' ? null : (
        <div className="text-center">
          <p className="text-stone-700">{text.amountDue}</p>
          <p className="text-4xl leading-snug font-bold text-stone-900 tabular-nums sm:text-5xl">
            {formatBaht(amountDue)}
          </p>
          {method ? (
            <p className="mt-1 text-sm text-stone-600">{paymentMessages.methods[method]}</p>
          ) : null}
        </div>
      )}
      {stage === 'cancelled' ? (
        <Notice tone="bad">
          {order.cancelledBy === 'timeout' ? text.timeoutCancelled : text.cancelled}
        </Notice>
      ) : stage === 'paid' ? (
        <>
          <Notice tone="good">{text.paid}</Notice>
          <ReceiptDownloadButton order={order} />
        </>
      ) : stage === 'refunded' ? (
        <Notice tone="bad">{text.refunded}</Notice>
      ) : stage === 'cod' ? (
        <Notice tone="info">{text.cod}</Notice>
      ) : stage === 'arranged' ? (
        <Notice tone="info">{text.arranged}</Notice>
      ) : stage === 'in_review' ? (
        <>
          <Notice tone="info" focus={sent}>
            {text.slipSent}
          </Notice>
          {payment ? <SlipList slips={payment.slips} /> : null}
        </>
      ) : payment ? (
        <PayNow
          order={order}
          payment={payment}
          onSent={async () => {
            await revalidator.revalidate();
            setSent(true);
          }}
        />
      ) : null}
    </div>
  );
}

function PaymentSkeleton() {
  return (
    <div
      aria-hidden="true"
      className="animate-pulse space-y-4 rounded-2xl border border-stone-200 bg-white p-6 motion-reduce:animate-none"
    >
      <div className="mx-auto h-4 w-32 rounded bg-stone-200" />
      <div className="mx-auto h-10 w-48 rounded bg-stone-200" />
      <div className="mx-auto size-64 max-w-full rounded-xl bg-stone-200" />
      <div className="h-12 rounded-full bg-stone-200" />
    </div>
  );
}

/** The payment page of one of my orders: the amount, how to pay it, and the slip. */
export function Component() {
  const { paying } = useLoaderData<typeof loader>();
  const { id = '' } = useParams();

  return (
    <div className="mx-auto max-w-xl px-4 py-6 sm:py-8">
      <Link
        to={paths.order(id)}
        className="mb-3 inline-block text-sm font-semibold text-brand-700 underline-offset-2 hover:underline"
      >
        ← {text.orderHeading(id)}
      </Link>
      <PageHeading title={text.title} />
      <SignedInLoaded data={paying} fallback={<PaymentSkeleton />} errorMessage={text.loadFailed}>
        {(found) =>
          found === 'missing' ? (
            <p role="alert" className="text-red-700">
              {text.notFound}
            </p>
          ) : (
            <PaymentView order={found.order} payment={found.payment} />
          )
        }
      </SignedInLoaded>
    </div>
  );
}
