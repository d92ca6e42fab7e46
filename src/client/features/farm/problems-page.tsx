import { type LoaderFunctionArgs, useLoaderData } from 'react-router';
import type { Crop, CropTarget, TargetKind } from '../../../shared/contracts/farm-fit.ts';
import { bahtToSatang, formatBaht } from '../../../shared/domain/money.ts';
import { farmMessages } from '../../../shared/farm-messages.ts';
import { paths } from '../../../shared/routes.ts';
import { Link } from '../../components/ui/link.tsx';
import { deferred, Loaded } from '../../components/ui/loaded.tsx';
import { PageHeading } from '../../components/ui/page-heading.tsx';
import { Picture } from '../../components/ui/picture.tsx';
import { formatRate } from './amounts.ts';
import { fetchCrops, fetchRecommendations, type Recommendation } from './farm-api.ts';

const text = farmMessages.problems;
/** Insects, weeds, diseases, others: the order the kinds are written in the messages. */
const KINDS = Object.keys(text.kinds) as TargetKind[];

/** The crops at once (not waited for); the recommendations when the URL names a crop and a target. */
export function loader({ request }: LoaderFunctionArgs) {
  const query = new URL(request.url).searchParams;
  const crop = query.get('crop') ?? '';
  const target = crop ? (query.get('target') ?? '') : '';
  return {
    crop,
    target,
    crops: deferred(fetchCrops(request.signal)),
    recommendations:
      crop && target ? deferred(fetchRecommendations(crop, target, request.signal)) : null,
  };
}

const bigButton =
  'flex min-h-20 flex-col justify-center rounded-2xl border-2 border-stone-200 bg-white px-4 py-3 leading-snug hover:border-brand-700 hover:bg-brand-50 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-700';

function CropButtons({ crops }: { crops: Crop[] }) {
  return (
    <section aria-labelledby="pick-crop">
      <h2 id="pick-crop" className="mb-3 text-lg font-bold text-stone-900">
        {text.pickCrop}
      </h2>
      <ul className="grid grid-cols-2 gap-3 sm:grid-cols-3 lg:grid-cols-4">
        {crops.map((crop) => (
          <li key={crop.id}>
            <Link to={paths.problems({ crop: crop.id })} className={bigButton}>
              <span className="text-xl font-bold text-stone-900">{crop.nameTh}</span>{' '}
              <span className="text-sm text-stone-600">{crop.name}</span>
            </Link>
          </li>
        ))}
      </ul>
    </section>
  );
}

/** The step already taken: what was chosen and the way to choose again. */
function Chosen({
  label,
  value,
  change,
  to,
}: {
  label: string;
  value: string;
  change: string;
  to: string;
}) {
  return (
    <p className="flex flex-wrap items-center gap-x-3 gap-y-1 rounded-xl bg-brand-50 px-4 py-3">
      <span className="text-stone-700">{label}</span>
      <strong className="text-lg text-stone-900">{value}</strong>
      <Link
        to={to}
        className="ml-auto font-semibold text-brand-800 underline-offset-2 hover:underline"
      >
        {change}
      </Link>
    </p>
  );
}

function TargetButtons({ crop }: { crop: Crop }) {
  if (crop.targets.length === 0) return <p className="text-stone-700">{text.noTargets}</p>;
  const byKind = (kind: TargetKind) => crop.targets.filter((target) => target.kind === kind);
  return (
    <div className="space-y-6">
      <h2 className="text-lg font-bold text-stone-900">{text.pickTarget(crop.nameTh)}</h2>
      {KINDS.filter((kind) => byKind(kind).length > 0).map((kind) => (
        <section key={kind} aria-labelledby={`kind-${kind}`}>
          <h3 id={`kind-${kind}`} className="mb-2 font-bold text-stone-800">
            {text.kinds[kind]}
          </h3>
          <ul className="grid gap-3 sm:grid-cols-2 lg:grid-cols-3">
            {byKind(kind).map((target) => (
              <li key={target.id}>
                <Link
                  to={paths.problems({ crop: crop.id, target: target.id })}
                  className={bigButton}
                >
                  <span className="text-lg font-bold text-stone-900">{target.nameTh}</span>{' '}
                  <span className="text-sm text-stone-600">{target.name}</span>
                </Link>
              </li>
            ))}
          </ul>
        </section>
      ))}
    </div>
  );
}

/** The answer's rows by mode of action, in the order the server grouped them. */
function byGroup(rows: Recommendation[]): { key: string; title: string; rows: Recommendation[] }[] {
  const groups = new Map<string, { key: string; title: string; rows: Recommendation[] }>();
  for (const row of rows) {
    const key = row.moa ? `${row.moa.scheme} ${row.moa.group}` : '';
    const title = row.moa ? text.group(row.moa.scheme, row.moa.group) : text.noGroup;
    const group = groups.get(key) ?? { key, title, rows: [] };
    group.rows.push(row);
    groups.set(key, group);
  }
  return [...groups.values()];
}

function Recommendations({
  crop,
  target,
  rows,
}: {
  crop: Crop;
  target: CropTarget;
  rows: Recommendation[];
}) {
  return (
    <section aria-labelledby="recommended" className="space-y-4">
      <h2 id="recommended" className="text-lg font-bold text-stone-900">
        {text.recommendations(crop.nameTh, target.nameTh)}
      </h2>
      <p className="rounded-lg bg-red-50 px-3 py-2 font-bold text-red-800">{text.readLabel}</p>
      {rows.length === 0 ? (
        <p className="text-stone-700">{text.noRecommendations}</p>
      ) : (
        <>
          <p className="text-stone-700">{text.rotateHint}</p>
          {byGroup(rows).map((group) => (
            <section key={group.key} aria-label={group.title} className="space-y-2">
              <h3 className="font-bold text-stone-800">{group.title}</h3>
              <ul className="grid gap-3 lg:grid-cols-2">
                {group.rows.map(({ product, use }) => (
                  <li
                    key={product.id}
                    className="flex gap-3 rounded-2xl border border-stone-200 bg-white p-3"
                  >
                    <Picture
                      src={product.image}
                      width={80}
                      height={80}
                      className="size-20 shrink-0 rounded-xl bg-stone-100 object-cover"
                    />
                    <div className="min-w-0 space-y-1">
                      <Link
                        to={paths.productFor(product.category, product.id, {
                          crop: crop.id,
                          target: target.id,
                        })}
                        className="block leading-snug font-bold text-brand-800 hover:underline"
                      >
                        {product.name}
                      </Link>
                      <p className="text-stone-700">
                        {text.rate} {formatRate(use.rate)}
                      </p>
                      <p className="font-semibold text-stone-900">
                        {formatBaht(bahtToSatang(product.price))}
                      </p>
                    </div>
                  </li>
                ))}
              </ul>
            </section>
          ))}
        </>
      )}
    </section>
  );
}

function Skeleton() {
  return (
    <div
      aria-hidden="true"
      className="grid animate-pulse grid-cols-2 gap-3 motion-reduce:animate-none sm:grid-cols-3 lg:grid-cols-4"
    >
      {Array.from({ length: 8 }, (_, index) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: placeholders without identity
        <div key={index} className="h-20 rounded-2xl bg-stone-200" />
      ))}
    </div>
  );
}

/** "ปัญหาในแปลง": a crop, then its pest, weed or disease, then the products labelled for it. */
export function Component() {
  const { crop: cropId, target: targetId, crops, recommendations } = useLoaderData<typeof loader>();
  return (
    <div className="mx-auto max-w-7xl px-4 py-6 sm:py-8">
      <PageHeading title={text.title} subtitle={text.subtitle} />
      <Loaded data={crops} fallback={<Skeleton />} errorMessage={text.cropsFailed}>
        {(list) => {
          const crop = list.find((one) => one.id === cropId);
          if (!crop) {
            return (
              <div className="space-y-4">
                {cropId ? <p role="alert">{text.unknownCrop}</p> : null}
                <CropButtons crops={list} />
              </div>
            );
          }
          const target = crop.targets.find((one) => one.id === targetId);
          return (
            <div className="space-y-6">
              <Chosen
                label={text.pickCrop}
                value={crop.nameTh}
                change={text.changeCrop}
                to={paths.problems()}
              />
              {target && recommendations ? (
                <>
                  <Chosen
                    label={text.kinds[target.kind]}
                    value={target.nameTh}
                    change={text.changeTarget}
                    to={paths.problems({ crop: crop.id })}
                  />
                  <Loaded
                    data={recommendations}
                    fallback={<Skeleton />}
                    errorMessage={text.recommendationsFailed}
                  >
                    {(rows) => <Recommendations crop={crop} target={target} rows={rows} />}
                  </Loaded>
                </>
              ) : (
                <>
                  {targetId ? <p role="alert">{text.unknownTarget}</p> : null}
                  <TargetButtons crop={crop} />
                </>
              )}
            </div>
          );
        }}
      </Loaded>
    </div>
  );
}
