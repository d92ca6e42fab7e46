import { type ReactNode, useId, useRef, useState } from 'react';
import { adminMessages } from '../../../../shared/admin-messages.ts';
import { checkoutMessages } from '../../../../shared/checkout-messages.ts';
import { orderStateOf } from '../../../../shared/contracts/orders.ts';
import {
  canMove,
  itemsLockOf,
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
import { formatAdminDateTime } from '../../../lib/admin-format.ts';
import { ApiError } from '../../../lib/api.ts';
import { useCall } from '../../../lib/use-call.ts';
import { OrderStatusBadge } from '../order-status-badge.tsx';
import { OrderTotals } from '../order-totals.tsx';
import { WorkflowTracker } from '../workflow-tracker.tsx';
import { type Decision, useDecisionClicks } from './decision-clicks.ts';
import { changedItems, draftQuantity, draftsFrom, type ItemDrafts } from './item-drafts.ts';
import { OrderDeletion } from './order-deletion.tsx';
import { OrderHistory } from './order-history.tsx';
import { OrderItems } from './order-items.tsx';
import { OrderPayment } from './order-payment.tsx';
import { OrderRefunds } from './order-refunds.tsx';
import { OrderShipment } from './order-shipment.tsx';
import { decide, fetchOrder, moveWorkflow, type OrderDetail, saveItems } from './orders-api.ts';
import { RejectOrderPanel } from './reject-order-panel.tsx';

const text = adminMessages.transactions;
const words = text.detail;

interface DetailProps {
  /** Told after every saved change, so the list can refresh. */
  onChanged: (transaction: OrderDetail) => void;
  onEdit: (transaction: OrderDetail) => void;
  /** The order was deleted (admin and root, `mayDelete`): the dialog closes, the list refreshes. */
  onDeleted?: (id: string) => void;
  /** Whether the staff member may delete orders at all; the lifecycle says which orders. */
  mayDelete?: boolean;
}

interface OrderDetailDialogProps extends DetailProps {
  /** The order shown; none keeps the dialog closed. */
  transactionId: string | null;
  onClose: () => void;
}

/** The detail modal of one order: tracker, customer, address, items, decisions and history. */
export function OrderDetailDialog({
  transactionId,
  onClose,
  onChanged,
  onEdit,
  onDeleted,
  mayDelete,
}: OrderDetailDialogProps) {
  if (!transactionId) return null;
  return (
    <Dialog
      title={words.title(transactionId)}
      onClose={onClose}
      closeLabel={adminMessages.dialog.close}
      size="sheet"
      width="3xl"
      flush
    >
      <OrderView
        key={transactionId}
        transactionId={transactionId}
        onChanged={onChanged}
        onEdit={onEdit}
        onDeleted={onDeleted}
        mayDelete={mayDelete}
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

/** The order is asked for when the dialog opens (not route data: the list stays as it is). */
function OrderView({ transactionId, ...props }: DetailProps & { transactionId: string }) {
  const loaded = useCall((signal) => fetchOrder(transactionId, signal), [transactionId]);
  if (loaded.error)
    return (
      <div className="p-6">
        <FormError message={adminMessages.adminForm.loadFailed} />
      </div>
    );
  if (!loaded.data) return <DetailSkeleton />;
  return <OrderBody loaded={loaded.data} {...props} />;
}

/** The dialog's sections in grey while the order loads. */
function DetailSkeleton() {
  const bar = 'rounded bg-stone-200';
  return (
    <div className="px-4 py-4 sm:px-6">
      <p role="status" className="sr-only">
        {words.loading}
      </p>
      <div aria-hidden="true" className="animate-pulse space-y-6 motion-reduce:animate-none">
        <div className={`h-5 w-2/3 ${bar}`} />
        <div className="grid grid-cols-5 gap-2">
          {[0, 1, 2, 3, 4].map((step) => (
            <div key={step} className="flex flex-col items-center gap-1">
              <div className="size-8 rounded-full bg-stone-200" />
              <div className={`h-3 w-12 max-w-full ${bar}`} />
            </div>
          ))}
        </div>
        <div className="grid gap-6 sm:grid-cols-2">
          <div className={`h-24 ${bar}`} />
          <div className={`h-24 ${bar}`} />
        </div>
        <div className={`h-32 ${bar}`} />
      </div>
    </div>
  );
}

function OrderBody({
  loaded,
  onChanged,
  onEdit,
  onDeleted,
  mayDelete = false,
}: DetailProps & { loaded: OrderDetail }) {
  // The order as the last change left it (each change answers it whole), else as loaded.
  const [order, setOrder] = useState(loaded);
  const [drafts, setDrafts] = useState<ItemDrafts>(() => draftsFrom(loaded.items));
  const [ticked, setTicked] = useState<Set<number>>(new Set());
  const [busy, setBusy] = useState<'workflow' | 'items' | null>(null);
  const [error, setError] = useState<string | null>(null);
  // Reject asks first (the reason the customer will read); the chosen reason travels in a ref so
  // the click that confirms sends it at once.
  const [rejecting, setRejecting] = useState(false);
  const rejectReason = useRef('');

  const applied = (next: OrderDetail) => {
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

  const anyPending = busy !== null || decisions.pending !== null;
  const lifecycle = orderStateOf(order);
  const editable = canMove(lifecycle, 'editItems', 'staff');
  const itemsLock = itemsLockOf(lifecycle);
  const lockId = useId();
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
        <span lang="en">{words.channel(order.channel)}</span>
        <button
          type="button"
          onClick={() => onEdit(order)}
          className="ml-auto font-semibold text-brand-800 underline-offset-2 hover:underline"
        >
          {words.editDetails}
        </button>
      </div>

      <Section title={words.workflow}>
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
          <p className="text-xs text-stone-500">{words.workflowHint}</p>
        ) : null}
      </Section>

      <div className="grid gap-6 sm:grid-cols-2">
        <Section title={words.customer}>
          <dl className="grid grid-cols-[auto_1fr] gap-x-3 gap-y-1 text-sm">
            <dt className="text-stone-500">{words.name}</dt>
            <dd className="font-semibold text-stone-900">{fullName}</dd>
            <dt className="text-stone-500">{words.phone}</dt>
            <dd>{order.phone ? formatPhone(order.phone) : '–'}</dd>
            <dt className="text-stone-500">{words.username}</dt>
            <dd className="break-all">{order.username}</dd>
            <dt className="text-stone-500">{words.member}</dt>
            <dd>{order.userId ? text.registered : text.walkIn}</dd>
          </dl>
        </Section>
        <Section
          title={words.address}
          action={
            <button
              type="button"
              onClick={() => void copyAddress()}
              className="inline-flex min-h-9 items-center rounded-md border border-stone-300 px-2.5 text-sm font-semibold text-stone-700 hover:bg-stone-50 focus-visible:outline-2 focus-visible:outline-brand-700"
            >
              {words.copyAddress}
            </button>
          }
        >
          <p className="text-sm whitespace-pre-line text-stone-800">{order.address}</p>
        </Section>
      </div>

      <OrderPayment order={order} />

      <OrderShipment order={order} onSaved={applied} />

      <OrderRefunds order={order} onSaved={applied} />

      <Section title={words.items}>
        <OrderItems
          items={order.items}
          drafts={drafts}
          onDraftsChange={setDrafts}
          ticked={ticked}
          onTickedChange={setTicked}
          editable={editable && !anyPending}
          locked={itemsLock ? { id: lockId, reason: text.itemsLocked[itemsLock] } : null}
        />
        {itemsLock && order.items.length > 0 ? (
          <p id={lockId} className="text-xs text-stone-600">
            {text.itemsLocked[itemsLock]}
          </p>
        ) : null}
        <OrderTotals order={order} className="ml-auto max-w-sm pt-2" />
        {order.items.length > 0 && editable ? (
          <div className="flex flex-wrap items-center justify-end gap-3">
            {changes.length > 0 ? (
              <span className="text-sm text-amber-800">{words.unsaved}</span>
            ) : null}
            <button
              type="button"
              className={secondaryButtonClass}
              disabled={changes.length === 0 || !draftsValid || anyPending}
              onClick={() => void save()}
            >
              {busy === 'items' ? words.saving : words.saveItems}
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
            {hasTicked ? words.ticked(ticked.size, untickedLive) : words.tickFirst}
          </p>
          {/* Once the reject step is open, its own button is the one reject button. */}
          {rejecting && canReject && hasTicked ? null : (
            <button
              type="button"
              className={`${secondaryButtonClass} border-red-300 text-red-700 hover:bg-red-50 disabled:cursor-not-allowed disabled:opacity-50`}
              disabled={!canReject || !hasTicked || decisions.pending !== null || busy !== null}
              onClick={() => setRejecting(true)}
            >
              {words.reject}
            </button>
          )}
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
            {decisions.pending === 'confirm' ? words.confirming : words.confirm}
          </button>
        </div>
      ) : (
        <p className="rounded-lg bg-stone-100 px-3 py-2 text-sm text-stone-700">
          {order.orderRejected
            ? words.wasRejected
            : words.noDecision(checkoutMessages.orders.statuses[order.status])}
        </p>
      )}

      <Section title={words.history}>
        <OrderHistory history={order.history} placed={order} />
      </Section>

      {mayDelete && onDeleted ? <OrderDeletion order={order} onDeleted={onDeleted} /> : null}
    </div>
  );
}
