import { useEffect, useRef, useState } from 'react';
import { type LoaderFunctionArgs, useLoaderData } from 'react-router';
import { adminMessages } from '../../../../shared/admin-messages.ts';
import { checkoutMessages } from '../../../../shared/checkout-messages.ts';
import {
  isCalendarDay,
  MAX_PACKING_SLIPS,
  type OrderCounters,
} from '../../../../shared/contracts/admin-orders.ts';
import { formatBaht } from '../../../../shared/domain/money.ts';
import {
  FORM_STATUSES,
  ORDER_STATUSES,
  type OrderStatus,
  PAYMENT_STATUSES,
  type PaymentStatus,
  type ShownPaymentStatus,
  shownPaymentStatus,
} from '../../../../shared/domain/order-lifecycle.ts';
import { formatPhone } from '../../../../shared/domain/phone.ts';
import { can } from '../../../../shared/domain/roles.ts';
import { messages } from '../../../../shared/messages.ts';
import { paymentMessages } from '../../../../shared/payment-messages.ts';
import { mayOpen } from '../../../../shared/route-access.ts';
import { AdminDayField } from '../../../components/ui/admin-day-field.tsx';
import {
  AdminSectionHeader,
  AdminToolbar,
  FilterSelect,
  SearchBox,
  secondaryButtonClass,
  selectClass,
} from '../../../components/ui/admin-list-toolbar.tsx';
import {
  AdminCell,
  deferredRows,
  LoadedCount,
  LoadedRows,
  RowAction,
} from '../../../components/ui/admin-table.tsx';
import { Loaded } from '../../../components/ui/loaded.tsx';
import {
  adminListQuery,
  useAdminListParams,
  useEditDialog,
} from '../../../components/ui/use-admin-list.ts';
import { formatAdminDateTime } from '../../../lib/admin-format.ts';
import { askForSection, useSessionStore } from '../../accounts/public.ts';
import { OrderStatusBadge } from '../order-status-badge.tsx';
import { SalesTaxReportLink } from '../tax-documents/sales-tax-report-link.tsx';
import { OrderDetailDialog } from './order-detail-dialog.tsx';
import { OrderFormDialog } from './order-form-dialog.tsx';
import {
  exportCsvUrl,
  fetchOrders,
  type ListedOrder,
  type OrderListFilters,
  packingSlipsUrl,
} from './orders-api.ts';
import { useOrdersSummary } from './orders-summary.ts';

const text = adminMessages.transactions;
const tools = text.tools;
const statuses = checkoutMessages.orders.statuses;
const paymentStatuses = paymentMessages.admin.paymentStatuses;

const COLUMNS = [
  { label: text.columns.id },
  { label: text.columns.customer },
  { label: text.columns.date },
  { label: text.columns.items, align: 'right' },
  { label: text.columns.amountDue, align: 'right' },
  { label: text.columns.status },
  { label: text.columns.payment },
  { label: text.columns.actions, align: 'right' },
] as const;

const amountClass = 'text-right font-semibold whitespace-nowrap tabular-nums';

const isStatus = (value: string): value is OrderStatus =>
  (ORDER_STATUSES as readonly string[]).includes(value);
const isPayment = (value: string): value is PaymentStatus =>
  (PAYMENT_STATUSES as readonly string[]).includes(value);

/** The filters the page's address holds (`?status=&payment=&from=&to=&toShip=1`). */
const FILTERS = ['status', 'payment', 'from', 'to', 'toShip'] as const;
type FilterName = (typeof FILTERS)[number];

/** The address's filters as the API reads them; a value the API would refuse filters nothing. */
function listFilters(q: string, filters: Record<FilterName, string>): OrderListFilters {
  return {
    q,
    status: isStatus(filters.status) ? filters.status : undefined,
    payment: isPayment(filters.payment) ? filters.payment : undefined,
    from: isCalendarDay(filters.from) ? filters.from : undefined,
    to: isCalendarDay(filters.to) ? filters.to : undefined,
    toShip: filters.toShip === '1',
  };
}

/**
 * The page of orders the address names (`?q=&status=&payment=&from=&to=&toShip=&page=`), asked
 * once the session store knows the signed-in staff member may open the section; null for anyone
 * else.
 */
export function loader({ request }: LoaderFunctionArgs) {
  const { q, page, ...filters } = adminListQuery(request, FILTERS);
  const list = askForSection('adminOrders', () =>
    fetchOrders({ ...listFilters(q, filters), page }, request.signal),
  );
  return { list: deferredRows(list) };
}

function Counter({
  label,
  value,
  tone,
}: {
  label: string;
  value: number | undefined;
  tone: string;
}) {
  return (
    <div className={`rounded-xl border px-4 py-3 ${tone}`}>
      <dt className="text-sm font-semibold">{label}</dt>
      <dd className="text-2xl font-bold tabular-nums">{value ?? '–'}</dd>
    </div>
  );
}

function Counters({ counters }: { counters?: OrderCounters }) {
  return (
    <dl aria-label={text.counters} className="mb-4 grid grid-cols-2 gap-3 sm:max-w-md">
      <Counter
        label={statuses.pending}
        value={counters?.pending}
        tone="border-amber-200 bg-amber-50 text-amber-900"
      />
      <Counter
        label={statuses.confirmed}
        value={counters?.confirmed}
        tone="border-blue-200 bg-blue-50 text-blue-900"
      />
    </dl>
  );
}

/** The statuses to filter by: shipped and delivered only when such orders exist (or one is chosen). */
function statusChoices(counters: OrderCounters | undefined, chosen: string) {
  return ORDER_STATUSES.filter(
    (choice) =>
      (FORM_STATUSES as readonly string[]).includes(choice) ||
      (counters?.[choice] ?? 0) > 0 ||
      choice === chosen,
  ).map((choice) => ({ value: choice, label: statuses[choice] }));
}

const PAYMENT_TONES: Record<ShownPaymentStatus, string> = {
  awaiting: 'bg-stone-100 text-stone-800',
  in_review: 'bg-amber-100 text-amber-900',
  paid: 'bg-green-100 text-green-900',
  rejected: 'bg-red-100 text-red-900',
  cod: 'bg-sky-100 text-sky-900',
  refunded: 'bg-violet-100 text-violet-900',
  partially_refunded: 'bg-violet-100 text-violet-900',
  unpaid_cancelled: 'bg-stone-100 text-stone-600',
};

/**
 * Where the money is and how it comes, in Thai: a slip waiting stands out from cash on delivery.
 * The method is written under the status unless the status already says it (cash on delivery).
 */
function PaymentCell({ order }: { order: ListedOrder }) {
  const status = shownPaymentStatus(order);
  const admin = paymentMessages.admin;
  return (
    <span lang="th" className="flex flex-col items-start gap-1">
      <span
        className={`rounded-full px-2.5 py-0.5 text-xs leading-5 font-semibold whitespace-nowrap ${PAYMENT_TONES[status]}`}
      >
        {admin.shownPaymentStatuses[status]}
      </span>
      {status === 'cod' ? null : (
        <span className="text-xs whitespace-nowrap text-stone-600">
          {order.paymentMethod ? admin.methodsShort[order.paymentMethod] : admin.noMethod}
        </span>
      )}
    </span>
  );
}

/**
 * One order of the list: View and Edit only. Deleting is in the order's detail, where it says
 * what it will do (and why not, for an order with money, a slip or a parcel), never a tap away
 * from View on a phone.
 */
function OrderRow({
  transaction,
  selected,
  onSelect,
  onView,
  onEdit,
}: {
  transaction: ListedOrder;
  selected: boolean;
  /** Null when no more may be chosen (the print's limit) and this row is not. */
  onSelect: ((selected: boolean) => void) | null;
  onView: () => void;
  onEdit: () => void;
}) {
  const name = `${transaction.firstName} ${transaction.lastName}`.trim();
  const liveItems = transaction.items.filter((item) => !item.isCancelled);
  return (
    <tr className="align-middle hover:bg-stone-50">
      <th
        scope="row"
        className="admin-card-wide px-4 py-3 font-mono text-sm font-semibold text-stone-900"
      >
        <span className="flex items-center gap-3">
          <input
            type="checkbox"
            aria-label={tools.select(transaction.id)}
            checked={selected}
            disabled={onSelect === null}
            onChange={(event) => onSelect?.(event.target.checked)}
            className="size-5 shrink-0 accent-brand-700 disabled:cursor-not-allowed disabled:opacity-40"
          />
          {transaction.id}
        </span>
      </th>
      <AdminCell label={text.columns.customer} wide className="whitespace-nowrap">
        <span className="block font-semibold text-stone-900">{name}</span>
        <span className="text-stone-600">
          {transaction.phone ? formatPhone(transaction.phone) : text.walkIn}
        </span>
      </AdminCell>
      <AdminCell label={text.columns.date} wide className="min-w-36 text-stone-700">
        {formatAdminDateTime(transaction.createdAt)}
      </AdminCell>
      <AdminCell label={text.columns.items} className="text-right tabular-nums">
        {liveItems.length > 0 ? liveItems.reduce((sum, item) => sum + item.quantity, 0) : '–'}
      </AdminCell>
      <AdminCell label={text.columns.amountDue} className={amountClass}>
        {formatBaht(transaction.amountDue)}
      </AdminCell>
      <AdminCell label={text.columns.status}>
        {/* The status and, under it, the workflow's stage: one column, so payment fits beside. */}
        <span className="flex flex-col items-start gap-1">
          <OrderStatusBadge status={transaction.status} />
          {transaction.orderRejected ? (
            <span className="text-xs font-semibold whitespace-nowrap text-red-700">
              {checkoutMessages.orders.rejected}
            </span>
          ) : (
            <span className="text-xs whitespace-nowrap text-stone-600">
              {checkoutMessages.orders.stages[transaction.workflowStatus]}
            </span>
          )}
        </span>
      </AdminCell>
      <AdminCell label={text.columns.payment}>
        <PaymentCell order={transaction} />
      </AdminCell>
      <AdminCell wide className="text-right whitespace-nowrap">
        <RowAction label={text.actionOn(text.view, transaction.id)} tone="brand" onClick={onView}>
          {text.view}
        </RowAction>
        <RowAction label={text.actionOn(text.edit, transaction.id)} tone="neutral" onClick={onEdit}>
          {text.edit}
        </RowAction>
      </AdminCell>
    </tr>
  );
}

/**
 * Sale, admin and root follow up every order: search, filter, detail, add, edit; admin and root
 * delete from the detail.
 */
export function Component() {
  const { list: answer } = useLoaderData<typeof loader>();
  const role = useSessionStore((state) => state.user?.role);
  // The summary is polled only where the section's list is asked (a refused role asks neither).
  const allowed = mayOpen(role, 'adminOrders');
  const mayDelete = can(role, 'transactions:delete');
  const [viewing, setViewing] = useState<string | null>(null);
  const list = useAdminListParams(FILTERS);
  const editor = useEditDialog<ListedOrder>(list.reload);
  const { status, payment, from, to, toShip } = list.filters;
  const filters = listFilters(list.search.trim(), list.filters);
  // Orders ticked for printing, kept across pages and filters (up to the print's limit).
  const [selected, setSelected] = useState<string[]>([]);
  const select = (id: string, on: boolean) =>
    setSelected((current) =>
      on ? [...current.filter((each) => each !== id), id] : current.filter((each) => each !== id),
    );

  // New orders show up while the page is open: the summary is pushed live, and when it moves (an
  // order came in, or one was decided elsewhere) the list is asked again.
  const summary = useOrdersSummary(allowed);
  const summaryKey = summary ? `${summary.newOrders}|${summary.latestOrderAt}` : null;
  const seenSummary = useRef<string | null>(null);
  const reload = useRef(list.reload);
  reload.current = list.reload;
  useEffect(() => {
    if (summaryKey === null) return;
    if (seenSummary.current !== null && seenSummary.current !== summaryKey) reload.current();
    seenSummary.current = summaryKey;
  }, [summaryKey]);

  const filter = (counters?: OrderCounters) => (
    <FilterSelect
      label={text.statusFilter}
      value={status}
      onChange={(value) => list.setFilter('status', isStatus(value) ? value : '')}
      allLabel={text.allStatuses}
      options={statusChoices(counters, status)}
    />
  );
  const row = (transaction: ListedOrder) => (
    <OrderRow
      key={transaction.id}
      transaction={transaction}
      selected={selected.includes(transaction.id)}
      onSelect={
        selected.includes(transaction.id) || selected.length < MAX_PACKING_SLIPS
          ? (on) => select(transaction.id, on)
          : null
      }
      onView={() => setViewing(transaction.id)}
      onEdit={() => editor.edit(transaction)}
    />
  );
  // The count, the counters and the filter's choices come with the rows; until then (or if the
  // rows fail) they stay as they are without them.

  return (
    <>
      <AdminSectionHeader
        title={text.title}
        subtitle={<LoadedCount data={answer} noun={text.noun} />}
        addLabel={text.add}
        onAdd={editor.add}
      />
      <Loaded data={answer} fallback={<Counters />} errorElement={<Counters />}>
        {(page) => <Counters counters={page?.counters} />}
      </Loaded>
      <AdminToolbar>
        <SearchBox label={text.search} placeholder={text.searchPlaceholder} {...list.searchBox} />
        <Loaded data={answer} fallback={filter()} errorElement={filter()}>
          {(page) => filter(page?.counters)}
        </Loaded>
      </AdminToolbar>
      <div className="mb-4 grid grid-cols-2 gap-3 sm:flex sm:flex-wrap sm:items-center">
        <FilterSelect
          label={tools.paymentFilter}
          value={payment}
          onChange={(value) => list.setFilter('payment', isPayment(value) ? value : '')}
          allLabel={tools.allPayments}
          options={PAYMENT_STATUSES.map((choice) => ({
            value: choice,
            label: paymentStatuses[choice],
          }))}
        />
        <label className="flex min-h-11 items-center gap-2 rounded-lg border border-stone-300 bg-white px-3 text-sm font-semibold text-stone-700">
          <input
            type="checkbox"
            checked={toShip === '1'}
            onChange={(event) => list.setFilter('toShip', event.target.checked ? '1' : '')}
            className="size-5 accent-brand-700"
          />
          {tools.toShip}
        </label>
        <AdminDayField
          label={tools.from}
          inline
          value={from}
          max={to || undefined}
          onChange={(day) => list.setFilter('from', day)}
          className="col-span-2 text-sm text-stone-700 sm:col-span-1"
          labelClassName="w-20 shrink-0 sm:w-auto"
          inputClassName={`${selectClass} sm:w-36`}
        />
        <AdminDayField
          label={tools.to}
          inline
          value={to}
          min={from || undefined}
          onChange={(day) => list.setFilter('to', day)}
          className="col-span-2 text-sm text-stone-700 sm:col-span-1"
          labelClassName="w-20 shrink-0 sm:w-auto"
          inputClassName={`${selectClass} sm:w-36`}
        />
      </div>
      <div className="mb-2 flex flex-wrap items-center justify-end gap-3">
        <span aria-live="polite" className="mr-auto text-sm text-stone-600">
          {selected.length > 0 ? tools.selected(selected.length) : tools.printSlipsHint}
        </span>
        {selected.length > 0 ? (
          <a
            href={packingSlipsUrl(selected)}
            target="_blank"
            rel="noopener"
            className={secondaryButtonClass}
          >
            {tools.printSlips}
          </a>
        ) : (
          <button type="button" disabled className={`${secondaryButtonClass} disabled:opacity-50`}>
            {tools.printSlips}
          </button>
        )}
        <a href={exportCsvUrl(filters)} download className={secondaryButtonClass}>
          {tools.exportCsv}
        </a>
        <SalesTaxReportLink className={secondaryButtonClass} />
      </div>
      <LoadedRows
        data={answer}
        list={list}
        caption={text.title}
        columns={COLUMNS}
        loadingLabel={text.loading}
        empty={messages.empty.transactions}
        minWidth="min-w-[60rem]"
        cardsOnPhone
        row={row}
        loadError={text.loadFailed}
        pagesLabel={text.pages}
      />
      <OrderDetailDialog
        transactionId={viewing}
        onClose={() => setViewing(null)}
        onChanged={list.reload}
        onEdit={(transaction) => {
          setViewing(null);
          editor.edit(transaction);
        }}
        mayDelete={mayDelete}
        onDeleted={() => {
          setViewing(null);
          list.reload();
        }}
      />
      <OrderFormDialog {...editor.dialog} />
    </>
  );
}
