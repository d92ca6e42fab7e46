import { useEffect, useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import { checkoutMessages } from '../../../shared/checkout-messages.ts';
import type { Page } from '../../../shared/contracts/common.ts';
import type { Order } from '../../../shared/contracts/orders.ts';
import { paths } from '../../../shared/routes.ts';
import { LoadingState } from '../../components/ui/loading-state.tsx';
import { PageHeading } from '../../components/ui/page-heading.tsx';
import { useSessionStore } from '../accounts/public.ts';
import { OrderSummary } from './order-summary.tsx';
import { fetchMyOrders } from './orders-api.ts';
import { SignInPrompt } from './sign-in-prompt.tsx';

type Loaded = { page: Page<Order>; error: false } | { page: null; error: true } | null;

/** My orders: the customer's own orders, newest first. */
export function Component() {
  const user = useSessionStore((state) => state.user);
  const status = useSessionStore((state) => state.status);
  const [params, setParams] = useSearchParams();
  const page = Math.max(1, Number.parseInt(params.get('page') ?? '1', 10) || 1);
  const [loaded, setLoaded] = useState<Loaded>(null);
  const userId = user?.id;

  useEffect(() => {
    if (!userId) return;
    const controller = new AbortController();
    setLoaded(null);
    fetchMyOrders(page, controller.signal).then(
      (result) => setLoaded({ page: result, error: false }),
      () => !controller.signal.aborted && setLoaded({ page: null, error: true }),
    );
    return () => controller.abort();
  }, [userId, page]);

  const pages = loaded?.page ? Math.max(1, Math.ceil(loaded.page.total / loaded.page.pageSize)) : 1;

  return (
    <div className="mx-auto max-w-3xl px-4 py-6 sm:py-8">
      <PageHeading title={checkoutMessages.orders.title} />
      {status === 'unknown' ? (
        <LoadingState />
      ) : !user ? (
        <SignInPrompt />
      ) : loaded === null ? (
        <LoadingState label="กำลังโหลดคำสั่งซื้อ..." />
      ) : loaded.error ? (
        <p role="alert" className="text-red-700">
          {checkoutMessages.orders.loadFailed}
        </p>
      ) : loaded.page.items.length === 0 ? (
        <div className="rounded-2xl border border-stone-200 bg-white p-6 text-center">
          <p className="mb-4 text-stone-700">{checkoutMessages.orders.empty}</p>
          <Link
            to={paths.products}
            className="inline-flex h-11 items-center rounded-full bg-brand-700 px-6 font-semibold text-white hover:bg-brand-800"
          >
            เลือกซื้อสินค้า
          </Link>
        </div>
      ) : (
        <>
          <p className="mb-4 text-sm text-stone-600">ทั้งหมด {loaded.page.total} คำสั่งซื้อ</p>
          <div className="space-y-4">
            {loaded.page.items.map((order) => (
              <OrderSummary key={order.id} order={order} linkToDetail />
            ))}
          </div>
          {pages > 1 ? (
            <nav aria-label="หน้า" className="mt-6 flex items-center justify-center gap-3">
              <button
                type="button"
                disabled={page <= 1}
                onClick={() => setParams({ page: String(page - 1) })}
                className="h-10 rounded-full border border-stone-300 px-4 font-semibold disabled:opacity-40"
              >
                ก่อนหน้า
              </button>
              <span className="text-sm text-stone-600">
                หน้า {page} / {pages}
              </span>
              <button
                type="button"
                disabled={page >= pages}
                onClick={() => setParams({ page: String(page + 1) })}
                className="h-10 rounded-full border border-stone-300 px-4 font-semibold disabled:opacity-40"
              >
                ถัดไป
              </button>
            </nav>
          ) : null}
        </>
      )}
    </div>
  );
}
