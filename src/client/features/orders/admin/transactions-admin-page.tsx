import { useEffect, useRef, useState } from 'react';
import { adminMessages } from '../../../../shared/admin-messages.ts';
import { checkoutMessages } from '../../../../shared/checkout-messages.ts';
import {
  ADMIN_TRANSACTIONS_PAGE_SIZE,
  type AdminTransaction,
  type AdminTransactionPage,
} from '../../../../shared/contracts/admin-orders.ts';
import { bahtToSatang, formatBaht } from '../../../../shared/domain/money.ts';
import {
  FORM_STATUSES,
  ORDER_STATUSES,
  type OrderStatus,
} from '../../../../shared/domain/order-lifecycle.ts';
import { formatPhone } from '../../../../shared/domain/phone.ts';
import { can } from '../../../../shared/domain/roles.ts';
import { messages } from '../../../../shared/messages.ts';
import { AccessDenied } from '../../../components/ui/access-denied.tsx';
import {
  AdminSectionHeader,
  AdminToolbar,
  FilterSelect,
  SearchBox,
} from '../../../components/ui/admin-list-toolbar.tsx';
import { AdminListErrors, AdminTable, RowAction } from '../../../components/ui/admin-table.tsx';
import { Pagination } from '../../../components/ui/pagination.tsx';
import { useAdminList } from '../../../components/ui/use-admin-list.ts';
import { countOf, formatAdminDateTime } from '../../../lib/admin-format.ts';
import { useSessionStore } from '../../accounts/public.ts';
import { OrderStatusBadge } from '../order-status-badge.tsx';
import { useOrdersSummary } from './orders-summary.ts';
import { TransactionDetailDialog } from './transaction-detail-dialog.tsx';
import { TransactionFormDialog } from './transaction-form-dialog.tsx';
import { deleteTransaction } from './transactions-api.ts';

const text = adminMessages.transactions;

const COLUMNS = [
  { label: 'Transaction ID' },
  { label: 'Customer' },
  { label: 'Date' },
  { label: 'Items', align: 'right' },
  { label: 'Net Amount', align: 'right' },
  { label: 'Status' },
  { label: 'Workflow' },
  { label: 'Actions', align: 'right' },
] as const;

const isStatus = (value: string): value is OrderStatus =>
  (ORDER_STATUSES as readonly string[]).includes(value);

type Editing = { transaction: AdminTransaction | null } | null;

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

/** Sale, admin and root follow up every order: search, filter, detail, add, edit; admin deletes. */
export function Component() {
  const role = useSessionStore((state) => state.user?.role);
  const mayDelete = can(role, 'transactions:delete');
  const [viewing, setViewing] = useState<string | null>(null);
  const [editing, setEditing] = useState<Editing>(null);
  const list = useAdminList<AdminTransactionPage, { status: OrderStatus | '' }>({
    path: '/admin/transactions',
    pageSize: ADMIN_TRANSACTIONS_PAGE_SIZE,
    filters: { status: '' },
  });

  // New orders show up while the page is open: the summary is polled, and when it moves (an
  // order came in, or one was decided elsewhere) the list is asked again.
  const summary = useOrdersSummary(true);
  const summaryKey = summary ? `${summary.newOrders}|${summary.latestOrderAt}` : null;
  const seenSummary = useRef<string | null>(null);
  const reload = list.reload;
  useEffect(() => {
    if (summaryKey === null) return;
    if (seenSummary.current !== null && seenSummary.current !== summaryKey) reload();
    seenSummary.current = summaryKey;
  }, [summaryKey, reload]);

  if (list.forbidden) return <AccessDenied />;

  const status = list.filters.status;
  const counters = list.data?.counters;
  // Shipped and delivered are offered only when such orders exist (or one is chosen).
  const statusChoices = ORDER_STATUSES.filter(
    (choice) =>
      (FORM_STATUSES as readonly string[]).includes(choice) ||
      (counters?.[choice] ?? 0) > 0 ||
      choice === status,
  );

  const remove = (transaction: AdminTransaction) =>
    list.remove(text.confirmDelete, () => deleteTransaction(transaction.id));

  return (
    <>
      <AdminSectionHeader
        title="Transactions"
        subtitle={list.data ? countOf(list.data.total, 'transaction') : undefined}
        addLabel="+ Add Transaction"
        onAdd={() => setEditing({ transaction: null })}
      />
      <dl aria-label="Order counters" className="mb-4 grid grid-cols-2 gap-3 sm:max-w-md">
        <Counter
          label="Pending"
          value={counters?.pending}
          tone="border-amber-200 bg-amber-50 text-amber-900"
        />
        <Counter
          label="Confirmed"
          value={counters?.confirmed}
          tone="border-blue-200 bg-blue-50 text-blue-900"
        />
      </dl>
      <AdminToolbar>
        <SearchBox
          label="Search transactions"
          placeholder="Search by transaction ID or phone..."
          value={list.search}
          onChange={list.setSearch}
        />
        <FilterSelect
          label="Status"
          value={status}
          onChange={(value) => list.setFilter('status', isStatus(value) ? value : '')}
          allLabel="All Statuses"
          options={statusChoices.map((choice) => ({
            value: choice,
            label: checkoutMessages.orders.statuses[choice],
          }))}
        />
      </AdminToolbar>
      <AdminListErrors
        actionError={list.actionError}
        loadError={list.loadFailed ? text.loadFailed : null}
      />
      <AdminTable
        caption="Transactions"
        columns={COLUMNS}
        loading={list.firstLoad}
        empty={list.empty ? messages.empty.transactions : null}
        minWidth="min-w-[60rem]"
        cardsOnPhone
      >
        {list.data?.items.map((transaction) => {
          const name = `${transaction.firstName} ${transaction.lastName}`.trim();
          const liveItems = transaction.items.filter((item) => !item.isCancelled);
          return (
            <tr key={transaction.id} className="align-middle hover:bg-stone-50">
              <th
                scope="row"
                className="admin-card-wide px-4 py-3 font-mono text-sm font-semibold text-stone-900"
              >
                {transaction.id}
              </th>
              <td data-label="Customer" className="admin-card-wide px-4 py-3 whitespace-nowrap">
                <span className="block font-semibold text-stone-900">{name}</span>
                <span className="text-stone-600">
                  {transaction.phone ? formatPhone(transaction.phone) : 'Walk-in customer'}
                </span>
              </td>
              <td
                data-label="Date"
                className="admin-card-wide px-4 py-3 whitespace-nowrap text-stone-700"
              >
                {formatAdminDateTime(transaction.createdAt)}
              </td>
              <td data-label="Items" className="px-4 py-3 text-right tabular-nums">
                {liveItems.length > 0
                  ? liveItems.reduce((sum, item) => sum + item.quantity, 0)
                  : '–'}
              </td>
              <td
                data-label="Net Amount"
                className="px-4 py-3 text-right font-semibold whitespace-nowrap tabular-nums"
              >
                {formatBaht(bahtToSatang(transaction.netAmount))}
              </td>
              <td data-label="Status" className="px-4 py-3">
                <OrderStatusBadge status={transaction.status} />
              </td>
              <td data-label="Workflow" className="px-4 py-3 whitespace-nowrap text-stone-700">
                {transaction.orderRejected ? (
                  <span className="font-semibold text-red-700">
                    {checkoutMessages.orders.rejected}
                  </span>
                ) : (
                  checkoutMessages.orders.stages[transaction.workflowStatus]
                )}
              </td>
              <td className="admin-card-wide px-4 py-3 text-right whitespace-nowrap">
                <RowAction
                  label={`View ${transaction.id}`}
                  tone="brand"
                  onClick={() => setViewing(transaction.id)}
                >
                  View
                </RowAction>
                <RowAction
                  label={`Edit ${transaction.id}`}
                  tone="neutral"
                  onClick={() => setEditing({ transaction })}
                >
                  Edit
                </RowAction>
                {mayDelete ? (
                  <RowAction
                    label={`Delete ${transaction.id}`}
                    tone="danger"
                    onClick={() => void remove(transaction)}
                  >
                    Delete
                  </RowAction>
                ) : null}
              </td>
            </tr>
          );
        })}
      </AdminTable>
      <Pagination label="Transactions pages" {...list.paging} />
      <TransactionDetailDialog
        transactionId={viewing}
        onClose={() => setViewing(null)}
        onChanged={() => list.reload()}
        onEdit={(transaction) => {
          setViewing(null);
          setEditing({ transaction });
        }}
      />
      <TransactionFormDialog
        open={editing !== null}
        transaction={editing?.transaction ?? null}
        onClose={() => setEditing(null)}
        onSaved={() => {
          setEditing(null);
          list.reload();
        }}
      />
    </>
  );
}
