import { useState } from 'react';
import { adminMessages } from '../../../shared/admin-messages.ts';
import { ApiError } from '../../lib/api.ts';
import { useApiQuery, useDebouncedValue } from '../../lib/use-api-query.ts';

interface ListPage {
  items: unknown[];
  total: number;
  pageSize: number;
}

type Filters = Record<string, string>;

interface AdminListOptions<F extends Filters> {
  /** The admin list endpoint, e.g. '/admin/products'. */
  path: string;
  pageSize: number;
  /** The filters (select boxes) and their starting values, sent between `q` and `page`. */
  filters?: F;
}

const deleteFailure = (caught: unknown) =>
  caught instanceof ApiError ? caught.message : adminMessages.adminForm.deleteFailed;

/**
 * The state every admin table shares: the search box (debounced), its filters, the page, the
 * GET of the list and the delete that steps back a page when it empties the last one.
 */
export function useAdminList<P extends ListPage, F extends Filters = Record<never, string>>({
  path,
  pageSize,
  filters: initialFilters,
}: AdminListOptions<F>) {
  const [search, setSearchText] = useState('');
  const [filters, setFilters] = useState<F>(initialFilters ?? ({} as F));
  const [page, setPage] = useState(1);
  const [actionError, setActionError] = useState<string | null>(null);
  const q = useDebouncedValue(search.trim());
  const list = useApiQuery<P>(path, { q, ...filters, page, pageSize });
  const data = list.data;
  const pageCount = data ? Math.ceil(data.total / data.pageSize) : 0;

  /** Asks for confirmation, runs the delete, then reloads (or steps back from an emptied page). */
  const remove = async (
    confirmText: string,
    run: () => Promise<unknown>,
    failure: (caught: unknown) => string = deleteFailure,
  ) => {
    if (!window.confirm(confirmText)) return;
    setActionError(null);
    try {
      await run();
      if (data?.items.length === 1 && page > 1) setPage(page - 1);
      else list.reload();
    } catch (caught) {
      setActionError(failure(caught));
    }
  };

  return {
    data,
    reload: list.reload,
    /** The API refused the signed-in role the list. */
    forbidden: list.error?.status === 403,
    /** The list could not be fetched for another reason. */
    loadFailed: list.error !== null && list.error.status !== 403,
    /** Waiting for the first answer (later reloads keep the rows on screen). */
    firstLoad: list.loading && !data,
    empty: data?.items.length === 0,
    search,
    /** A new search starts again from page 1. */
    setSearch: (value: string) => {
      setSearchText(value);
      setPage(1);
    },
    filters,
    /** A new filter starts again from page 1. */
    setFilter: <K extends keyof F>(key: K, value: F[K]) => {
      setFilters((current) => ({ ...current, [key]: value }));
      setPage(1);
    },
    page,
    pageCount,
    /** Props for <Pagination>. */
    paging: { page, pageCount, onPageChange: setPage },
    actionError,
    setActionError,
    remove,
  };
}
