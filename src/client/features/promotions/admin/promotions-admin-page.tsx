import { useState } from 'react';
import {
  ADMIN_PROMOTIONS_PAGE_SIZE,
  type AdminPromotion,
  type AdminPromotionPage,
} from '../../../../shared/contracts/admin-promotions.ts';
import { formatThaiDateTime } from '../../../../shared/domain/dates.ts';
import { bahtToSatang, formatBaht } from '../../../../shared/domain/money.ts';
import { can } from '../../../../shared/domain/roles.ts';
import { messages } from '../../../../shared/messages.ts';
import { AccessDenied } from '../../../components/ui/access-denied.tsx';
import {
  AdminSectionHeader,
  primaryButtonClass,
  rowActionClass,
} from '../../../components/ui/admin-list-toolbar.tsx';
import { AdminTable } from '../../../components/ui/admin-table.tsx';
import { FormError, Switch } from '../../../components/ui/form-field.tsx';
import { Pagination } from '../../../components/ui/pagination.tsx';
import { ApiError, api } from '../../../lib/api.ts';
import { useApiQuery } from '../../../lib/use-api-query.ts';
import { useSessionStore } from '../../accounts/session-store.ts';
import { useCopied } from '../use-copied.ts';
import { PromotionFormDialog } from './promotion-form-dialog.tsx';

const text = messages.promotions;

const COLUMNS = [
  { label: 'Promotion' },
  { label: 'Code' },
  { label: 'Discount' },
  { label: 'Uses', align: 'center' },
  { label: 'Starts' },
  { label: 'Ends' },
  { label: 'Active' },
  { label: 'Actions', align: 'right' },
] as const;

const reasonOf = (caught: unknown) =>
  caught instanceof ApiError ? caught.message : String(caught);

/** "10%" or "฿50.00": what a promotion takes off. */
export function discountLabel(promotion: Pick<AdminPromotion, 'discountType' | 'discountValue'>) {
  return promotion.discountType === 'percentage'
    ? `${promotion.discountValue}%`
    : formatBaht(bahtToSatang(promotion.discountValue));
}

/** Promotions: newest first, add, edit, delete, switch on and off, copy a code. */
export function Component() {
  const role = useSessionStore((state) => state.user?.role);
  const allowed = can(role, 'promotions:manage');
  const [page, setPage] = useState(1);
  const [editing, setEditing] = useState<{ promotion: AdminPromotion | null } | null>(null);
  const [actionError, setActionError] = useState<string | null>(null);
  const list = useApiQuery<AdminPromotionPage>(
    '/admin/promotions',
    { page, pageSize: ADMIN_PROMOTIONS_PAGE_SIZE },
    { enabled: allowed },
  );

  if (!allowed || list.error?.status === 403) return <AccessDenied />;
  const pageCount = list.data ? Math.ceil(list.data.total / list.data.pageSize) : 0;

  const remove = async (promotion: AdminPromotion) => {
    if (!window.confirm(text.confirmDelete)) return;
    setActionError(null);
    try {
      await api.delete(`/admin/promotions/${promotion.id}`);
      if (list.data?.items.length === 1 && page > 1) setPage(page - 1);
      else list.reload();
    } catch (caught) {
      setActionError(text.deleteFailed(reasonOf(caught)));
    }
  };

  const toggle = async (promotion: AdminPromotion) => {
    setActionError(null);
    try {
      await api.post(`/admin/promotions/${promotion.id}/toggle`);
    } catch (caught) {
      setActionError(text.toggleFailed(reasonOf(caught)));
    }
    list.reload();
  };

  return (
    <>
      <AdminSectionHeader
        title="Promotions"
        subtitle={list.data ? `${list.data.total} promotions` : undefined}
        action={
          <button
            type="button"
            className={primaryButtonClass}
            onClick={() => setEditing({ promotion: null })}
          >
            + Add New
          </button>
        }
      />
      <FormError message={actionError} />
      {list.error && list.error.status !== 403 ? <FormError message={text.fetchFailed} /> : null}
      <AdminTable
        caption="Promotions"
        columns={COLUMNS}
        loading={list.loading && !list.data}
        empty={list.data?.items.length === 0 ? text.empty : null}
        minWidth="min-w-[64rem]"
      >
        {list.data?.items.map((promotion) => (
          <PromotionRow
            key={promotion.id}
            promotion={promotion}
            onEdit={() => setEditing({ promotion })}
            onDelete={() => void remove(promotion)}
            onToggle={() => void toggle(promotion)}
          />
        ))}
      </AdminTable>
      <Pagination
        label="Promotions pages"
        page={page}
        pageCount={pageCount}
        onPageChange={setPage}
      />
      <PromotionFormDialog
        open={editing !== null}
        promotion={editing?.promotion ?? null}
        onClose={() => setEditing(null)}
        onSaved={() => {
          setEditing(null);
          list.reload();
        }}
      />
    </>
  );
}

interface PromotionRowProps {
  promotion: AdminPromotion;
  onEdit: () => void;
  onDelete: () => void;
  onToggle: () => void;
}

function PromotionRow({ promotion, onEdit, onDelete, onToggle }: PromotionRowProps) {
  const { copied, copy } = useCopied();
  return (
    <tr className="align-top hover:bg-stone-50">
      <th scope="row" className="w-72 min-w-56 px-4 py-3 text-left font-normal">
        <span className="line-clamp-2 font-semibold text-stone-900">{promotion.title}</span>
        <span className="mt-0.5 line-clamp-2 text-xs text-stone-600">{promotion.message}</span>
      </th>
      <td className="px-4 py-3 whitespace-nowrap">
        <span className="font-mono font-semibold tracking-wider text-stone-900">
          {promotion.discountCode}
        </span>
        <button
          type="button"
          aria-label={`Copy code ${promotion.discountCode}`}
          onClick={() => void copy(promotion.discountCode)}
          className={`${rowActionClass} ml-1 min-w-16 justify-center text-brand-800 hover:bg-brand-50`}
        >
          <span aria-live="polite">{copied ? text.copied : 'Copy'}</span>
        </button>
      </td>
      <td className="px-4 py-3 whitespace-nowrap">
        <span className="font-semibold text-stone-900">{discountLabel(promotion)}</span>
        <span className="block text-xs text-stone-600">
          {promotion.discountType === 'percentage' ? 'Percentage' : 'Fixed amount'}
        </span>
      </td>
      <td className="px-4 py-3 text-center whitespace-nowrap tabular-nums text-stone-800">
        {promotion.currentUses} / {promotion.maxUses}
      </td>
      <td className="px-4 py-3 whitespace-nowrap text-stone-700">
        {promotion.startDate ? formatThaiDateTime(promotion.startDate) : text.startsImmediately}
      </td>
      <td className="px-4 py-3 whitespace-nowrap text-stone-700">
        {promotion.endDate ? formatThaiDateTime(promotion.endDate) : text.noExpiry}
      </td>
      <td className="px-4 py-2 whitespace-nowrap">
        <Switch
          label={promotion.isActive ? text.on : text.off}
          checked={promotion.isActive}
          onChange={onToggle}
        />
      </td>
      <td className="px-4 py-2 text-right whitespace-nowrap">
        <button
          type="button"
          aria-label={`Edit ${promotion.title}`}
          className={`${rowActionClass} text-brand-800 hover:bg-brand-50`}
          onClick={onEdit}
        >
          Edit
        </button>
        <button
          type="button"
          aria-label={`Delete ${promotion.title}`}
          className={`${rowActionClass} text-red-700 hover:bg-red-50`}
          onClick={onDelete}
        >
          Delete
        </button>
      </td>
    </tr>
  );
}
