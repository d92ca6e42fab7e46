import { adminMessages } from '../../../../shared/admin-messages.ts';
import {
  ADMIN_REVIEWS_PAGE_SIZE,
  type AdminReviewPage,
} from '../../../../shared/contracts/admin-content.ts';
import { formatThaiDate } from '../../../../shared/domain/dates.ts';
import { messages } from '../../../../shared/messages.ts';
import { AccessDenied } from '../../../components/ui/access-denied.tsx';
import {
  AdminSectionHeader,
  AdminToolbar,
  SearchBox,
} from '../../../components/ui/admin-list-toolbar.tsx';
import { AbsentMark, AdminListErrors, AdminTable } from '../../../components/ui/admin-table.tsx';
import { Pagination } from '../../../components/ui/pagination.tsx';
import { Stars } from '../../../components/ui/stars.tsx';
import { useAdminList } from '../../../components/ui/use-admin-list.ts';
import { countOf } from '../../../lib/admin-format.ts';

const COLUMNS = [
  { label: 'Name' },
  { label: 'Rating' },
  { label: 'Comment' },
  { label: 'Source' },
  { label: 'Date' },
  { label: 'Featured', align: 'center' },
] as const;

/** Customer reviews, read-only: search by name, comment or source. */
export function Component() {
  const list = useAdminList<AdminReviewPage>({
    path: '/admin/reviews',
    pageSize: ADMIN_REVIEWS_PAGE_SIZE,
  });

  if (list.forbidden) return <AccessDenied />;

  return (
    <>
      <AdminSectionHeader
        title="Customer Reviews"
        subtitle={list.data ? countOf(list.data.total, 'review') : undefined}
      />
      <AdminToolbar>
        <SearchBox
          label="Search reviews"
          placeholder="ค้นหาชื่อ ความคิดเห็น หรือช่องทาง..."
          value={list.search}
          onChange={list.setSearch}
        />
      </AdminToolbar>
      <AdminListErrors loadError={list.loadFailed ? adminMessages.adminForm.loadFailed : null} />
      <AdminTable
        caption="Customer reviews"
        columns={COLUMNS}
        loading={list.firstLoad}
        empty={list.empty ? messages.empty.reviews : null}
        minWidth="min-w-[52rem]"
      >
        {list.data?.items.map((review) => (
          <tr key={review.id} className="align-top hover:bg-stone-50">
            <th
              scope="row"
              className="px-4 py-3 text-left font-semibold whitespace-nowrap text-stone-900"
            >
              {review.name}
            </th>
            <td className="px-4 py-3">
              <Stars rating={review.rating} label={(rating) => `${rating} out of 5`} />
            </td>
            <td className="max-w-md px-4 py-3 text-stone-700">{review.comment}</td>
            <td className="px-4 py-3">
              <span className="rounded-full bg-stone-100 px-2 py-0.5 text-xs font-semibold text-stone-700">
                {review.tag}
              </span>
            </td>
            <td className="px-4 py-3 whitespace-nowrap text-stone-700">
              {formatThaiDate(review.date)}
            </td>
            <td className="px-4 py-3 text-center">
              {review.isFeatured ? (
                <span className="rounded-full bg-harvest-400/30 px-2 py-0.5 text-xs font-semibold text-amber-900">
                  Featured
                </span>
              ) : (
                <AbsentMark label="featured" />
              )}
            </td>
          </tr>
        ))}
      </AdminTable>
      <Pagination label="Reviews pages" {...list.paging} />
    </>
  );
}
