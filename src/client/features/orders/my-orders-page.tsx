import { type LoaderFunctionArgs, useLoaderData } from 'react-router';
import { checkoutMessages } from '../../../shared/checkout-messages.ts';
import { paths } from '../../../shared/routes.ts';
import { LinkButton } from '../../components/ui/link-button.tsx';
import { LinkPagination } from '../../components/ui/link-pagination.tsx';
import { deferred } from '../../components/ui/loaded.tsx';
import { PageHeading } from '../../components/ui/page-heading.tsx';
import { forSignedIn } from './customer-route.ts';
import { OrdersSkeleton } from './order-skeleton.tsx';
import { OrderSummary } from './order-summary.tsx';
import { fetchMyOrders } from './orders-api.ts';
import { SignedInLoaded } from './signed-in-loaded.tsx';

const text = checkoutMessages.orders;

/** The page of my orders the address names (`?page=2`); a visitor's is null. */
export function loader({ request }: LoaderFunctionArgs) {
  const asked = Number.parseInt(new URL(request.url).searchParams.get('page') ?? '', 10);
  const page = asked >= 1 ? asked : 1;
  return { orders: deferred(forSignedIn(() => fetchMyOrders(page, request.signal))) };
}

/** My orders: the customer's own orders, newest first. */
export function Component() {
  const { orders } = useLoaderData<typeof loader>();

  return (
    <div className="mx-auto max-w-3xl px-4 py-6 sm:py-8">
      <PageHeading title={text.title} />
      <SignedInLoaded data={orders} fallback={<OrdersSkeleton />} errorMessage={text.loadFailed}>
        {(list) =>
          list.items.length === 0 ? (
            <div className="rounded-2xl border border-stone-200 bg-white p-6 text-center">
              <p className="mb-4 text-stone-700">{text.empty}</p>
              <LinkButton to={paths.products}>{text.shop}</LinkButton>
            </div>
          ) : (
            <>
              <p className="mb-4 text-sm text-stone-600">{text.count(list.total)}</p>
              <div className="space-y-4">
                {list.items.map((order) => (
                  <OrderSummary key={order.id} order={order} linkToDetail />
                ))}
              </div>
              <LinkPagination
                page={list.page}
                pageCount={Math.ceil(list.total / list.pageSize)}
                hrefFor={(page) => `${paths.orders}?page=${page}`}
              />
            </>
          )
        }
      </SignedInLoaded>
    </div>
  );
}
