import { useEffect } from 'react';
import { useLocation } from 'react-router';
import { HOME_ARTICLES, HOME_NEWS, HOME_REVIEWS } from '../../../shared/domain/listing.ts';
import { formatPhone } from '../../../shared/domain/phone.ts';
import { paths } from '../../../shared/routes.ts';
import { HomeSection } from '../../components/ui/home-section.tsx';
import { PhoneIcon } from '../../components/ui/icons.tsx';
import { SectionError } from '../../components/ui/section-error.tsx';
import { useFetch } from '../../lib/use-fetch.ts';
import {
  fetchArticles,
  fetchFeaturedReviews,
  fetchNews,
  fetchShopSettings,
} from './content-api.ts';
import { ArticleCard, NewsCard, ReviewCard } from './content-cards.tsx';

function CardSkeletons({ count, className }: { count: number; className: string }) {
  return (
    <div role="status" aria-label="กำลังโหลด" className={className}>
      {Array.from({ length: count }, (_, index) => (
        <div
          // biome-ignore lint/suspicious/noArrayIndexKey: placeholders have no identity
          key={index}
          className="h-80 animate-pulse rounded-2xl border border-stone-200 bg-white motion-reduce:animate-none"
        />
      ))}
    </div>
  );
}

/** Home: the 3 newest articles. */
export function LatestArticlesSection() {
  const state = useFetch('home-articles', (signal) =>
    fetchArticles({ sort: 'latest', page: 1, pageSize: HOME_ARTICLES }, signal),
  );
  const grid = 'grid gap-4 sm:grid-cols-2 lg:grid-cols-3';
  return (
    <HomeSection
      id="articles"
      title="บทความล่าสุด"
      subtitle="ความรู้การเกษตรจากทีมงานร้าน"
      action={{ to: paths.articles, label: 'ดูบทความทั้งหมด' }}
    >
      {state.status === 'error' ? (
        <SectionError message="ขออภัย โหลดบทความไม่สำเร็จ" onRetry={state.retry} />
      ) : !state.data ? (
        <CardSkeletons count={HOME_ARTICLES} className={grid} />
      ) : state.data.items.length === 0 ? (
        <p className="text-center text-stone-600">ยังไม่มีบทความใหม่ในขณะนี้.</p>
      ) : (
        <ul className={grid}>
          {state.data.items.map((article) => (
            <li key={article.id}>
              <ArticleCard article={article} />
            </li>
          ))}
        </ul>
      )}
    </HomeSection>
  );
}

/** Home: the 4 newest news items with their category, urgency and age. */
export function LatestNewsSection() {
  const state = useFetch('home-news', (signal) =>
    fetchNews({ sort: 'latest', page: 1, pageSize: HOME_NEWS }, signal),
  );
  const grid = 'grid gap-4 sm:grid-cols-2 lg:grid-cols-4';
  return (
    <HomeSection
      id="news"
      title="ข่าวสารล่าสุด"
      subtitle="ติดตามข่าวที่เกษตรกรควรรู้"
      action={{ to: paths.news, label: 'ดูข่าวสารทั้งหมด' }}
      tone="tinted"
    >
      {state.status === 'error' ? (
        <SectionError message="ขออภัย โหลดข่าวสารไม่สำเร็จ" onRetry={state.retry} />
      ) : !state.data ? (
        <CardSkeletons count={HOME_NEWS} className={grid} />
      ) : state.data.items.length === 0 ? (
        <p className="text-center text-stone-600">ยังไม่มีข่าวสารใหม่ในตอนนี้.</p>
      ) : (
        <ul className={grid}>
          {state.data.items.map((item) => (
            <li key={item.id}>
              <NewsCard item={item} />
            </li>
          ))}
        </ul>
      )}
    </HomeSection>
  );
}

/** Home: the shop's LINE QR, address, e-mail, phone and opening hours, from its settings. */
export function ContactSection() {
  const state = useFetch('shop-settings', fetchShopSettings);
  const shop = state.data;
  return (
    <HomeSection id="contact" title="ติดต่อเรา" subtitle="สอบถามสินค้าและวิธีใช้ได้ทุกช่องทาง">
      {state.status === 'error' ? (
        <SectionError message="ขออภัย โหลดข้อมูลติดต่อร้านไม่สำเร็จ" onRetry={state.retry} />
      ) : !shop ? (
        <div
          role="status"
          aria-label="กำลังโหลด"
          className="h-72 animate-pulse rounded-2xl bg-white motion-reduce:animate-none"
        />
      ) : (
        <div className="grid gap-6 rounded-2xl border border-stone-200 bg-white p-5 shadow-sm sm:p-8 md:grid-cols-[auto_1fr]">
          <div className="text-center">
            <img
              src={shop.lineQrImage}
              alt={`คิวอาร์โค้ดไลน์ของร้าน ${shop.lineId}`}
              width={240}
              height={240}
              loading="lazy"
              className="mx-auto size-44 rounded-xl border border-stone-200"
            />
            <p className="mt-2 font-semibold text-[#047a35]">สแกนเพื่อแอดไลน์</p>
            {shop.lineId ? <p className="text-stone-600">LINE: {shop.lineId}</p> : null}
          </div>
          <dl className="grid content-start gap-4 sm:grid-cols-2">
            <div className="sm:col-span-2">
              <dt className="font-bold text-stone-900">{shop.name}</dt>
              <dd className="mt-1 text-stone-700">{shop.address}</dd>
            </div>
            <div>
              <dt className="font-bold text-stone-900">โทรศัพท์</dt>
              <dd className="mt-1">
                <a
                  href={`tel:${shop.phone}`}
                  className="inline-flex items-center gap-2 text-lg font-semibold text-brand-800 hover:underline"
                >
                  <PhoneIcon className="size-5" />
                  {formatPhone(shop.phone)}
                </a>
              </dd>
            </div>
            <div>
              <dt className="font-bold text-stone-900">อีเมล</dt>
              <dd className="mt-1">
                <a
                  href={`mailto:${shop.email}`}
                  className="break-all text-brand-800 hover:underline"
                >
                  {shop.email}
                </a>
              </dd>
            </div>
            <div className="sm:col-span-2">
              <dt className="font-bold text-stone-900">เวลาทำการ</dt>
              <dd className="mt-1 text-stone-700">
                <ul>
                  <li>{shop.hours.weekdays}</li>
                  <li>{shop.hours.saturday}</li>
                  <li>{shop.hours.sunday}</li>
                </ul>
              </dd>
            </div>
          </dl>
        </div>
      )}
    </HomeSection>
  );
}

/** Home: up to 4 featured customer reviews. */
export function FeaturedReviewsSection() {
  const state = useFetch('home-reviews', (signal) => fetchFeaturedReviews(HOME_REVIEWS, signal));
  const grid = 'grid gap-4 sm:grid-cols-2 lg:grid-cols-4';
  return (
    <HomeSection
      id="reviews"
      title="รีวิวจากลูกค้า"
      subtitle="เสียงจากเกษตรกรที่ใช้สินค้าของร้าน"
      tone="tinted"
    >
      {state.status === 'error' ? (
        <SectionError message="ขออภัย โหลดรีวิวไม่สำเร็จ" onRetry={state.retry} />
      ) : !state.data ? (
        <CardSkeletons count={HOME_REVIEWS} className={grid} />
      ) : state.data.items.length === 0 ? (
        <p className="text-center text-stone-600">ไม่พบรีวิว</p>
      ) : (
        <ul className={grid}>
          {state.data.items.map((review) => (
            <li key={review.id}>
              <ReviewCard review={review} />
            </li>
          ))}
        </ul>
      )}
    </HomeSection>
  );
}

/** The lower half of the home page, loaded as one chunk when the visitor scrolls near it. */
export function HomeContentSections() {
  const { hash } = useLocation();
  // A link to '/#contact' lands here before this part existed: scroll to it once it does.
  useEffect(() => {
    if (!hash) return;
    const target = document.getElementById(decodeURIComponent(hash.slice(1)));
    target?.scrollIntoView();
  }, [hash]);
  return (
    <>
      <LatestArticlesSection />
      <LatestNewsSection />
      <ContactSection />
      <FeaturedReviewsSection />
    </>
  );
}
