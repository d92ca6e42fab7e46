import { useState } from 'react';
import { adminMessages } from '../../../../shared/admin-messages.ts';
import {
  ADMIN_PROMOTIONS_PAGE_SIZE,
  type AdminPromotion,
  type AdminPromotionPage,
} from '../../../../shared/contracts/admin-promotions.ts';
import { formatThaiDateTime } from '../../../../shared/domain/dates.ts';
import { bahtToSatang, formatBaht } from '../../../../shared/domain/money.ts';
import { messages } from '../../../../shared/messages.ts';
import { AccessDenied } from '../../../components/ui/access-denied.tsx';
import { AdminSectionHeader, rowActionClass } from '../../../components/ui/admin-list-toolbar.tsx';
import {
  AdminListErrors,
  AdminTable,
  EditDeleteActions,
} from '../../../components/ui/admin-table.tsx';
import { Switch } from '../../../components/ui/form-field.tsx';
import { Pagination } from '../../../components/ui/pagination.tsx';
import { useAdminList } from '../../../components/ui/use-admin-list.ts';
import { countOf } from '../../../lib/admin-format.ts';
import { ApiError, api } from '../../../lib/api.ts';
import { useCopied } from '../use-copied.ts';
import { PromotionFormDialog } from './promotion-form-dialog.tsx';

const text = { ...messages.promotions, ...adminMessages.promotions };

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
  const [editing, setEditing] = useState<{ promotion: AdminPromotion | null } | null>(null);
  const list = useAdminList<AdminPromotionPage>({
    path: '/admin/promotions',
    pageSize: ADMIN_PROMOTIONS_PAGE_SIZE,
  });

  if (list.forbidden) return <AccessDenied />;

  const remove = (promotion: AdminPromotion) =>
    list.remove(
      text.confirmDelete,
      () => api.delete(`/admin/promotions/${promotion.id}`),
      (caught) => text.deleteFailed(reasonOf(caught)),
    );

  const toggle = async (promotion: AdminPromotion) => {
    list.setActionError(null);
    try {
      await api.post(`/admin/promotions/${promotion.id}/toggle`);
    } catch (caught) {
      list.setActionError(text.toggleFailed(reasonOf(caught)));
    }
    list.reload();
  };

  return (
    <>
      <AdminSectionHeader
        title="Promotions"
        subtitle={list.data ? countOf(list.data.total, 'promotion') : undefined}
        addLabel="+ Add New"
        onAdd={() => setEditing({ promotion: null })}
      />
      <AdminListErrors
        actionError={list.actionError}
        loadError={list.loadFailed ? text.fetchFailed : null}
      />
      <AdminTable
        caption="Promotions"
        columns={COLUMNS}
        loading={list.firstLoad}
        empty={list.empty ? text.empty : null}
        minWidth="min-w-[64rem]"
        cardsOnPhone
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
      <Pagination label="Promotions pages" {...list.paging} />
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
      <th
        scope="row"
        className="admin-card-wide w-60 min-w-48 px-4 py-3 text-left font-normal max-sm:w-auto"
      >
        <span className="thai-clamp-2 font-semibold text-stone-900">{promotion.title}</span>
        <span className="mt-0.5 thai-clamp-2 text-xs text-stone-600">{promotion.message}</span>
      </th>
      <td data-label="Code" className="px-4 py-3 whitespace-nowrap">
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
      <td data-label="Discount" className="px-4 py-3 whitespace-nowrap">
        <span className="font-semibold text-stone-900">{discountLabel(promotion)}</span>
        <span className="block text-xs text-stone-600">
          {promotion.discountType === 'percentage' ? 'Percentage' : 'Fixed amount'}
        </span>
      </td>
      <td
        data-label="Uses"
        className="px-4 py-3 text-center whitespace-nowrap tabular-nums text-stone-800"
      >
        {promotion.currentUses} / {promotion.maxUses}
      </td>
      <td data-label="Starts" className="px-4 py-3 whitespace-nowrap text-stone-700">
        {promotion.startDate ? formatThaiDateTime(promotion.startDate) : text.startsImmediately}
      </td>
      <td data-label="Ends" className="px-4 py-3 whitespace-nowrap text-stone-700">
        {promotion.endDate ? formatThaiDateTime(promotion.endDate) : text.noExpiry}
      </td>
      <td data-label="Active" className="px-4 py-2 whitespace-nowrap">
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
