import { type LoaderFunctionArgs, useLoaderData } from 'react-router';
import { adminMessages } from '../../../../shared/admin-messages.ts';
import type { AdminProduct } from '../../../../shared/contracts/admin-catalog.ts';
import { ADMIN_PRODUCTS_PAGE_SIZE } from '../../../../shared/contracts/admin-catalog.ts';
import {
  CATEGORIES,
  type CategoryId,
  categoryName,
  isCategoryId,
} from '../../../../shared/domain/categories.ts';
import { formatBaht, type Satang } from '../../../../shared/domain/money.ts';
import { can } from '../../../../shared/domain/roles.ts';
import { messages } from '../../../../shared/messages.ts';
import {
  AdminSectionHeader,
  AdminToolbar,
  FilterSelect,
  SearchBox,
} from '../../../components/ui/admin-list-toolbar.tsx';
import {
  AbsentMark,
  deferredRows,
  EditDeleteActions,
  LoadedCount,
  LoadedRows,
} from '../../../components/ui/admin-table.tsx';
import {
  adminListQuery,
  useAdminListParams,
  useEditDialog,
} from '../../../components/ui/use-admin-list.ts';
import { call, client } from '../../../lib/api.ts';
import { inSatang } from '../../../lib/money.ts';
import { askForSection, useSessionStore } from '../../accounts/public.ts';
import { ProductFormDialog } from './product-form-dialog.tsx';
import { WaitingBadge, WaitingProvider } from './waiting-badge.tsx';

const text = adminMessages.products;

/** A row: the product as the edit form takes it (baht), and its prices in satang to show. */
interface ProductRow {
  product: AdminProduct;
  price: Satang;
  originalPrice: Satang | null;
}

const categoryOf = (value: string): CategoryId | '' => (isCategoryId(value) ? value : '');

/**
 * The page of products the address names (`?q=&category=&page=`), asked once the session store
 * knows the signed-in staff member may open the section.
 */
export function loader({ request }: LoaderFunctionArgs) {
  const { q, category, page } = adminListQuery(request, ['category']);
  const list = askForSection('adminProducts', async () => {
    const answer = await call(
      client.admin.products.$get(
        {
          query: {
            q,
            category: categoryOf(category),
            page: String(page),
            pageSize: String(ADMIN_PRODUCTS_PAGE_SIZE),
          },
        },
        { init: { signal: request.signal } },
      ),
    );
    const items = answer.items.map(
      (product): ProductRow => ({
        product,
        ...inSatang(product, ['price', 'originalPrice'] as const),
      }),
    );
    return { ...answer, items };
  });
  return { key: new URL(request.url).search, list: deferredRows(list) };
}

function Mark({ on, label }: { on: boolean; label: string }) {
  return on ? (
    <span className="inline-flex items-center rounded-full bg-harvest-400/30 px-2 py-0.5 text-xs font-semibold text-amber-900">
      ✓<span className="sr-only"> {label}</span>
    </span>
  ) : (
    <AbsentMark label={label} />
  );
}

function StockState({ product }: { product: AdminProduct }) {
  return product.inStock ? (
    <span className="inline-block rounded-full bg-green-100 px-2 py-0.5 text-xs font-semibold whitespace-nowrap text-green-800">
      {text.inStock}
    </span>
  ) : (
    <span className="inline-block rounded-full bg-red-100 px-2 py-0.5 text-xs font-semibold whitespace-nowrap text-red-800">
      {text.outOfStock}
    </span>
  );
}

const COLUMNS = [
  { label: text.columns.image },
  { label: text.columns.name },
  { label: text.columns.category },
  { label: text.columns.price, align: 'right' },
  { label: text.columns.stock, align: 'right' },
  { label: text.columns.status },
  { label: text.columns.onSale, align: 'center' },
  { label: text.columns.promotion, align: 'center' },
  { label: text.columns.actions, align: 'right' },
] as const;

/** Admin and root manage the catalogue: search, filter, add, edit and delete products. */
export function Component() {
  const { key, list: answer } = useLoaderData<typeof loader>();
  const list = useAdminListParams(['category']);
  const role = useSessionStore((state) => state.user?.role);
  const editor = useEditDialog<AdminProduct>(list.reload);

  const tableRow = (row: ProductRow, rowsOnPage: number) => (
    <ProductTableRow
      key={row.product.id}
      row={row}
      onEdit={() => editor.edit(row.product)}
      onDelete={() =>
        void list.remove(
          adminMessages.productForm.confirmDelete,
          () =>
            call(client.admin.products[':id'].$delete({ param: { id: String(row.product.id) } })),
          { rowsOnPage },
        )
      }
    />
  );

  return (
    <WaitingProvider>
      <AdminSectionHeader
        title={text.title}
        subtitle={<LoadedCount data={answer} noun={text.noun} />}
        addLabel={text.add}
        onAdd={editor.add}
      />
      <AdminToolbar>
        <SearchBox label={text.search} placeholder={text.searchPlaceholder} {...list.searchBox} />
        <FilterSelect
          label={text.category}
          value={categoryOf(list.filters.category)}
          onChange={(value) => list.setFilter('category', categoryOf(value))}
          allLabel={text.allCategories}
          options={CATEGORIES.map((item) => ({ value: item.id, label: item.name }))}
        />
      </AdminToolbar>
      <LoadedRows
        data={answer}
        dataKey={key}
        list={list}
        caption={text.title}
        columns={COLUMNS}
        empty={messages.empty.products}
        minWidth="min-w-[56rem]"
        cardsOnPhone
        row={tableRow}
        loadError={adminMessages.adminForm.loadFailed}
        pagesLabel={text.pages}
      />
      <ProductFormDialog canSetEligibility={can(role, 'products:manage')} {...editor.dialog} />
    </WaitingProvider>
  );
}

function ProductTableRow({
  row,
  onEdit,
  onDelete,
}: {
  row: ProductRow;
  onEdit: () => void;
  onDelete: () => void;
}) {
  const { product } = row;
  return (
    <tr className="align-middle hover:bg-stone-50">
      <td className="px-4 py-2">
        <img
          src={product.image}
          alt=""
          width={48}
          height={48}
          loading="lazy"
          className="size-12 rounded-md border border-stone-200 bg-stone-50 object-contain"
        />
      </td>
      <th scope="row" className="max-w-xs px-4 py-2 font-semibold text-stone-900 max-sm:max-w-none">
        <span className="thai-clamp-2">{product.name}</span>
      </th>
      <td data-label={text.columns.category} className="px-4 py-2 whitespace-nowrap text-stone-700">
        {categoryName(product.category)}
      </td>
      <td data-label={text.columns.price} className="px-4 py-2 text-right whitespace-nowrap">
        <span className="font-semibold text-stone-900">{formatBaht(row.price)}</span>
        {row.originalPrice !== null ? (
          <span className="block text-xs text-stone-500 line-through">
            {formatBaht(row.originalPrice)}
          </span>
        ) : null}
      </td>
      <td data-label={text.columns.stock} className="px-4 py-2 text-right tabular-nums">
        {product.stockCount}
        <WaitingBadge variantIds={product.variants.map((size) => size.id)} />
      </td>
      <td data-label={text.columns.status} className="px-4 py-2">
        <StockState product={product} />
      </td>
      <td data-label={text.columns.onSale} className="px-4 py-2 text-center">
        <Mark on={product.isOnSale} label={text.onSaleMark} />
      </td>
      <td data-label={text.columns.promotion} className="px-4 py-2 text-center">
        <Mark on={product.isEligibleForPromotion} label={text.eligibleMark} />
      </td>
      <td className="admin-card-wide px-4 py-2 text-right whitespace-nowrap">
        <EditDeleteActions name={product.name} onEdit={onEdit} onDelete={onDelete} />
      </td>
    </tr>
  );
}
