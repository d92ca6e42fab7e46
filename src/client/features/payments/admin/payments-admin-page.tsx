import { useEffect, useRef, useState } from 'react';
import { type LoaderFunctionArgs, useLoaderData, useRevalidator } from 'react-router';
import type { PaymentDecision } from '../../../../shared/contracts/payments.ts';
import { paymentMessages } from '../../../../shared/payment-messages.ts';
import { AccessDenied } from '../../../components/ui/access-denied.tsx';
import { AdminSectionHeader } from '../../../components/ui/admin-list-toolbar.tsx';
import { deferred, Loaded } from '../../../components/ui/loaded.tsx';
import { ApiError } from '../../../lib/api.ts';
import { askForSection } from '../../accounts/public.ts';
import {
  decidePayment,
  fetchPaymentQueue,
  type PaymentQueue,
  type WaitingSlip,
} from './payments-api.ts';
import { RejectSlipDialog } from './reject-slip-dialog.tsx';
import { SlipCard } from './slip-card.tsx';
import { setWaitingSlips, useWaitingSlipsStore } from './waiting-slips.ts';

const text = paymentMessages.admin;

/** The slips waiting for staff, asked once the session store knows the role may open the queue. */
export function loader({ request }: LoaderFunctionArgs) {
  return {
    queue: deferred(askForSection('adminPayments', () => fetchPaymentQueue(request.signal))),
  };
}

/** Sale, admin and root check each slip against its order's amount: those to check by eye first. */
export function Component() {
  const { queue } = useLoaderData<typeof loader>();
  // The same count as the sidebar's: the list below keeps it up to date.
  const waiting = useWaitingSlipsStore((state) => state.count);
  return (
    <>
      <AdminSectionHeader
        title={text.queueTitle}
        lang="th"
        subtitle={waiting === null ? null : text.waiting(waiting)}
      />
      <Loaded data={queue} fallback={<QueueSkeleton />} errorMessage={text.loadFailed}>
        {(answer) => (answer ? <Queue answer={answer} /> : <AccessDenied />)}
      </Loaded>
    </>
  );
}

type Notice = { tone: 'done' | 'failed'; message: string };

const failureOf = (caught: unknown) =>
  caught instanceof ApiError && caught.message ? caught.message : text.decisionFailed;

function Queue({ answer }: { answer: PaymentQueue }) {
  const revalidator = useRevalidator();
  // Slips decided here leave the list at once; the next load no longer has them anyway.
  const [decided, setDecided] = useState<ReadonlySet<string>>(() => new Set());
  const [approving, setApproving] = useState<string | null>(null);
  const [rejecting, setRejecting] = useState<WaitingSlip | null>(null);
  const [notice, setNotice] = useState<Notice | null>(null);
  const noticeRef = useRef<HTMLParagraphElement>(null);
  const sending = useRef(false);

  const items = answer.items.filter((item) => !decided.has(item.slip.id));
  const waiting = Math.max(0, answer.total - (answer.items.length - items.length));
  useEffect(() => setWaitingSlips(waiting), [waiting]);
  // The decided card is gone: the focus goes to what was said about it.
  useEffect(() => {
    if (notice) noticeRef.current?.focus();
  }, [notice]);

  /** Sends a decision; 409 (decided by someone else first) says so and loads the list again. */
  const decide = async (item: WaitingSlip, decision: PaymentDecision) => {
    try {
      await decidePayment(item.order.id, decision);
    } catch (caught) {
      if (!(caught instanceof ApiError && caught.status === 409)) throw caught;
      setRejecting(null);
      setNotice({ tone: 'failed', message: failureOf(caught) });
      void revalidator.revalidate();
      return;
    }
    setDecided((current) => new Set(current).add(item.slip.id));
    setRejecting(null);
    const done = decision.decision === 'approve' ? text.approved : text.rejected;
    setNotice({ tone: 'done', message: `${done} (${item.order.id})` });
  };

  const approve = async (item: WaitingSlip) => {
    if (sending.current) return;
    sending.current = true;
    setApproving(item.slip.id);
    setNotice(null);
    try {
      await decide(item, { decision: 'approve' });
    } catch (caught) {
      setNotice({ tone: 'failed', message: failureOf(caught) });
    } finally {
      sending.current = false;
      setApproving(null);
    }
  };

  return (
    <div className="space-y-4">
      {notice ? (
        <p
          ref={noticeRef}
          tabIndex={-1}
          role={notice.tone === 'done' ? 'status' : 'alert'}
          className={`rounded-lg border px-3 py-2 text-sm font-medium focus:outline-none ${
            notice.tone === 'done'
              ? 'border-green-200 bg-green-50 text-green-800'
              : 'border-red-200 bg-red-50 text-red-800'
          }`}
        >
          {notice.message}
        </p>
      ) : null}
      {items.length === 0 ? (
        <p className="rounded-xl border border-stone-200 bg-white px-4 py-10 text-center text-stone-600">
          {text.empty}
        </p>
      ) : (
        <ol aria-label={text.queueTitle} className="space-y-4">
          {items.map((item) => (
            <li key={item.slip.id}>
              <SlipCard
                item={item}
                approving={approving === item.slip.id}
                busy={approving !== null}
                onApprove={() => void approve(item)}
                onReject={() => {
                  setNotice(null);
                  setRejecting(item);
                }}
              />
            </li>
          ))}
        </ol>
      )}
      {rejecting ? (
        <RejectSlipDialog
          orderId={rejecting.order.id}
          onClose={() => setRejecting(null)}
          onReject={(decision) => decide(rejecting, decision)}
        />
      ) : null}
    </div>
  );
}

/** Two grey cards where the slips will be. */
function QueueSkeleton() {
  const bar = 'rounded bg-stone-200';
  return (
    <div className="space-y-4">
      <p role="status" className="sr-only">
        {text.loading}
      </p>
      {[0, 1].map((card) => (
        <div
          key={card}
          aria-hidden="true"
          className="grid animate-pulse gap-4 rounded-xl border border-stone-200 bg-white p-4 motion-reduce:animate-none sm:grid-cols-[10rem_1fr] sm:p-5 lg:grid-cols-[12rem_1fr]"
        >
          <div className={`mx-auto aspect-[2/3] w-40 sm:w-full ${bar}`} />
          <div className="space-y-4">
            <div className={`h-5 w-1/2 ${bar}`} />
            <div className={`h-10 w-1/3 ${bar}`} />
            <div className={`h-16 ${bar}`} />
          </div>
        </div>
      ))}
    </div>
  );
}
