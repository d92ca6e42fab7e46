import { type LoaderFunctionArgs, useLoaderData } from 'react-router';
import { adminMessages } from '../../../../shared/admin-messages.ts';
import {
  ADMIN_PROMOTIONS_PAGE_SIZE,
  type AdminPromotion,
} from '../../../../shared/contracts/admin-promotions.ts';
import { formatBaht } from '../../../../shared/domain/money.ts';
import { messages } from '../../../../shared/messages.ts';
import { AdminSectionHeader, rowActionClass } from '../../../components/ui/admin-list-toolbar.tsx';
import {
  deferredRows,
  EditDeleteActions,
  LoadedCount,
  LoadedRows,
} from '../../../components/ui/admin-table.tsx';
import { Switch } from '../../../components/ui/toggle-fields.tsx';
import {
  adminListQuery,
  useAdminListParams,
  useEditDialog,
} from '../../../components/ui/use-admin-list.ts';
import { formatPromotionDateTime } from '../../../lib/admin-format.ts';
import { ApiError, call, client } from '../../../lib/api.ts';
import { type InSatang, inSatang } from '../../../lib/money.ts';
import { askForSection } from '../../accounts/public.ts';
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

/**
 * The page of promotions the address names (`?page=`), asked once the session store knows the
 * signed-in staff member may open the section.
 */
export function loader({ request }: LoaderFunctionArgs) {
  const { page } = adminListQuery(request);
  const list = askForSection('adminPromotions', async () => {
    const answer = await call(
      client.admin.promotions.$get(
        { query: { page: String(page), pageSize: String(ADMIN_PROMOTIONS_PAGE_SIZE) } },
        { init: { signal: request.signal } },
      ),
    );
    const items = answer.items.map(
      (promotion): PromotionRow => ({
        promotion,
        fixedDiscount:
          promotion.discountType === 'fixed'
            ? inSatang(promotion, ['discountValue'] as const).discountValue
            : null,
      }),
    );
    return { ...answer, items };
  });
  return { key: String(page), list: deferredRows(list) };
}

/** "10%" or "฿50.00": what a promotion takes off. */
function discountLabel(row: PromotionRow) {
  return row.fixedDiscount === null
    ? `${row.promotion.discountValue}%`
    : formatBaht(row.fixedDiscount);
}

/** Promotions: newest first, add, edit, delete, switch on and off, copy a code. */
export function Component() {
  const { key, list: answer } = useLoaderData<typeof loader>();
  const list = useAdminListParams();
  const editor = useEditDialog<AdminPromotion>(list.reload);

  const toggle = async (promotion: AdminPromotion) => {
    list.setActionError(null);
    try {
      await call(
        client.admin.promotions[':id'].toggle.$post({ param: { id: String(promotion.id) } }),
      );
    } catch (caught) {
      list.setActionError(text.toggleFailed(reasonOf(caught)));
    }
    list.reload();
  };

  const tableRow = (row: PromotionRow, rowsOnPage: number) => (
    <PromotionRow
      key={row.promotion.id}
      row={row}
      onEdit={() => editor.edit(row.promotion)}
      onDelete={() =>
        void list.remove(
          text.confirmDelete,
          () =>
            call(
              client.admin.promotions[':id'].$delete({ param: { id: String(row.promotion.id) } }),
            ),
          { rowsOnPage },
          (caught) => text.deleteFailed(reasonOf(caught)),
        )
      }
      onToggle={() => void toggle(row.promotion)}
    />
  );

  return (
    <>
      <AdminSectionHeader
        title={text.title}
        subtitle={<LoadedCount data={answer} noun={text.noun} />}
        addLabel={text.add}
        onAdd={editor.add}
      />
      <LoadedRows
        data={answer}
        dataKey={key}
        list={list}
        caption={text.title}
        columns={COLUMNS}
        empty={text.empty}
        minWidth="min-w-[64rem]"
        cardsOnPhone
        row={tableRow}
        loadError={text.fetchFailed}
        pagesLabel={text.pages}
      />
      <PromotionFormDialog {...editor.dialog} />
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
        {promotion.startDate
          ? formatPromotionDateTime(promotion.startDate)
          : text.startsImmediately}
      </td>
      <td data-label={text.columns.ends} className="px-4 py-3 whitespace-nowrap text-stone-700">
        {promotion.endDate ? formatPromotionDateTime(promotion.endDate) : text.noExpiry}
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
