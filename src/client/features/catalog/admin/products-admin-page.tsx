import { useState } from 'react';
import { adminMessages } from '../../../../shared/admin-messages.ts';
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
  AdminToolbar,
  FilterSelect,
  SearchBox,
} from '../../../components/ui/admin-list-toolbar.tsx';
import {
  AbsentMark,
  AdminListErrors,
  AdminTable,
  EditDeleteActions,
} from '../../../components/ui/admin-table.tsx';
import { Pagination } from '../../../components/ui/pagination.tsx';
import { useAdminList } from '../../../components/ui/use-admin-list.ts';
import { countOf } from '../../../lib/admin-format.ts';
import { api } from '../../../lib/api.ts';
import { useSessionStore } from '../../accounts/public.ts';
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
    <AbsentMark label={label} />
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
  const [editing, setEditing] = useState<Editing>(null);
  const list = useAdminList<AdminProductPage, { category: CategoryId | '' }>({
    path: '/admin/products',
    pageSize: ADMIN_PRODUCTS_PAGE_SIZE,
    filters: { category: '' },
  });

  if (list.forbidden) return <AccessDenied />;

  const remove = (product: Product) =>
    list.remove(adminMessages.productForm.confirmDelete, () =>
      api.delete(`/admin/products/${product.id}`),
    );

  return (
    <>
      <AdminSectionHeader
        title="Products"
        subtitle={list.data ? countOf(list.data.total, 'product') : undefined}
        addLabel="+ Add Product"
        onAdd={() => setEditing({ product: null })}
      />
      <AdminToolbar>
        <SearchBox
          label="Search products"
          placeholder="ค้นหาชื่อ รายละเอียด หรือแท็ก..."
          value={list.search}
          onChange={list.setSearch}
        />
        <FilterSelect
          label="Category"
          value={list.filters.category}
          onChange={(value) => list.setFilter('category', isCategoryId(value) ? value : '')}
          allLabel="ทุกหมวดหมู่"
          options={CATEGORIES.map((item) => ({ value: item.id, label: item.name }))}
        />
      </AdminToolbar>
      <AdminListErrors
        actionError={list.actionError}
        loadError={list.loadFailed ? adminMessages.adminForm.loadFailed : null}
      />
      <AdminTable
        caption="Products"
        columns={COLUMNS}
        loading={list.firstLoad}
        empty={list.empty ? messages.empty.products : null}
        minWidth="min-w-[56rem]"
        cardsOnPhone
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
            <th
              scope="row"
              className="max-w-xs px-4 py-2 font-semibold text-stone-900 max-sm:max-w-none"
            >
              <span className="thai-clamp-2">{product.name}</span>
            </th>
            <td data-label="Category" className="px-4 py-2 whitespace-nowrap text-stone-700">
              {categoryName(product.category)}
            </td>
            <td data-label="Price" className="px-4 py-2 text-right whitespace-nowrap">
              <span className="font-semibold text-stone-900">
                {formatBaht(bahtToSatang(product.price))}
              </span>
              {product.originalPrice !== null ? (
                <span className="block text-xs text-stone-500 line-through">
                  {formatBaht(bahtToSatang(product.originalPrice))}
                </span>
              ) : null}
            </td>
            <td data-label="Stock" className="px-4 py-2 text-right tabular-nums">
              {product.stockCount}
            </td>
            <td data-label="Status" className="px-4 py-2">
              <StockState product={product} />
            </td>
            <td data-label="On Sale" className="px-4 py-2 text-center">
              <Mark on={product.isOnSale} label="on sale" />
            </td>
            <td data-label="Promotion" className="px-4 py-2 text-center">
              <Mark on={product.isEligibleForPromotion} label="eligible for promotion" />
            </td>
            <td className="admin-card-wide px-4 py-2 text-right whitespace-nowrap">
              <EditDeleteActions
                name={product.name}
                onEdit={() => setEditing({ product })}
                onDelete={() => void remove(product)}
              />
            </td>
          </tr>
        ))}
      </AdminTable>
      <Pagination label="Products pages" {...list.paging} />
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
