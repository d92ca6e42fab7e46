import { type LoaderFunctionArgs, useLoaderData } from 'react-router';
import { adminMessages } from '../../../../shared/admin-messages.ts';
import { ADMIN_REVIEWS_PAGE_SIZE } from '../../../../shared/contracts/admin-content.ts';
import { AbsentMark, AdminCell, deferredRows } from '../../../components/ui/admin-table.tsx';
import { Stars } from '../../../components/ui/stars.tsx';
import { adminListQuery } from '../../../components/ui/use-admin-list.ts';
import { formatReviewDate } from '../../../lib/admin-format.ts';
import { call, client } from '../../../lib/api.ts';
import { ContentAdminList } from './content-admin-list.tsx';
import { ReviewVisibility } from './review-visibility.tsx';

const text = adminMessages.contentAdmin.reviews;
const [, ratingColumn, commentColumn, sourceColumn, dateColumn, featuredColumn, shownColumn] =
  text.columns;

/** The page of reviews the URL asks for (`?q=…&page=2`). */
export function loader({ request }: LoaderFunctionArgs) {
  const { q, page } = adminListQuery(request);
  const query = { q, page, pageSize: ADMIN_REVIEWS_PAGE_SIZE };
  return { list: deferredRows(call(client.admin.reviews.$get({ query }))) };
}

/** Customer reviews: search by name, comment or source; a buyer's review may be hidden with a reason. */
export function Component() {
  const { list } = useLoaderData<typeof loader>();
  return (
    <ContentAdminList
      texts={text}
      align={{ Featured: 'center' }}
      minWidth="min-w-[64rem]"
      cardsOnPhone
      list={list}
      row={(review) => (
        <tr key={review.id} className="align-top hover:bg-stone-50">
          <th
            scope="row"
            className="admin-card-wide px-4 py-3 text-left font-semibold whitespace-nowrap text-stone-900"
          >
            {review.name}
          </th>
          <AdminCell label={ratingColumn}>
            <Stars rating={review.rating} label={text.stars} />
          </AdminCell>
          <AdminCell
            label={commentColumn}
            wide
            className="max-w-md min-w-60 wrap-anywhere text-stone-700"
          >
            {review.comment}
          </AdminCell>
          <AdminCell label={sourceColumn}>
            <span
              className={`rounded-full px-2 py-0.5 text-xs font-semibold ${review.verifiedBuyer ? 'bg-brand-50 text-brand-800' : 'bg-stone-100 text-stone-700'}`}
            >
              {review.verifiedBuyer ? text.verifiedBuyer : review.tag}
            </span>
          </AdminCell>
          <AdminCell label={dateColumn} className="whitespace-nowrap text-stone-700">
            {formatReviewDate(review.date)}
          </AdminCell>
          <AdminCell label={featuredColumn} className="text-center">
            {review.isFeatured ? (
              <span className="rounded-full bg-harvest-400/30 px-2 py-0.5 text-xs font-semibold text-amber-900">
                {text.featured}
              </span>
            ) : (
              <AbsentMark label={text.notFeatured} />
            )}
          </AdminCell>
          <AdminCell label={shownColumn} wide>
            {review.productId === null ? (
              <AbsentMark label={text.notABuyersReview} />
            ) : (
              <ReviewVisibility review={review} />
            )}
          </AdminCell>
        </tr>
      )}
    />
  );
}
