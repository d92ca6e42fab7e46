import { useEffect, useRef, useState } from 'react';
import {
  type LoaderFunctionArgs,
  useLoaderData,
  useRevalidator,
  useSearchParams,
} from 'react-router';
import { adminMessages } from '../../../../shared/admin-messages.ts';
import { ADMIN_PRODUCTS_PAGE_SIZE } from '../../../../shared/contracts/admin-catalog.ts';
import type { Product } from '../../../../shared/contracts/catalog.ts';
import {
  CATEGORIES,
  type CategoryId,
  categoryName,
  isCategoryId,
} from '../../../../shared/domain/categories.ts';
import { formatBaht, type Satang } from '../../../../shared/domain/money.ts';
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
import { LoadedList } from '../../../components/ui/loaded-list.tsx';
import { Pagination } from '../../../components/ui/pagination.tsx';
import { countOf } from '../../../lib/admin-format.ts';
import { ApiError, call, client } from '../../../lib/api.ts';
import { inSatang } from '../../../lib/money.ts';
import { useSessionStore } from '../../accounts/public.ts';
import { ProductFormDialog } from './product-form-dialog.tsx';

const text = adminMessages.products;

/** The table's state, kept in the URL: `?q=…&category=…&page=…`. */
interface ListState {
  q: string;
  category: CategoryId | '';
  page: number;
}

function readList(params: URLSearchParams): ListState {
  const category = params.get('category') ?? '';
  const page = Number(params.get('page'));
  return {
    q: (params.get('q') ?? '').trim(),
    category: isCategoryId(category) ? category : '',
    page: Number.isInteger(page) && page >= 1 ? page : 1,
  };
}

/** Only what differs from the first page of everything goes into the URL. */
function writeList({ q, category, page }: ListState): URLSearchParams {
  const params = new URLSearchParams();
  if (q) params.set('q', q);
  if (category) params.set('category', category);
  if (page > 1) params.set('page', String(page));
  return params;
}

/** A row: the product as the edit form takes it (baht), and its prices in satang to show. */
interface ProductRow {
  product: Product;
  price: Satang;
  originalPrice: Satang | null;
}

type ProductList =
  | { status: 'shown'; total: number; pageSize: number; rows: ProductRow[] }
  | { status: 'forbidden' | 'failed' };

async function fetchList(list: ListState, signal: AbortSignal): Promise<ProductList> {
  try {
    const page = await call(
      client.admin.products.$get(
        {
          query: {
            q: list.q,
            category: list.category,
            page: String(list.page),
            pageSize: String(ADMIN_PRODUCTS_PAGE_SIZE),
          },
        },
        { init: { signal } },
      ),
    );
    return {
      status: 'shown',
      total: page.total,
      pageSize: page.pageSize,
      rows: page.items.map((product) => ({
        product,
        ...inSatang(product, ['price', 'originalPrice'] as const),
      })),
    };
  } catch (error) {
    return { status: error instanceof ApiError && error.status === 403 ? 'forbidden' : 'failed' };
  }
}

/**
 * The page of products the URL names. A role the session already says may not manage products
 * asks nothing; otherwise the server decides.
 */
export function loader({ request }: LoaderFunctionArgs) {
  const url = new URL(request.url);
  const list = readList(url.searchParams);
  const { status, user } = useSessionStore.getState();
  const refused = status === 'ready' && !can(user?.role, 'products:manage');
  return {
    key: writeList(list).toString(),
    products: refused
      ? Promise.resolve<ProductList>({ status: 'forbidden' })
      : fetchList(list, request.signal),
  };
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

function StockState({ product }: { product: Product }) {
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

const SEARCH_SETTLE_MS = 300;

/**
 * The search box's text, written to the URL once typing pauses. A search the URL gets from
 * elsewhere (back, a link) replaces the text; the box's own, arriving late, does not undo typing.
 */
function useSearchText(q: string, onSettled: (q: string) => void) {
  const [value, setValue] = useState(q);
  const [shownQ, setShownQ] = useState(q);
  const [written, setWritten] = useState(q);
  if (shownQ !== q) {
    setShownQ(q);
    if (q !== written) {
      setWritten(q);
      setValue(q);
    }
  }
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  useEffect(() => () => clearTimeout(timer.current), []);
  const change = (next: string) => {
    setValue(next);
    clearTimeout(timer.current);
    timer.current = setTimeout(() => {
      setWritten(next.trim());
      onSettled(next.trim());
    }, SEARCH_SETTLE_MS);
  };
  return [value, change] as const;
}

/** Admin and root manage the catalogue: search, filter, add, edit and delete products. */
export function Component() {
  const { key, products } = useLoaderData<typeof loader>();
  const [params, setParams] = useSearchParams();
  const list = readList(params);
  const revalidator = useRevalidator();
  const role = useSessionStore((state) => state.user?.role);
  const [editing, setEditing] = useState<{ product: Product | null } | null>(null);
  const [actionError, setActionError] = useState<string | null>(null);
  const [shown, setShown] = useState<ProductList | null>(null);
  const show = (next: Partial<ListState>) =>
    setParams(writeList({ ...list, page: 1, ...next }), { preventScrollReset: true });
  const [search, setSearch] = useSearchText(list.q, (q) => {
    if (q !== readList(params).q) show({ q });
  });

  if (!can(role, 'products:manage') || shown?.status === 'forbidden') return <AccessDenied />;

  const remove = async (product: Product, lastOnPage: boolean) => {
    if (!window.confirm(adminMessages.productForm.confirmDelete)) return;
    setActionError(null);
    try {
      await call(client.admin.products[':id'].$delete({ param: { id: String(product.id) } }));
      if (lastOnPage && list.page > 1) show({ page: list.page - 1 });
      else void revalidator.revalidate();
    } catch (caught) {
      setActionError(
        caught instanceof ApiError ? caught.message : adminMessages.adminForm.deleteFailed,
      );
    }
  };

  return (
    <>
      <AdminSectionHeader
        title={text.title}
        subtitle={shown?.status === 'shown' ? countOf(shown.total, text.noun) : undefined}
        addLabel={text.add}
        onAdd={() => setEditing({ product: null })}
      />
      <AdminToolbar>
        <SearchBox
          label={text.search}
          placeholder={text.searchPlaceholder}
          value={search}
          onChange={setSearch}
        />
        <FilterSelect
          label={text.category}
          value={list.category}
          onChange={(value) => show({ category: isCategoryId(value) ? value : '' })}
          allLabel={text.allCategories}
          options={CATEGORIES.map((item) => ({ value: item.id, label: item.name }))}
        />
      </AdminToolbar>
      <LoadedList
        data={products}
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
              loadError={answer.status === 'failed' ? adminMessages.adminForm.loadFailed : null}
            />
            <AdminTable
              caption={text.title}
              columns={COLUMNS}
              loading={false}
              empty={
                answer.status === 'shown' && answer.rows.length === 0
                  ? messages.empty.products
                  : null
              }
              minWidth="min-w-[56rem]"
              cardsOnPhone
            >
              {answer.status === 'shown'
                ? answer.rows.map((row) => (
                    <ProductTableRow
                      key={row.product.id}
                      row={row}
                      onEdit={() => setEditing({ product: row.product })}
                      onDelete={() => void remove(row.product, answer.rows.length === 1)}
                    />
                  ))
                : null}
            </AdminTable>
            {answer.status === 'shown' ? (
              <Pagination
                label={text.pages}
                page={list.page}
                pageCount={Math.ceil(answer.total / answer.pageSize)}
                onPageChange={(page) => show({ page })}
              />
            ) : null}
          </>
        )}
      </LoadedList>
      <ProductFormDialog
        open={editing !== null}
        product={editing?.product ?? null}
        canSetEligibility={can(role, 'products:manage')}
        onClose={() => setEditing(null)}
        onSaved={() => {
          setEditing(null);
          void revalidator.revalidate();
        }}
      />
    </>
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
