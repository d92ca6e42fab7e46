import { useEffect, useState } from 'react';
import { agronomyMessages } from '../../../shared/agronomy-messages.ts';
import type { Crop, HazardBand, ProductUse } from '../../../shared/contracts/farm-fit.ts';
import { fetchCrops, type ShopProduct } from './catalog-api.ts';
import { isPpeItem, PpeIcon } from './ppe-icons.tsx';

const text = agronomyMessages.label;

const BAND_STYLE: Record<HazardBand, string> = {
  red: 'bg-red-600 text-white',
  yellow: 'bg-yellow-300 text-stone-900',
  blue: 'bg-blue-700 text-white',
  green: 'bg-green-700 text-white',
};

// One formatter for the section: toLocaleString builds a new one on every call.
const numberFormat = new Intl.NumberFormat('th-TH', { maximumFractionDigits: 3 });
const number = (value: number) => numberFormat.format(value);

/** The crops and their pests' Thai names; none when the call fails (the uses then show ids). */
function useCrops(): Crop[] | null {
  const [crops, setCrops] = useState<Crop[] | null>(null);
  useEffect(() => {
    let live = true;
    fetchCrops().then(
      (answer) => live && setCrops(answer),
      () => live && setCrops([]),
    );
    return () => {
      live = false;
    };
  }, []);
  return crops;
}

function rateText(use: ProductUse): string {
  const { amount, unit, per } = use.rate;
  return `${number(amount)} ${agronomyMessages.units[unit]} ${agronomyMessages.ratePer[per]}`;
}

function UseCards({ uses }: { uses: ProductUse[] }) {
  const crops = useCrops();
  if (crops === null) return <div className="h-24 animate-pulse rounded-xl bg-stone-100" />;
  const cropName = (id: string) => crops.find((crop) => crop.id === id)?.nameTh ?? id;
  const targetName = (cropId: string, id: string) =>
    crops.find((crop) => crop.id === cropId)?.targets.find((target) => target.id === id)?.nameTh ??
    id;
  return (
    <ul className="grid gap-3 sm:grid-cols-2">
      {uses.map((item) => (
        <li
          key={`${item.crop} ${item.target} ${rateText(item)}`}
          className="rounded-xl border border-stone-200 p-3"
        >
          <p className="font-bold text-stone-900">
            {cropName(item.crop)} · {targetName(item.crop, item.target)}
          </p>
          <dl className="mt-1 grid grid-cols-[auto_1fr] gap-x-3 gap-y-1 text-stone-700">
            <dt className="text-stone-500">{text.rate}</dt>
            <dd>{rateText(item)}</dd>
            {item.waterPerRaiLitres !== undefined ? (
              <>
                <dt className="text-stone-500">{text.water}</dt>
                <dd>{text.waterLitres(item.waterPerRaiLitres)}</dd>
              </>
            ) : null}
            {item.intervalDays !== undefined ? (
              <>
                <dt className="text-stone-500">{text.interval}</dt>
                <dd>{text.intervalDays(item.intervalDays, item.maxApplications)}</dd>
              </>
            ) : null}
          </dl>
          <p className="mt-2 text-xs text-stone-500">
            {text.source}: {item.source}
          </p>
        </li>
      ))}
    </ul>
  );
}

/** "ข้อมูลฉลาก": what the label says, in plain Thai. */
export default function LabelSection({ product }: { product: ShopProduct }) {
  return (
    <section
      aria-labelledby="product-label"
      className="space-y-4 rounded-2xl border border-stone-200 bg-white p-5 lg:col-span-2"
    >
      <h2 id="product-label" className="text-xl font-bold text-stone-900">
        {text.title}
      </h2>
      {product.hazardBand ? (
        <p className={`rounded-lg px-4 py-2 font-bold ${BAND_STYLE[product.hazardBand]}`}>
          <span className="sr-only">{text.hazard}: </span>
          {agronomyMessages.hazardBands[product.hazardBand]}
          {product.hazardClass ? ` (WHO ${product.hazardClass})` : ''}
        </p>
      ) : null}
      <dl className="grid gap-x-6 gap-y-2 sm:grid-cols-[auto_1fr]">
        {product.registrationNumber ? (
          <>
            <dt className="font-semibold text-stone-600">{text.registration}</dt>
            <dd className="text-stone-900">{product.registrationNumber}</dd>
          </>
        ) : null}
        {product.formulation ? (
          <>
            <dt className="font-semibold text-stone-600">{text.formulation}</dt>
            <dd className="text-stone-900">{product.formulation}</dd>
          </>
        ) : null}
        {product.activeIngredients.length > 0 ? (
          <>
            <dt className="font-semibold text-stone-600">{text.ingredients}</dt>
            <dd>
              <ul className="space-y-1 text-stone-900">
                {product.activeIngredients.map((item) => (
                  <li key={item.name}>
                    {item.nameTh || item.name} ({item.name}) {number(item.percent)}%
                    {item.moa ? (
                      <span className="ml-2 inline-block rounded-full bg-brand-50 px-2 text-sm font-semibold text-brand-800">
                        {text.group} {item.moa.scheme} {item.moa.group}
                      </span>
                    ) : null}
                  </li>
                ))}
              </ul>
            </dd>
          </>
        ) : null}
        {product.phiDays !== null ? (
          <>
            <dt className="font-semibold text-stone-600">{text.phi}</dt>
            <dd className="text-stone-900">{text.phiDays(product.phiDays)}</dd>
          </>
        ) : null}
      </dl>
      {product.ppe.length > 0 ? (
        <div>
          <h3 className="mb-2 font-bold text-stone-900">{text.ppe}</h3>
          <ul className="flex flex-wrap gap-3">
            {product.ppe.map((item) => (
              <li
                key={item}
                className="flex w-24 flex-col items-center gap-1 rounded-xl bg-stone-100 p-2 text-center text-sm leading-snug text-stone-800"
              >
                {isPpeItem(item) ? <PpeIcon item={item} /> : null}
                <span>{isPpeItem(item) ? agronomyMessages.ppe[item] : item}</span>
              </li>
            ))}
          </ul>
        </div>
      ) : null}
      {product.uses.length > 0 ? (
        <div>
          <h3 className="mb-2 font-bold text-stone-900">{text.uses}</h3>
          <UseCards uses={product.uses} />
        </div>
      ) : null}
      {product.restrictedNote ? (
        <p className="rounded-xl border border-amber-300 bg-amber-50 p-3 text-amber-900">
          <strong>{text.restricted}: </strong>
          {product.restrictedNote}
        </p>
      ) : null}
      {/* The one อ่านฉลากก่อนใช้ of the page (issue 37), unless the restriction already says it. */}
      {product.restrictedNote?.includes(text.readLabel) ? null : (
        <p className="text-lg font-bold text-red-700">{text.readLabel}</p>
      )}
    </section>
  );
}
