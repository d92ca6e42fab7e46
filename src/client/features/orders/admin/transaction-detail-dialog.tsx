import { type ReactNode, useEffect, useRef, useState } from 'react';
import { adminMessages } from '../../../../shared/admin-messages.ts';
import { checkoutMessages } from '../../../../shared/checkout-messages.ts';
import type { AdminTransactionDetail } from '../../../../shared/contracts/admin-orders.ts';
import { orderStateOf } from '../../../../shared/contracts/orders.ts';
import { bahtToSatang, formatBaht } from '../../../../shared/domain/money.ts';
import {
  canMove,
  type WorkflowStage,
  workflowLocked,
} from '../../../../shared/domain/order-lifecycle.ts';
import { formatPhone } from '../../../../shared/domain/phone.ts';
import {
  primaryButtonClass,
  secondaryButtonClass,
} from '../../../components/ui/admin-list-toolbar.tsx';
import { Dialog } from '../../../components/ui/dialog.tsx';
import { FormError } from '../../../components/ui/form-field.tsx';
import { LoadingState } from '../../../components/ui/loading-state.tsx';
import { formatAdminDateTime, pluralNoun } from '../../../lib/admin-format.ts';
import { ApiError } from '../../../lib/api.ts';
import { OrderStatusBadge } from '../order-status-badge.tsx';
import { WorkflowTracker } from '../workflow-tracker.tsx';
import { type Decision, useDecisionClicks } from './decision-clicks.ts';
import { changedItems, draftQuantity, draftsFrom, type ItemDrafts } from './item-drafts.ts';
import { RejectOrderPanel } from './reject-order-panel.tsx';
import { TransactionHistory } from './transaction-history.tsx';
import { TransactionItems } from './transaction-items.tsx';
import { decide, fetchTransaction, moveWorkflow, saveItems } from './transactions-api.ts';

const text = adminMessages.transactions;
const money = (baht: number) => formatBaht(bahtToSatang(baht));

interface TransactionDetailDialogProps {
  /** The order shown; none keeps the dialog closed. */
  transactionId: string | null;
  onClose: () => void;
  /** Told after every saved change, so the list can refresh. */
  onChanged: (transaction: AdminTransactionDetail) => void;
  onEdit: (transaction: AdminTransactionDetail) => void;
}

/** The detail modal of one order: tracker, customer, address, items, decisions and history. */
export function TransactionDetailDialog({
  transactionId,
  onClose,
  onChanged,
  onEdit,
}: TransactionDetailDialogProps) {
  if (!transactionId) return null;
  return (
    <Dialog
      title={`Transaction ${transactionId}`}
      onClose={onClose}
      closeLabel={adminMessages.dialog.close}
      size="sheet"
      width="3xl"
      flush
    >
      <TransactionDetail
        key={transactionId}
        transactionId={transactionId}
        onChanged={onChanged}
        onEdit={onEdit}
      />
    </Dialog>
  );
}

function Section({
  title,
  children,
  action,
}: {
  title: string;
  children: ReactNode;
  action?: ReactNode;
}) {
  return (
    <section className="space-y-2">
      <div className="flex items-center justify-between gap-2">
        <h3 className="text-base font-bold text-stone-900">{title}</h3>
        {action}
      </div>
      {children}
    </section>
  );
}

const errorText = (caught: unknown) =>
  caught instanceof ApiError ? caught.message : adminMessages.adminForm.saveFailed;

function TransactionDetail({
  transactionId,
  onChanged,
  onEdit,
}: {
  transactionId: string;
  onChanged: (transaction: AdminTransactionDetail) => void;
  onEdit: (transaction: AdminTransactionDetail) => void;
}) {
  const [order, setOrder] = useState<AdminTransactionDetail | null>(null);
  const [loadFailed, setLoadFailed] = useState(false);
  const [drafts, setDrafts] = useState<ItemDrafts>({});
  const [ticked, setTicked] = useState<Set<number>>(new Set());
  const [busy, setBusy] = useState<'workflow' | 'items' | null>(null);
  const [error, setError] = useState<string | null>(null);
  // Reject asks first (the reason the customer will read); the chosen reason travels in a ref so
  // the click that confirms sends it at once.
  const [rejecting, setRejecting] = useState(false);
  const rejectReason = useRef('');

  useEffect(() => {
    const controller = new AbortController();
    fetchTransaction(transactionId, controller.signal).then(
      (loaded) => {
        setOrder(loaded);
        setDrafts(draftsFrom(loaded.items));
      },
      () => !controller.signal.aborted && setLoadFailed(true),
    );
    return () => controller.abort();
  }, [transactionId]);

  const applied = (next: AdminTransactionDetail) => {
    setOrder(next);
    setDrafts(draftsFrom(next.items));
    setTicked(
      (current) =>
        new Set(
          [...current].filter((id) =>
            next.items.some((item) => item.id === id && !item.isCancelled),
          ),
        ),
    );
    setError(null);
    onChanged(next);
  };

  const decisions = useDecisionClicks(async (decision: Decision) => {
    if (!order) return false;
    setError(null);
    try {
      applied(
        await decide(
          order.id,
          decision,
          decision === 'reject'
            ? { itemIds: [...ticked], reason: rejectReason.current }
            : { itemIds: [...ticked] },
        ),
      );
      setRejecting(false);
      return true;
    } catch (caught) {
      setError(errorText(caught));
      return false;
    }
  });

  if (loadFailed)
    return (
      <div className="p-6">
        <FormError message={adminMessages.adminForm.loadFailed} />
      </div>
    );
  if (!order) return <LoadingState />;

  const anyPending = busy !== null || decisions.pending !== null;
  const lifecycle = orderStateOf(order);
  const editable = canMove(lifecycle, 'editItems', 'staff');
  const changes = changedItems(order.items, drafts);
  const draftsValid = order.items.every((item) => {
    const draft = drafts[item.id];
    return !draft || draft.cancelled || draftQuantity(draft) !== null;
  });
  const canConfirm = canMove(lifecycle, 'confirm', 'staff');
  const canReject = canMove(lifecycle, 'reject', 'staff');
  const hasTicked = ticked.size > 0;
  const untickedLive = order.items.filter(
    (item) => !item.isCancelled && !drafts[item.id]?.cancelled && !ticked.has(item.id),
  ).length;

  const setStage = async (stage: WorkflowStage) => {
    if (stage === order.workflowStatus || anyPending) return;
    setBusy('workflow');
    setError(null);
    try {
      applied(await moveWorkflow(order.id, stage));
    } catch (caught) {
      setError(errorText(caught));
    } finally {
      setBusy(null);
    }
  };

  const save = async () => {
    if (changes.length === 0 || !draftsValid || anyPending) return;
    setBusy('items');
    setError(null);
    try {
      applied(await saveItems(order.id, { items: changes }));
    } catch (caught) {
      setError(errorText(caught));
    } finally {
      setBusy(null);
    }
  };

  const copyAddress = async () => {
    try {
      await navigator.clipboard.writeText(order.address);
      window.alert(text.addressCopied);
    } catch (caught) {
      // A failed copy is logged and nothing is shown.
      console.error('address copy failed', caught);
    }
  };

  const fullName = `${order.firstName} ${order.lastName}`.trim();

  return (
    <div className="space-y-6 px-4 py-4 sm:px-6">
      <div className="flex flex-wrap items-center gap-x-4 gap-y-1 text-sm text-stone-600">
        <OrderStatusBadge status={order.status} />
        <span>{formatAdminDateTime(order.createdAt)}</span>
        <span lang="en">Channel: {order.channel}</span>
        <button
          type="button"
          onClick={() => onEdit(order)}
          className="ml-auto font-semibold text-brand-800 underline-offset-2 hover:underline"
        >
          Edit details
        </button>
      </div>

      <Section title="Order Workflow">
        <WorkflowTracker
          stage={order.workflowStatus}
          rejected={order.orderRejected}
          rejectionReason={order.rejectionReason}
          order={lifecycle}
          busy={anyPending}
          onSelect={(stage) => void setStage(stage)}
          stamps={order}
          formatStamp={formatAdminDateTime}
        />
        {!workflowLocked(order) ? (
          <p className="text-xs text-stone-500">
            Click a completed stage or the current one to set the workflow back there, or the next
            stage to move on.
          </p>
        ) : null}
      </Section>

      <div className="grid gap-6 sm:grid-cols-2">
        <Section title="Customer Information">
          <dl className="grid grid-cols-[auto_1fr] gap-x-3 gap-y-1 text-sm">
            <dt className="text-stone-500">Name</dt>
            <dd className="font-semibold text-stone-900">{fullName}</dd>
            <dt className="text-stone-500">Phone</dt>
            <dd>{order.phone ? formatPhone(order.phone) : '–'}</dd>
            <dt className="text-stone-500">Username</dt>
            <dd className="break-all">{order.username}</dd>
            <dt className="text-stone-500">Member</dt>
            <dd>{order.userId ? 'Registered customer' : 'Walk-in customer'}</dd>
          </dl>
        </Section>
        <Section
          title="Shipping Address"
          action={
            <button
              type="button"
              onClick={() => void copyAddress()}
              className="inline-flex min-h-9 items-center rounded-md border border-stone-300 px-2.5 text-sm font-semibold text-stone-700 hover:bg-stone-50 focus-visible:outline-2 focus-visible:outline-brand-700"
            >
              Copy address
            </button>
          }
        >
          <p className="text-sm whitespace-pre-line text-stone-800">{order.address}</p>
        </Section>
      </div>

      <Section title="Order Items">
        <TransactionItems
          items={order.items}
          drafts={drafts}
          onDraftsChange={setDrafts}
          ticked={ticked}
          onTickedChange={setTicked}
          editable={editable && !anyPending}
        />
        {!editable && order.items.length > 0 ? (
          <p className="text-xs text-stone-500">{text.itemsLocked}</p>
        ) : null}
        <dl className="ml-auto max-w-xs space-y-0.5 pt-2 text-sm">
          <div className="flex justify-between gap-4">
            <dt>Total</dt>
            <dd className="tabular-nums">{money(order.totalAmount)}</dd>
          </div>
          <div className="flex justify-between gap-4">
            <dt>Discount{order.discountCode ? ` (${order.discountCode})` : ''}</dt>
            <dd className="tabular-nums">{formatBaht(-bahtToSatang(order.discountValue))}</dd>
          </div>
          <div className="flex justify-between gap-4 text-base font-bold text-stone-900">
            <dt>Net</dt>
            <dd className="tabular-nums">{money(order.netAmount)}</dd>
          </div>
        </dl>
        {order.items.length > 0 && editable ? (
          <div className="flex flex-wrap items-center justify-end gap-3">
            {changes.length > 0 ? (
              <span className="text-sm text-amber-800">Unsaved item changes</span>
            ) : null}
            <button
              type="button"
              className={secondaryButtonClass}
              disabled={changes.length === 0 || !draftsValid || anyPending}
              onClick={() => void save()}
            >
              {busy === 'items' ? 'Saving...' : 'Save item changes'}
            </button>
          </div>
        ) : null}
      </Section>

      <FormError message={error} />

      {rejecting && canReject && hasTicked ? (
        <RejectOrderPanel
          pending={decisions.pending === 'reject'}
          onCancel={() => setRejecting(false)}
          onReject={(reason) => {
            rejectReason.current = reason;
            decisions.click('reject');
          }}
        />
      ) : null}

      {canConfirm || canReject ? (
        <div className="sticky bottom-0 -mx-4 grid grid-cols-2 items-center gap-3 border-t border-stone-200 bg-white px-4 py-3 sm:-mx-6 sm:flex sm:px-6">
          <p className="col-span-2 text-sm text-stone-600 sm:mr-auto">
            {hasTicked
              ? `${ticked.size} ${pluralNoun(ticked.size, 'item')} ticked${
                  untickedLive > 0
                    ? ` — confirming cancels the other ${untickedLive} ${pluralNoun(untickedLive, 'line')}`
                    : ''
                }`
              : 'Tick at least one item to confirm or reject.'}
          </p>
          <button
            type="button"
            className={`${secondaryButtonClass} border-red-300 text-red-700 hover:bg-red-50 disabled:cursor-not-allowed disabled:opacity-50`}
            disabled={!canReject || !hasTicked || decisions.pending !== null || busy !== null}
            aria-expanded={rejecting}
            onClick={() => setRejecting(true)}
          >
            Reject Order
          </button>
          <button
            type="button"
            className={primaryButtonClass}
            disabled={
              !canConfirm ||
              !hasTicked ||
              (decisions.pending !== null && decisions.pending !== 'confirm') ||
              busy !== null
            }
            aria-busy={decisions.pending === 'confirm' || undefined}
            onClick={() => decisions.click('confirm')}
          >
            {decisions.pending === 'confirm' ? 'Confirming...' : 'Confirm Order'}
          </button>
        </div>
      ) : (
        <p className="rounded-lg bg-stone-100 px-3 py-2 text-sm text-stone-700">
          {order.orderRejected
            ? 'This order was rejected.'
            : `This order is ${checkoutMessages.orders.statuses[order.status].toLowerCase()}; it needs no decision.`}
        </p>
      )}

      <Section title="Order History">
        <TransactionHistory history={order.history} />
      </Section>
    </div>
  );
}
