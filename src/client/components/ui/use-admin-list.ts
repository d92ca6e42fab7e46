import { useEffect, useRef, useState } from 'react';
import { useLocation, useNavigation, useRevalidator, useSearchParams } from 'react-router';
import { adminMessages } from '../../../shared/admin-messages.ts';
import { ApiError } from '../../lib/api.ts';
import { withChanges } from '../../lib/search-params.ts';
import { useDebouncedValue } from '../../lib/use-debounced-value.ts';

const deleteFailure = (caught: unknown) =>
  caught instanceof ApiError ? caught.message : adminMessages.adminForm.deleteFailed;

/** A row's delete: asked first; its failure shown above the table, its success followed up. */
async function confirmedDelete(
  confirmText: string,
  run: () => Promise<unknown>,
  failure: (caught: unknown) => string,
  setActionError: (message: string | null) => void,
  done: () => void,
) {
  if (!window.confirm(confirmText)) return;
  setActionError(null);
  try {
    await run();
    done();
  } catch (caught) {
    setActionError(failure(caught));
  }
}

type ListQuery<F extends string> = { q: string; page: number } & Record<F, string>;

function readListQuery<F extends string>(params: URLSearchParams, filterNames: readonly F[]) {
  const page = Number(params.get('page'));
  return {
    q: (params.get('q') ?? '').trim(),
    page: Number.isInteger(page) && page >= 1 ? page : 1,
    filters: Object.fromEntries(
      filterNames.map((name) => [name, params.get(name) ?? '']),
    ) as Record<F, string>,
  };
}

/** The list's query as the page's address holds it, for its loader: `?q=&page=` and the filters. */
export function adminListQuery<F extends string = never>(
  request: Request,
  filterNames: readonly F[] = [],
): ListQuery<F> {
  const { q, page, filters } = readListQuery(new URL(request.url).searchParams, filterNames);
  return { q, page, ...filters } as ListQuery<F>;
}

/**
 * An admin list whose rows are route data: the search box (written to `?q=` once typing pauses),
 * the filters and the page live in the address, so the route's loader asks for the rows (read
 * them there with `adminListQuery`) and Back returns to the same list. A new search or filter
 * starts again from page 1. After a change, `reload` runs the loader again; `remove` deletes after
 * a confirmation and steps back from a page it empties.
 */
export function useAdminListParams<F extends string = never>(filterNames: readonly F[] = []) {
  const [params, setParams] = useSearchParams();
  const revalidator = useRevalidator();
  const [actionError, setActionError] = useState<string | null>(null);
  const { q: query, page } = readListQuery(params, filterNames);
  // A filter just changed shows at once, while its page of rows is still being asked for: a
  // controlled box or select would otherwise spring back until the navigation ends.
  const { pathname } = useLocation();
  const going = useNavigation().location;
  const shown = going?.pathname === pathname ? new URLSearchParams(going.search) : params;
  const { filters } = readListQuery(shown, filterNames);
  // The address the last change asked for, until it is reached: a second change made while the
  // first one's rows are still loading builds on it (React Router's updater would be handed the
  // address before the first change, and the first filter would be lost).
  const asked = useRef<URLSearchParams | null>(null);
  if (!going || asked.current?.toString() === params.toString()) asked.current = null;

  // The box as typed; it follows the address when that changes another way (Back, a link).
  const [search, setSearch] = useState(query);
  const [shownQuery, setShownQuery] = useState(query);
  if (query !== shownQuery) {
    setShownQuery(query);
    if (query !== search.trim()) setSearch(query);
  }
  const settled = useDebouncedValue(search.trim());
  // Only a newly settled search writes the address (not a new address meeting the old search).
  const current = useRef({ query, setParams });
  current.current = { query, setParams };
  useEffect(() => {
    if (settled === current.current.query) return;
    current.current.setParams((before) => withChanges(before, { q: settled, page: '' }), {
      replace: true,
      preventScrollReset: true,
    });
  }, [settled]);

  // Only what differs from the first page of everything stays in the address.
  const change = (values: Record<string, string>) => {
    const next = withChanges(asked.current ?? shown, values);
    asked.current = next;
    setParams(next, { preventScrollReset: true });
  };
  const setPage = (to: number) => change({ page: to > 1 ? String(to) : '' });
  const reload = () => void revalidator.revalidate();

  return {
    search,
    setSearch,
    /** The search box's props: `<SearchBox label=… {...list.searchBox} />`. */
    searchBox: { value: search, onChange: setSearch },
    filters,
    /** A new filter starts again from page 1. */
    setFilter: (name: F, value: string) => change({ [name]: value, page: '' }),
    page,
    /** Props for <Pagination> under a page of `total` rows. */
    paging: (total: number, pageSize: number) => ({
      page,
      pageCount: Math.ceil(total / pageSize),
      onPageChange: setPage,
    }),
    reload,
    actionError,
    setActionError,
    /** Asks, deletes, then loads the list again (or the page before, when this one is emptied). */
    remove: (
      confirmText: string,
      run: () => Promise<unknown>,
      { rowsOnPage }: { rowsOnPage: number },
      failure: (caught: unknown) => string = deleteFailure,
    ) =>
      confirmedDelete(confirmText, run, failure, setActionError, () => {
        if (rowsOnPage === 1 && page > 1) setPage(page - 1);
        else reload();
      }),
  };
}

export type AdminListParams<F extends string = string> = ReturnType<typeof useAdminListParams<F>>;

/**
 * A list's add and edit dialog: closed, open empty (`add`) or open on a row (`edit`). Saved, it
 * closes and the list loads again; `dialog` is the form dialog's props (`EditDialogProps`).
 */
export function useEditDialog<T>(reload: () => void) {
  const [editing, setEditing] = useState<{ item: T | null } | null>(null);
  return {
    /** The row being edited; null while adding or closed. */
    item: editing?.item ?? null,
    add: () => setEditing({ item: null }),
    edit: (item: T) => setEditing({ item }),
    dialog: {
      open: editing !== null,
      item: editing?.item ?? null,
      onClose: () => setEditing(null),
      onSaved: () => {
        setEditing(null);
        reload();
      },
    },
  };
}
