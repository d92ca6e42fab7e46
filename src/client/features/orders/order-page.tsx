import { useEffect, useState } from 'react';
import { Link, useParams } from 'react-router';
import { checkoutMessages } from '../../../shared/checkout-messages.ts';
import type { Order } from '../../../shared/contracts/orders.ts';
import { paths } from '../../../shared/routes.ts';
import { LoadingState } from '../../components/ui/loading-state.tsx';
import { PageHeading } from '../../components/ui/page-heading.tsx';
import { ApiError } from '../../lib/api.ts';
import { useSessionStore } from '../accounts/public.ts';
import { OrderSummary } from './order-summary.tsx';
import { fetchMyOrder } from './orders-api.ts';
import { SignInPrompt } from './sign-in-prompt.tsx';

type Loaded = { order: Order } | { error: string } | null;

/** One of my orders; another customer's id reads "not found". */
export function Component() {
  const { id = '' } = useParams();
  const user = useSessionStore((state) => state.user);
  const status = useSessionStore((state) => state.status);
  const [loaded, setLoaded] = useState<Loaded>(null);
  const userId = user?.id;

  useEffect(() => {
    if (!userId) return;
    const controller = new AbortController();
    setLoaded(null);
    fetchMyOrder(id, controller.signal).then(
      (order) => setLoaded({ order }),
      (error: unknown) => {
        if (controller.signal.aborted) return;
        setLoaded({
          error:
            error instanceof ApiError && error.status === 404
              ? checkoutMessages.orders.notFound
              : checkoutMessages.orders.loadFailed,
        });
      },
    );
    return () => controller.abort();
  }, [userId, id]);

  return (
    <div className="mx-auto max-w-3xl px-4 py-6 sm:py-8">
      <Link
        to={paths.orders}
        className="mb-3 inline-block text-sm font-semibold text-brand-700 underline-offset-2 hover:underline"
      >
        ← {checkoutMessages.orders.title}
      </Link>
      {status === 'unknown' ? (
        <LoadingState />
      ) : !user ? (
        <>
          <PageHeading title="รายละเอียดคำสั่งซื้อ" />
          <SignInPrompt />
        </>
      ) : loaded === null ? (
        <LoadingState label="กำลังโหลดคำสั่งซื้อ..." />
      ) : 'error' in loaded ? (
        <>
          <PageHeading title="รายละเอียดคำสั่งซื้อ" />
          <p role="alert" className="text-red-700">
            {loaded.error}
          </p>
        </>
      ) : (
        <OrderSummary order={loaded.order} headingLevel="h1" />
      )}
    </div>
  );
}
