import { checkoutMessages } from '../../../shared/checkout-messages.ts';

/** One order card while it loads, the shape of `OrderSummary` so nothing jumps when it comes. */
function OrderCardSkeleton() {
  return (
    <div
      aria-hidden="true"
      className="animate-pulse space-y-4 rounded-2xl border border-stone-200 bg-white p-4 shadow-sm motion-reduce:animate-none sm:p-6"
    >
      <div className="flex items-start justify-between gap-2">
        <div className="space-y-2">
          <div className="h-6 w-56 max-w-full rounded bg-stone-200" />
          <div className="h-4 w-40 rounded bg-stone-200" />
        </div>
        <div className="h-6 w-20 rounded-full bg-stone-200" />
      </div>
      <div className="grid grid-cols-5 gap-1">
        {[0, 1, 2, 3, 4].map((step) => (
          <div key={step} className="flex flex-col items-center gap-1">
            <div className="size-8 rounded-full bg-stone-200" />
            <div className="h-3 w-12 max-w-full rounded bg-stone-200" />
          </div>
        ))}
      </div>
      <div className="space-y-3 py-2">
        <div className="h-4 w-full rounded bg-stone-200" />
        <div className="h-4 w-3/4 rounded bg-stone-200" />
      </div>
      <div className="space-y-2 border-t border-stone-200 pt-3">
        <div className="ml-auto h-4 w-1/3 rounded bg-stone-200" />
        <div className="ml-auto h-5 w-1/2 rounded bg-stone-200" />
      </div>
    </div>
  );
}

/** Orders on their way: `count` cards, named for screen readers once. */
export function OrdersSkeleton({ count = 2 }: { count?: number }) {
  return (
    <div className="space-y-4">
      <p role="status" className="sr-only">
        {checkoutMessages.orders.loading}
      </p>
      {Array.from({ length: count }, (_, index) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: placeholders have no identity
        <OrderCardSkeleton key={index} />
      ))}
    </div>
  );
}
