import { useState } from 'react';
import {
  ADMIN_TRANSACTIONS_PAGE_SIZE,
  type AdminTransaction,
  type AdminTransactionPage,
} from '../../../../shared/contracts/admin-orders.ts';
import { formatThaiDateTime } from '../../../../shared/domain/dates.ts';
import { bahtToSatang, formatBaht } from '../../../../shared/domain/money.ts';
import {
  FORM_STATUSES,
  ORDER_STATUSES,
  type OrderStatus,
} from '../../../../shared/domain/order-workflow.ts';
import { formatPhone } from '../../../../shared/domain/phone.ts';
import { can } from '../../../../shared/domain/roles.ts';
import { messages } from '../../../../shared/messages.ts';
import { AccessDenied } from '../../../components/ui/access-denied.tsx';
import {
  AdminSectionHeader,
  primaryButtonClass,
  rowActionClass,
  SearchBox,
  selectClass,
} from '../../../components/ui/admin-list-toolbar.tsx';
import { AdminTable } from '../../../components/ui/admin-table.tsx';
import { FormError } from '../../../components/ui/form-field.tsx';
import { Pagination } from '../../../components/ui/pagination.tsx';
import { ApiError } from '../../../lib/api.ts';
import { useApiQuery, useDebouncedValue } from '../../../lib/use-api-query.ts';
import { useSessionStore } from '../../accounts/session-store.ts';
import { OrderStatusBadge } from '../order-status-badge.tsx';
import { TransactionDetailDialog } from './transaction-detail-dialog.tsx';
import { TransactionFormDialog } from './transaction-form-dialog.tsx';
import { deleteTransaction } from './transactions-api.ts';

const text = messages.transactions;

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
  const allowed = can(role, 'transactions:manage');
  const mayDelete = can(role, 'transactions:delete');
  const [search, setSearch] = useState('');
  const [status, setStatus] = useState<OrderStatus | ''>('');
  const [page, setPage] = useState(1);
  const [viewing, setViewing] = useState<string | null>(null);
  const [editing, setEditing] = useState<Editing>(null);
  const [actionError, setActionError] = useState<string | null>(null);
  const q = useDebouncedValue(search.trim());
  const list = useApiQuery<AdminTransactionPage>(
    '/admin/transactions',
    { q, status, page, pageSize: ADMIN_TRANSACTIONS_PAGE_SIZE },
    { enabled: allowed },
  );

  if (!allowed || list.error?.status === 403) return <AccessDenied />;

  const counters = list.data?.counters;
  const pageCount = list.data ? Math.ceil(list.data.total / list.data.pageSize) : 0;
  // Shipped and delivered are offered only when such orders exist (or one is chosen).
  const statusChoices = ORDER_STATUSES.filter(
    (choice) =>
      (FORM_STATUSES as readonly string[]).includes(choice) ||
      (counters?.[choice] ?? 0) > 0 ||
      choice === status,
  );

  const remove = async (transaction: AdminTransaction) => {
    if (!window.confirm(text.confirmDelete)) return;
    setActionError(null);
    try {
      await deleteTransaction(transaction.id);
      if (list.data?.items.length === 1 && page > 1) setPage(page - 1);
      else list.reload();
    } catch (caught) {
      setActionError(caught instanceof ApiError ? caught.message : messages.adminForm.deleteFailed);
    }
  };

  return (
    <>
      <AdminSectionHeader
        title="Transactions"
        subtitle={list.data ? `${list.data.total} transactions` : undefined}
        action={
          <button
            type="button"
            className={primaryButtonClass}
            onClick={() => setEditing({ transaction: null })}
          >
            + Add Transaction
          </button>
        }
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
      <div className="mb-4 flex flex-col gap-3 sm:flex-row">
        <SearchBox
          label="Search transactions"
          placeholder="Search by transaction ID or phone..."
          value={search}
          onChange={(value) => {
            setSearch(value);
            setPage(1);
          }}
        />
        <select
          aria-label="Status"
          value={status}
          onChange={(event) => {
            const value = event.target.value;
            setStatus(isStatus(value) ? value : '');
            setPage(1);
          }}
          className={selectClass}
        >
          <option value="">All Statuses</option>
          {statusChoices.map((choice) => (
            <option key={choice} value={choice}>
              {messages.orders.statuses[choice]}
            </option>
          ))}
        </select>
      </div>
      <FormError message={actionError} />
      {list.error && list.error.status !== 403 ? <FormError message={text.loadFailed} /> : null}
      <AdminTable
        caption="Transactions"
        columns={COLUMNS}
        loading={list.loading && !list.data}
        empty={list.data?.items.length === 0 ? messages.empty.transactions : null}
        minWidth="min-w-[60rem]"
      >
        {list.data?.items.map((transaction) => {
          const name = `${transaction.firstName} ${transaction.lastName}`.trim();
          const liveItems = transaction.items.filter((item) => !item.isCancelled);
          return (
            <tr key={transaction.id} className="align-middle hover:bg-stone-50">
              <th scope="row" className="px-4 py-3 font-mono text-sm font-semibold text-stone-900">
                {transaction.id}
              </th>
              <td className="px-4 py-3 whitespace-nowrap">
                <span className="block font-semibold text-stone-900">{name}</span>
                <span className="text-stone-600">
                  {transaction.phone ? formatPhone(transaction.phone) : 'Walk-in customer'}
                </span>
              </td>
              <td className="px-4 py-3 whitespace-nowrap text-stone-700">
                {formatThaiDateTime(transaction.createdAt)}
              </td>
              <td className="px-4 py-3 text-right tabular-nums">
                {liveItems.length > 0
                  ? liveItems.reduce((sum, item) => sum + item.quantity, 0)
                  : '–'}
              </td>
              <td className="px-4 py-3 text-right font-semibold whitespace-nowrap tabular-nums">
                {formatBaht(bahtToSatang(transaction.netAmount))}
              </td>
              <td className="px-4 py-3">
                <OrderStatusBadge status={transaction.status} />
              </td>
              <td className="px-4 py-3 whitespace-nowrap text-stone-700">
                {transaction.orderRejected ? (
                  <span className="font-semibold text-red-700">{messages.orders.rejected}</span>
                ) : (
                  messages.orders.stages[transaction.workflowStatus]
                )}
              </td>
              <td className="px-4 py-3 text-right whitespace-nowrap">
                <button
                  type="button"
                  aria-label={`View ${transaction.id}`}
                  className={`${rowActionClass} text-brand-800 hover:bg-brand-50`}
                  onClick={() => setViewing(transaction.id)}
                >
                  View
                </button>
                <button
                  type="button"
                  aria-label={`Edit ${transaction.id}`}
                  className={`${rowActionClass} text-stone-700 hover:bg-stone-100`}
                  onClick={() => setEditing({ transaction })}
                >
                  Edit
                </button>
                {mayDelete ? (
                  <button
                    type="button"
                    aria-label={`Delete ${transaction.id}`}
                    className={`${rowActionClass} text-red-700 hover:bg-red-50`}
                    onClick={() => void remove(transaction)}
                  >
                    Delete
                  </button>
                ) : null}
              </td>
            </tr>
          );
        })}
      </AdminTable>
      <Pagination
        label="Transactions pages"
        page={page}
        pageCount={pageCount}
        onPageChange={setPage}
      />
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
