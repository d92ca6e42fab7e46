import type { ReactNode } from 'react';
import { type LoaderFunctionArgs, useLoaderData } from 'react-router';
import { checkoutMessages } from '../../../shared/checkout-messages.ts';
import { paths } from '../../../shared/routes.ts';
import { Link } from '../../components/ui/link.tsx';
import { deferred } from '../../components/ui/loaded.tsx';
import { PageHeading } from '../../components/ui/page-heading.tsx';
import { ApiError } from '../../lib/api.ts';
import { ReviewInvitation } from '../content/public.ts';
import { forSignedIn } from './customer-route.ts';
import { OrdersSkeleton } from './order-skeleton.tsx';
import { OrderSummary } from './order-summary.tsx';
import { fetchMyOrder } from './orders-api.ts';
import { SignInPrompt } from './sign-in-prompt.tsx';
import { SignedInLoaded } from './signed-in-loaded.tsx';

const text = checkoutMessages.orders;

/** One of my orders; 'missing' when the API knows no such order of mine (another's reads so). */
export function loader({ params, request }: LoaderFunctionArgs) {
  const id = params.id ?? '';
  return {
    order: deferred(
      forSignedIn(() =>
        fetchMyOrder(id, request.signal).catch((error: unknown) => {
          if (error instanceof ApiError && error.status === 404) return 'missing' as const;
          throw error;
        }),
      ),
    ),
  };
}

/** One of my orders; another customer's id reads "not found". */
export function Component() {
  const { order } = useLoaderData<typeof loader>();

  const titled = (body: ReactNode) => (
    <>
      <PageHeading title={text.detailTitle} />
      {body}
    </>
  );

  return (
    <div className="mx-auto max-w-3xl px-4 py-6 sm:py-8">
      <Link
        to={paths.orders}
        className="mb-3 inline-block text-sm font-semibold text-brand-700 underline-offset-2 hover:underline"
      >
        ← {text.title}
      </Link>
      <SignedInLoaded
        data={order}
        fallback={<OrdersSkeleton count={1} />}
        errorMessage={text.loadFailed}
        prompt={titled(<SignInPrompt />)}
      >
        {(found) =>
          found === 'missing' ? (
            titled(
              <p role="alert" className="text-red-700">
                {text.notFound}
              </p>,
            )
          ) : (
            <>
              <OrderSummary order={found} headingLevel="h1" />
              {found.status === 'delivered' ? (
                <ReviewInvitation orderId={found.id} items={found.items} />
              ) : null}
            </>
          )
        }
      </SignedInLoaded>
    </div>
  );
}
