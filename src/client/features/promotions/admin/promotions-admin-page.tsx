import { useState } from 'react';
import {
  type LoaderFunctionArgs,
  useLoaderData,
  useRevalidator,
  useSearchParams,
} from 'react-router';
import { adminMessages } from '../../../../shared/admin-messages.ts';
import {
  ADMIN_PROMOTIONS_PAGE_SIZE,
  type AdminPromotion,
} from '../../../../shared/contracts/admin-promotions.ts';
import { formatThaiDateTime } from '../../../../shared/domain/dates.ts';
import { formatBaht } from '../../../../shared/domain/money.ts';
import { can } from '../../../../shared/domain/roles.ts';
import { messages } from '../../../../shared/messages.ts';
import { AccessDenied } from '../../../components/ui/access-denied.tsx';
import { AdminSectionHeader, rowActionClass } from '../../../components/ui/admin-list-toolbar.tsx';
import {
  AdminListErrors,
  AdminTable,
  EditDeleteActions,
} from '../../../components/ui/admin-table.tsx';
import { Switch } from '../../../components/ui/form-field.tsx';
import { LoadedList } from '../../../components/ui/loaded-list.tsx';
import { Pagination } from '../../../components/ui/pagination.tsx';
import { countOf } from '../../../lib/admin-format.ts';
import { ApiError, call, client } from '../../../lib/api.ts';
import { type InSatang, inSatang } from '../../../lib/money.ts';
import { useSessionStore } from '../../accounts/public.ts';
import { useCopied } from '../use-copied.ts';
import { PromotionFormDialog } from './promotion-form-dialog.tsx';

const text = { ...messages.promotions, ...adminMessages.promotions };

const COLUMNS = [
  { label: text.columns.promotion },
  { label: text.columns.code },
  { label: text.columns.discount },
  { label: text.columns.uses, align: 'center' },
  { label: text.columns.starts },
  { label: text.columns.ends },
  { label: text.columns.active },
  { label: text.columns.actions, align: 'right' },
] as const;

const reasonOf = (caught: unknown) =>
  caught instanceof ApiError ? caught.message : String(caught);

/**
 * A row: the promotion as the edit form takes it, and its fixed discount in satang to show (a
 * percentage stays a percentage).
 */
interface PromotionRow {
  promotion: AdminPromotion;
  fixedDiscount: InSatang<AdminPromotion, 'discountValue'>['discountValue'] | null;
}

type PromotionList =
  | { status: 'shown'; total: number; pageSize: number; rows: PromotionRow[] }
  | { status: 'forbidden' | 'failed' };

async function fetchList(page: number, signal: AbortSignal): Promise<PromotionList> {
  try {
    const answer = await call(
      client.admin.promotions.$get(
        { query: { page: String(page), pageSize: String(ADMIN_PROMOTIONS_PAGE_SIZE) } },
        { init: { signal } },
      ),
    );
    return {
      status: 'shown',
      total: answer.total,
      pageSize: answer.pageSize,
      rows: answer.items.map((promotion) => ({
        promotion,
        fixedDiscount:
          promotion.discountType === 'fixed'
            ? inSatang(promotion, ['discountValue'] as const).discountValue
            : null,
      })),
    };
  } catch (error) {
    return { status: error instanceof ApiError && error.status === 403 ? 'forbidden' : 'failed' };
  }
}

const pageOf = (params: URLSearchParams) => {
  const page = Number(params.get('page'));
  return Number.isInteger(page) && page >= 1 ? page : 1;
};

/**
 * The page of promotions the URL names (`?page=`). A role the session already says may not
 * manage promotions asks nothing; otherwise the server decides.
 */
export function loader({ request }: LoaderFunctionArgs) {
  const page = pageOf(new URL(request.url).searchParams);
  const { status, user } = useSessionStore.getState();
  const refused = status === 'ready' && !can(user?.role, 'promotions:manage');
  return {
    key: String(page),
    promotions: refused
      ? Promise.resolve<PromotionList>({ status: 'forbidden' })
      : fetchList(page, request.signal),
  };
}

/** "10%" or "฿50.00": what a promotion takes off. */
function discountLabel(row: PromotionRow) {
  return row.fixedDiscount === null
    ? `${row.promotion.discountValue}%`
    : formatBaht(row.fixedDiscount);
}

/** Promotions: newest first, add, edit, delete, switch on and off, copy a code. */
export function Component() {
  const { key, promotions } = useLoaderData<typeof loader>();
  const [params, setParams] = useSearchParams();
  const page = pageOf(params);
  const revalidator = useRevalidator();
  const role = useSessionStore((state) => state.user?.role);
  const [editing, setEditing] = useState<{ promotion: AdminPromotion | null } | null>(null);
  const [actionError, setActionError] = useState<string | null>(null);
  const [shown, setShown] = useState<PromotionList | null>(null);
  const showPage = (next: number) =>
    setParams(next > 1 ? { page: String(next) } : {}, { preventScrollReset: true });

  if (!can(role, 'promotions:manage') || shown?.status === 'forbidden') return <AccessDenied />;

  const remove = async (promotion: AdminPromotion, lastOnPage: boolean) => {
    if (!window.confirm(text.confirmDelete)) return;
    setActionError(null);
    try {
      await call(client.admin.promotions[':id'].$delete({ param: { id: String(promotion.id) } }));
      if (lastOnPage && page > 1) showPage(page - 1);
      else void revalidator.revalidate();
    } catch (caught) {
      setActionError(text.deleteFailed(reasonOf(caught)));
    }
  };

  const toggle = async (promotion: AdminPromotion) => {
    setActionError(null);
    try {
      await call(
        client.admin.promotions[':id'].toggle.$post({ param: { id: String(promotion.id) } }),
      );
    } catch (caught) {
      setActionError(text.toggleFailed(reasonOf(caught)));
    }
    void revalidator.revalidate();
  };

  return (
    <>
      <AdminSectionHeader
        title={text.title}
        subtitle={shown?.status === 'shown' ? countOf(shown.total, text.noun) : undefined}
        addLabel={text.add}
        onAdd={() => setEditing({ promotion: null })}
      />
      <LoadedList
        data={promotions}
        dataKey={key}
        fallback={
          <AdminTable caption={text.title} columns={COLUMNS} loading empty={null} cardsOnPhone>
            {null}
          </AdminTable>
        }
        busyLabel={adminMessages.adminForm.loading}
        onShown={setShown}
      >
        {(answer) => (
          <>
            <AdminListErrors
              actionError={actionError}
              loadError={answer.status === 'failed' ? text.fetchFailed : null}
            />
            <AdminTable
              caption={text.title}
              columns={COLUMNS}
              loading={false}
              empty={answer.status === 'shown' && answer.rows.length === 0 ? text.empty : null}
              minWidth="min-w-[64rem]"
              cardsOnPhone
            >
              {answer.status === 'shown'
                ? answer.rows.map((row) => (
                    <PromotionRow
                      key={row.promotion.id}
                      row={row}
                      onEdit={() => setEditing({ promotion: row.promotion })}
                      onDelete={() => void remove(row.promotion, answer.rows.length === 1)}
                      onToggle={() => void toggle(row.promotion)}
                    />
                  ))
                : null}
            </AdminTable>
            {answer.status === 'shown' ? (
              <Pagination
                label={text.pages}
                page={page}
                pageCount={Math.ceil(answer.total / answer.pageSize)}
                onPageChange={showPage}
              />
            ) : null}
          </>
        )}
      </LoadedList>
      <PromotionFormDialog
        open={editing !== null}
        promotion={editing?.promotion ?? null}
        onClose={() => setEditing(null)}
        onSaved={() => {
          setEditing(null);
          void revalidator.revalidate();
        }}
      />
    </>
  );
}

interface PromotionRowProps {
  row: PromotionRow;
  onEdit: () => void;
  onDelete: () => void;
  onToggle: () => void;
}

function PromotionRow({ row, onEdit, onDelete, onToggle }: PromotionRowProps) {
  const { promotion } = row;
  const { copied, copy } = useCopied();
  return (
    <tr className="align-top hover:bg-stone-50">
      <th
        scope="row"
        className="admin-card-wide w-60 min-w-48 px-4 py-3 text-left font-normal max-sm:w-auto"
      >
        <span className="thai-clamp-2 font-semibold text-stone-900">{promotion.title}</span>
        <span className="mt-0.5 thai-clamp-2 text-xs text-stone-600">{promotion.message}</span>
      </th>
      <td data-label={text.columns.code} className="px-4 py-3 whitespace-nowrap">
        <span className="font-mono font-semibold tracking-wider text-stone-900">
          {promotion.discountCode}
        </span>
        <button
          type="button"
          aria-label={text.copyLabel(promotion.discountCode)}
          onClick={() => void copy(promotion.discountCode)}
          className={`${rowActionClass} ml-1 min-w-16 justify-center text-brand-800 hover:bg-brand-50`}
        >
          <span aria-live="polite">{copied ? text.copied : text.copyButton}</span>
        </button>
      </td>
      <td data-label={text.columns.discount} className="px-4 py-3 whitespace-nowrap">
        <span className="font-semibold text-stone-900">{discountLabel(row)}</span>
        <span className="block text-xs text-stone-600">
          {promotion.discountType === 'percentage' ? text.percentage : text.fixedAmount}
        </span>
      </td>
      <td
        data-label={text.columns.uses}
        className="px-4 py-3 text-center whitespace-nowrap tabular-nums text-stone-800"
      >
        {promotion.currentUses} / {promotion.maxUses}
      </td>
      <td data-label={text.columns.starts} className="px-4 py-3 whitespace-nowrap text-stone-700">
        {promotion.startDate ? formatThaiDateTime(promotion.startDate) : text.startsImmediately}
      </td>
      <td data-label={text.columns.ends} className="px-4 py-3 whitespace-nowrap text-stone-700">
        {promotion.endDate ? formatThaiDateTime(promotion.endDate) : text.noExpiry}
      </td>
      <td data-label={text.columns.active} className="px-4 py-2 whitespace-nowrap">
        <Switch
          label={promotion.isActive ? text.on : text.off}
          checked={promotion.isActive}
          onChange={onToggle}
        />
      </td>
      <td className="px-4 py-2 text-right whitespace-nowrap">
        <EditDeleteActions name={promotion.title} onEdit={onEdit} onDelete={onDelete} />
      </td>
    </tr>
  );
}
