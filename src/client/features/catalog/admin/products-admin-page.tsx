import { useState } from 'react';
import {
  ADMIN_PRODUCTS_PAGE_SIZE,
  type AdminProductPage,
} from '../../../../shared/contracts/admin-catalog.ts';
import type { Product } from '../../../../shared/contracts/catalog.ts';
import {
  CATEGORIES,
  type CategoryId,
  categoryName,
  isCategoryId,
} from '../../../../shared/domain/categories.ts';
import { bahtToSatang, formatBaht } from '../../../../shared/domain/money.ts';
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
import { ApiError, api } from '../../../lib/api.ts';
import { useApiQuery, useDebouncedValue } from '../../../lib/use-api-query.ts';
import { useSessionStore } from '../../accounts/session-store.ts';
import { ProductFormDialog } from './product-form-dialog.tsx';

type Editing = { product: Product | null } | null;

const COLUMNS = [
  { label: 'Image' },
  { label: 'Name' },
  { label: 'Category' },
  { label: 'Price', align: 'right' },
  { label: 'Stock', align: 'right' },
  { label: 'Status' },
  { label: 'On Sale', align: 'center' },
  { label: 'Promotion', align: 'center' },
  { label: 'Actions', align: 'right' },
] as const;

function Mark({ on, label }: { on: boolean; label: string }) {
  return on ? (
    <span className="inline-flex items-center rounded-full bg-harvest-400/30 px-2 py-0.5 text-xs font-semibold text-amber-900">
      ✓<span className="sr-only"> {label}</span>
    </span>
  ) : (
    <span className="text-stone-400">
      –<span className="sr-only"> not {label}</span>
    </span>
  );
}

function StockState({ product }: { product: Product }) {
  return product.inStock ? (
    <span className="inline-block rounded-full bg-green-100 px-2 py-0.5 text-xs font-semibold whitespace-nowrap text-green-800">
      Active/In Stock
    </span>
  ) : (
    <span className="inline-block rounded-full bg-red-100 px-2 py-0.5 text-xs font-semibold whitespace-nowrap text-red-800">
      Inactive/Out of Stock
    </span>
  );
}

/** Admin and root manage the catalogue: search, filter, add, edit and delete products. */
export function Component() {
  const role = useSessionStore((state) => state.user?.role);
  const allowed = can(role, 'products:manage');
  const [search, setSearch] = useState('');
  const [category, setCategory] = useState<CategoryId | ''>('');
  const [page, setPage] = useState(1);
  const [editing, setEditing] = useState<Editing>(null);
  const [actionError, setActionError] = useState<string | null>(null);
  const q = useDebouncedValue(search.trim());
  const list = useApiQuery<AdminProductPage>(
    '/admin/products',
    {
      q,
      category,
      page,
      pageSize: ADMIN_PRODUCTS_PAGE_SIZE,
    },
    { enabled: allowed },
  );

  if (!allowed || list.error?.status === 403) return <AccessDenied />;

  const pageCount = list.data ? Math.ceil(list.data.total / list.data.pageSize) : 0;

  const remove = async (product: Product) => {
    if (!window.confirm(messages.productForm.confirmDelete)) return;
    setActionError(null);
    try {
      await api.delete(`/admin/products/${product.id}`);
      if (list.data?.items.length === 1 && page > 1) setPage(page - 1);
      else list.reload();
    } catch (caught) {
      setActionError(caught instanceof ApiError ? caught.message : messages.adminForm.deleteFailed);
    }
  };

  return (
    <>
      <AdminSectionHeader
        title="Products"
        subtitle={list.data ? `${list.data.total} products` : undefined}
        action={
          <button
            type="button"
            className={primaryButtonClass}
            onClick={() => setEditing({ product: null })}
          >
            + Add Product
          </button>
        }
      />
      <div className="mb-4 flex flex-col gap-3 sm:flex-row">
        <SearchBox
          label="Search products"
          placeholder="ค้นหาชื่อ รายละเอียด หรือแท็ก..."
          value={search}
          onChange={(value) => {
            setSearch(value);
            setPage(1);
          }}
        />
        <select
          aria-label="Category"
          value={category}
          onChange={(event) => {
            const value = event.target.value;
            setCategory(isCategoryId(value) ? value : '');
            setPage(1);
          }}
          className={selectClass}
        >
          <option value="">ทุกหมวดหมู่</option>
          {CATEGORIES.map((item) => (
            <option key={item.id} value={item.id}>
              {item.name}
            </option>
          ))}
        </select>
      </div>
      <FormError message={actionError} />
      {list.error && list.error.status !== 403 ? (
        <FormError message={messages.adminForm.loadFailed} />
      ) : null}
      <AdminTable
        caption="Products"
        columns={COLUMNS}
        loading={list.loading && !list.data}
        empty={list.data?.items.length === 0 ? messages.empty.products : null}
        minWidth="min-w-[56rem]"
      >
        {list.data?.items.map((product) => (
          <tr key={product.id} className="align-middle hover:bg-stone-50">
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
            <th scope="row" className="max-w-xs px-4 py-2 font-semibold text-stone-900">
              <span className="line-clamp-2">{product.name}</span>
            </th>
            <td className="px-4 py-2 whitespace-nowrap text-stone-700">
              {categoryName(product.category)}
            </td>
            <td className="px-4 py-2 text-right whitespace-nowrap">
              <span className="font-semibold text-stone-900">
                {formatBaht(bahtToSatang(product.price))}
              </span>
              {product.originalPrice !== null ? (
                <span className="block text-xs text-stone-500 line-through">
                  {formatBaht(bahtToSatang(product.originalPrice))}
                </span>
              ) : null}
            </td>
            <td className="px-4 py-2 text-right tabular-nums">{product.stockCount}</td>
            <td className="px-4 py-2">
              <StockState product={product} />
            </td>
            <td className="px-4 py-2 text-center">
              <Mark on={product.isOnSale} label="on sale" />
            </td>
            <td className="px-4 py-2 text-center">
              <Mark on={product.isEligibleForPromotion} label="eligible for promotion" />
            </td>
            <td className="px-4 py-2 text-right whitespace-nowrap">
              <button
                type="button"
                aria-label={`Edit ${product.name}`}
                className={`${rowActionClass} text-brand-800 hover:bg-brand-50`}
                onClick={() => setEditing({ product })}
              >
                Edit
              </button>
              <button
                type="button"
                aria-label={`Delete ${product.name}`}
                className={`${rowActionClass} text-red-700 hover:bg-red-50`}
                onClick={() => void remove(product)}
              >
                Delete
              </button>
            </td>
          </tr>
        ))}
      </AdminTable>
      <Pagination label="Products pages" page={page} pageCount={pageCount} onPageChange={setPage} />
      <ProductFormDialog
        open={editing !== null}
        product={editing?.product ?? null}
        canSetEligibility={can(role, 'products:manage')}
        onClose={() => setEditing(null)}
        onSaved={() => {
          setEditing(null);
          list.reload();
        }}
      />
    </>
  );
}
