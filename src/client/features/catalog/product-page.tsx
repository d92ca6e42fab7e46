import { useEffect, useId, useState } from 'react';
import { Link, Navigate, useLocation, useParams } from 'react-router';
import type { Product } from '../../../shared/contracts/catalog.ts';
import { categoryName } from '../../../shared/domain/categories.ts';
import { LOW_STOCK_THRESHOLD } from '../../../shared/domain/listing.ts';
import { messages } from '../../../shared/messages.ts';
import { paths } from '../../../shared/routes.ts';
import { CartIcon } from '../../components/ui/icons.tsx';
import { LoadingState } from '../../components/ui/loading-state.tsx';
import { SectionError } from '../../components/ui/section-error.tsx';
import { Stars } from '../../components/ui/stars.tsx';
import { ApiError } from '../../lib/api.ts';
import { useFetch } from '../../lib/use-fetch.ts';
import { trackCartAdd, trackProductView } from '../analytics/public.ts';
import { MAX_LINE_QUANTITY, useCartStore } from '../cart/public.ts';
import { fetchProduct } from './catalog-api.ts';
import { formatPrice } from './product-card.tsx';

function StockState({ product }: { product: Product }) {
  if (!product.inStock) {
    return <p className="font-semibold text-red-700">สินค้าหมด</p>;
  }
  if (product.stockCount < LOW_STOCK_THRESHOLD) {
    return <p className="font-semibold text-orange-700">{messages.lowStock(product.stockCount)}</p>;
  }
  return (
    <p className="font-semibold text-brand-700">
      มีสินค้าพร้อมส่ง ({product.stockCount.toLocaleString('th-TH')} ชิ้น)
    </p>
  );
}

function AddToCart({ product }: { product: Product }) {
  const [quantity, setQuantity] = useState(1);
  const inCart = useCartStore(
    (state) => state.items.find((item) => item.productId === product.id)?.quantity ?? 0,
  );
  const add = useCartStore((state) => state.add);
  const [added, setAdded] = useState(false);
  const id = useId();
  const max = Math.max(1, Math.min(product.stockCount, MAX_LINE_QUANTITY));
  const clamp = (value: number) => Math.min(max, Math.max(1, Math.floor(value) || 1));

  useEffect(() => {
    if (!added) return;
    const timer = setTimeout(() => setAdded(false), 2500);
    return () => clearTimeout(timer);
  }, [added]);

  const step =
    'grid size-11 place-items-center text-xl font-bold text-stone-700 hover:bg-stone-100 disabled:text-stone-300';
  return (
    <div className="space-y-3">
      <div className="flex flex-wrap items-center gap-3">
        <label htmlFor={id} className="font-semibold text-stone-800">
          จำนวน
        </label>
        <div className="flex items-center overflow-hidden rounded-xl border border-stone-300 bg-white">
          <button
            type="button"
            aria-label="ลดจำนวน"
            disabled={!product.inStock || quantity <= 1}
            onClick={() => setQuantity((q) => clamp(q - 1))}
            className={step}
          >
            −
          </button>
          <input
            id={id}
            type="number"
            inputMode="numeric"
            min={1}
            max={max}
            value={quantity}
            disabled={!product.inStock}
            onChange={(event) => setQuantity(clamp(Number(event.target.value)))}
            className="h-11 w-16 border-x border-stone-300 text-center text-lg [appearance:textfield] [&::-webkit-inner-spin-button]:appearance-none"
          />
          <button
            type="button"
            aria-label="เพิ่มจำนวน"
            disabled={!product.inStock || quantity >= max}
            onClick={() => setQuantity((q) => clamp(q + 1))}
            className={step}
          >
            +
          </button>
        </div>
      </div>
      <button
        type="button"
        disabled={!product.inStock}
        onClick={() => {
          add(product, quantity);
          trackCartAdd(product.id, quantity);
          setAdded(true);
        }}
        className="inline-flex h-12 w-full items-center justify-center gap-2 rounded-xl bg-brand-700 px-8 text-lg font-bold text-white hover:bg-brand-800 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-700 disabled:cursor-not-allowed disabled:bg-stone-200 disabled:text-stone-500 sm:w-auto"
      >
        <CartIcon className="size-6" />
        {product.inStock ? 'เพิ่มลงตะกร้า' : 'สินค้าหมด'}
      </button>
      <p role="status" className="min-h-6 font-semibold text-brand-700">
        {added ? `เพิ่ม ${quantity} ชิ้นลงตะกร้าแล้ว` : inCart > 0 ? `อยู่ในตะกร้าแล้ว (${inCart} ชิ้น)` : ''}
      </p>
    </div>
  );
}

function ProductDetails({ product }: { product: Product }) {
  const onSale = product.isOnSale && product.discountPercent > 0;
  const saving =
    product.originalPrice !== null && product.originalPrice > product.price
      ? product.originalPrice - product.price
      : 0;
  return (
    <article className="grid gap-8 lg:grid-cols-2">
      <div className="relative overflow-hidden rounded-2xl border border-stone-200 bg-white">
        <img
          src={product.image}
          alt={product.name}
          width={400}
          height={400}
          fetchPriority="high"
          className={`aspect-square w-full object-cover ${product.inStock ? '' : 'opacity-60 grayscale'}`}
        />
        {onSale ? (
          <span className="absolute top-3 left-3 rounded-full bg-red-600 px-3 py-1 font-bold text-white shadow">
            ลด {product.discountPercent}%
          </span>
        ) : null}
      </div>

      <div className="space-y-4">
        <Link
          to={paths.category(product.category)}
          className="inline-block rounded-full bg-brand-50 px-3 py-1 text-sm font-semibold text-brand-800 hover:bg-brand-100"
        >
          {categoryName(product.category)}
        </Link>
        <h1 className="text-2xl leading-snug font-bold text-stone-900 sm:text-3xl">
          {product.name}
        </h1>
        <div className="flex items-center gap-2 text-stone-600">
          <Stars rating={product.rating} size="size-5" />
          <span>
            {product.rating.toFixed(1)} ({product.reviewCount} รีวิว)
          </span>
        </div>

        <div className="rounded-2xl bg-stone-100 p-4">
          <p className="flex flex-wrap items-baseline gap-x-3">
            <span className="text-3xl font-bold text-brand-800">{formatPrice(product.price)}</span>
            {saving > 0 && product.originalPrice !== null ? (
              <del className="text-lg text-stone-600">
                <span className="sr-only">ราคาเดิม </span>
                {formatPrice(product.originalPrice)}
              </del>
            ) : null}
          </p>
          {saving > 0 ? (
            <p className="mt-1 font-semibold text-red-700">ประหยัด {formatPrice(saving)}</p>
          ) : null}
          <p className="mt-2 text-stone-700">
            สมาชิกรับ <strong>{product.memberPoints.toLocaleString('th-TH')}</strong> คะแนนสะสม
          </p>
        </div>

        <StockState product={product} />
        <AddToCart product={product} />

        {product.features.length > 0 ? (
          <div>
            <h2 className="mb-2 font-bold text-stone-900">แท็ก</h2>
            <ul className="flex flex-wrap gap-2">
              {product.features.map((tag) => (
                <li key={tag}>
                  <Link
                    to={`${paths.products}?tags=${encodeURIComponent(tag)}`}
                    className="inline-block rounded-full bg-stone-100 px-3 py-1 text-sm text-stone-700 hover:bg-brand-100 hover:text-brand-800"
                  >
                    <span className="sr-only">ค้นหาแท็ก</span> #{tag}
                  </Link>
                </li>
              ))}
            </ul>
          </div>
        ) : null}
      </div>

      <section
        aria-labelledby="product-description"
        className="rounded-2xl border border-stone-200 bg-white p-5 lg:col-span-2"
      >
        <h2 id="product-description" className="mb-2 text-xl font-bold text-stone-900">
          รายละเอียดสินค้า
        </h2>
        <p className="leading-relaxed whitespace-pre-line text-stone-700">{product.description}</p>
        <h2 className="mt-6 mb-2 text-xl font-bold text-stone-900">วิธีใช้</h2>
        <p className="leading-relaxed whitespace-pre-line text-stone-700">
          {product.how2use || 'โปรดอ่านฉลากก่อนใช้ทุกครั้ง'}
        </p>
        <p className="mt-4 rounded-xl bg-amber-50 p-3 text-sm text-amber-900">
          อ่านฉลากให้เข้าใจก่อนใช้ สวมอุปกรณ์ป้องกัน และเก็บให้พ้นมือเด็ก
        </p>
      </section>
    </article>
  );
}

export function Component() {
  const { category, id: idParam } = useParams();
  const id = Number(idParam);
  const valid = Number.isInteger(id) && id > 0;
  const product = useFetch(valid ? `product-${id}` : null, (signal) => fetchProduct(id, signal));

  const source = (useLocation().state as { source?: string } | null)?.source;
  useEffect(() => {
    if (valid) return trackProductView(id, { source });
  }, [valid, id, source]);

  const notFound =
    !valid ||
    (product.status === 'error' &&
      product.error instanceof ApiError &&
      product.error.status === 404);

  useEffect(() => {
    if (product.status === 'ready' && product.data)
      document.title = `${product.data.name} | ร้านเกษตรอยุธยา`;
    return () => {
      document.title = 'ร้านเกษตรอยุธยา';
    };
  }, [product.status, product.data]);

  return (
    <div className="mx-auto max-w-7xl px-4 py-6 sm:py-8">
      <nav aria-label="เส้นทาง" className="mb-4 text-sm text-stone-600">
        <Link to={paths.home} className="hover:underline">
          หน้าแรก
        </Link>
        <span aria-hidden="true"> / </span>
        <Link to={paths.products} className="hover:underline">
          สินค้าทั้งหมด
        </Link>
        {product.fresh && product.data ? (
          <>
            <span aria-hidden="true"> / </span>
            <Link to={paths.category(product.data.category)} className="hover:underline">
              {categoryName(product.data.category)}
            </Link>
          </>
        ) : null}
      </nav>
      {notFound ? (
        <div className="py-12 text-center">
          <h1 className="text-2xl font-bold text-stone-900">ไม่พบสินค้านี้</h1>
          <p className="mt-2 text-stone-600">สินค้าอาจถูกนำออกจากร้านแล้ว</p>
          <Link
            to={paths.products}
            className="mt-5 inline-flex h-11 items-center rounded-full bg-brand-700 px-6 font-semibold text-white hover:bg-brand-800"
          >
            ดูสินค้าทั้งหมด
          </Link>
        </div>
      ) : product.status === 'error' ? (
        <SectionError message="ขออภัย โหลดข้อมูลสินค้าไม่สำเร็จ" onRetry={product.retry} />
      ) : product.fresh && product.data ? (
        product.data.category !== category ? (
          <Navigate to={paths.product(product.data.category, product.data.id)} replace />
        ) : (
          <ProductDetails product={product.data} />
        )
      ) : (
        // A screen tall, so the footer does not jump when the content arrives.
        <div className="min-h-dvh">
          <LoadingState label="กำลังโหลดสินค้า..." />
        </div>
      )}
    </div>
  );
}
