import { useState } from 'react';
import type { DosageRequest } from '../../../shared/contracts/dosage.ts';
import type { ProductUse } from '../../../shared/contracts/farm-fit.ts';
import {
  areaProblems,
  calculateDosage,
  DEFAULT_WATER_PER_RAI,
  type PackCount,
  SPRAYERS,
  type Sprayer,
  waterPerRaiOf,
  waterProblem,
} from '../../../shared/domain/dosage.ts';
import { formatBaht } from '../../../shared/domain/money.ts';
import { dosageMessages } from '../../../shared/dosage-messages.ts';
import { NumberField } from '../../components/ui/form-field.tsx';
import { RadioGroupField } from '../../components/ui/radio-group-field.tsx';
import { formatAmount, formatNumber, formatRate } from './amounts.ts';
import type { ShopVariant } from './shop-variant.ts';

const text = dosageMessages;

export interface DosageCalculatorProps {
  productId: number;
  /** Crop and target ids of `GET /api/crops`: the use below is the label's for them. */
  crop: string;
  target: string;
  use: ProductUse;
  /** The product's pack sizes, prices in satang. */
  variants: readonly ShopVariant[];
  /** The product's pre-harvest interval in days. */
  phiDays?: number | null;
  /** The product's mode-of-action groups, as the rotation warning compares them. */
  moaGroups?: readonly string[];
  /** Groups the customer bought for this crop in the last 30 days, when the page knows them. */
  recentGroups?: readonly string[];
  /**
   * "ใส่ตะกร้าทั้งหมด": the packs shown, and the request `POST /api/dosage` takes for the same
   * figures (the answer the cart trusts).
   */
  onAddPacks: (packs: PackCount[], request: DosageRequest) => void;
}

/** A box's text as a number: empty is 0, anything else that is not a number stays NaN. */
const numberOf = (typed: string) => (typed.trim() === '' ? 0 : Number(typed.trim()));

/** The calculator's form and figures for a rate per 20 L or per rai. */
function AreaCalculator({
  productId,
  crop,
  target,
  use,
  variants,
  phiDays,
  moaGroups = [],
  recentGroups = [],
  onAddPacks,
}: DosageCalculatorProps) {
  const [rai, setRai] = useState('1');
  const [ngan, setNgan] = useState('');
  const [wa, setWa] = useState('');
  const [sprayer, setSprayer] = useState<Sprayer>('knapsack');
  const [water, setWater] = useState(
    String(waterPerRaiOf('knapsack', undefined, use.waterPerRaiLitres)),
  );

  const area = { rai: numberOf(rai), ngan: numberOf(ngan), wa: numberOf(wa) };
  const problems = areaProblems(area);
  const waterValue = numberOf(water);
  const waterError = waterProblem(waterValue);

  const request: DosageRequest | null =
    Object.keys(problems).length === 0 && !waterError
      ? { productId, crop, target, area, sprayer, waterPerRaiLitres: waterValue }
      : null;

  // Cheap enough to run on every key (the pack search is bounded): no memo, no lag.
  const outcome = request
    ? calculateDosage({
        area: request.area,
        sprayer: request.sprayer,
        waterPerRaiLitres: request.waterPerRaiLitres,
        use,
        phiDays,
        moaGroups,
        recentGroups,
        variants,
      })
    : null;

  const chooseSprayer = (next: Sprayer) => {
    setSprayer(next);
    setWater(String(waterPerRaiOf(next, undefined, use.waterPerRaiLitres)));
  };

  const variantOf = (id: number) => variants.find((variant) => variant.id === id);
  // The page says อ่านฉลากก่อนใช้ once, in the label section just above (issue 37).
  const warnings = outcome?.ok
    ? outcome.result.warnings.filter((warning) => warning.code !== 'READ_LABEL')
    : [];

  return (
    <>
      <fieldset className="space-y-2">
        <legend className="mb-1 text-sm font-semibold text-stone-700">{text.form.area}</legend>
        <div className="grid grid-cols-3 gap-2">
          {(
            [
              [text.form.rai, 'decimal', rai, setRai, problems.rai],
              [text.form.ngan, 'numeric', ngan, setNgan, problems.ngan],
              [text.form.wa, 'decimal', wa, setWa, problems.wa],
            ] as const
          ).map(([label, inputMode, value, onChange, error]) => (
            <NumberField
              key={label}
              label={label}
              type="text"
              inputMode={inputMode}
              value={value}
              onChange={onChange}
              error={error}
            />
          ))}
        </div>
        {problems.area ? <p className="text-sm font-medium text-red-700">{problems.area}</p> : null}
      </fieldset>

      <RadioGroupField
        legend={text.form.sprayer}
        value={sprayer}
        onChange={chooseSprayer}
        options={SPRAYERS.map((value) => ({
          value,
          label: text.form.sprayers[value],
          hint: `${DEFAULT_WATER_PER_RAI[value]} ${text.form.waterPerRaiUnit}`,
        }))}
        note={sprayer === 'drone' ? text.form.droneNote : undefined}
      />

      <NumberField
        label={text.form.waterPerRai}
        type="text"
        inputMode="decimal"
        value={water}
        onChange={setWater}
        error={waterError ?? undefined}
        className="max-w-48"
      />

      {outcome?.ok ? (
        <div className="space-y-4" aria-live="polite">
          <h3 className="text-lg font-bold text-stone-900">{text.result.heading}</h3>
          <dl className="grid grid-cols-2 gap-2 sm:grid-cols-3">
            {[
              [text.result.areaRai, text.result.raiValue(formatNumber(outcome.result.areaRai))],
              [text.result.water, formatAmount(outcome.result.waterLitres * 1000, 'ml')],
              [text.result.tanks, text.result.tankValue(outcome.result.tanks)],
              [
                text.result.perTank,
                formatAmount(
                  outcome.result.productPerTank.amount,
                  outcome.result.productPerTank.unit,
                ),
              ],
              [
                text.result.total,
                formatAmount(outcome.result.productTotal.amount, outcome.result.productTotal.unit),
              ],
            ].map(([term, value]) => (
              <div key={term} className="rounded-xl bg-stone-50 px-3 py-2">
                <dt className="text-sm text-stone-600">{term}</dt>
                <dd className="text-lg font-bold text-stone-900">{value}</dd>
              </div>
            ))}
          </dl>

          {outcome.result.packs.length > 0 ? (
            <div className="space-y-2">
              <h4 className="font-semibold text-stone-800">{text.result.packs}</h4>
              <ul
                aria-label={text.result.packs}
                className="divide-y divide-stone-200 rounded-xl border border-stone-200"
              >
                {outcome.result.packs.map((pack) => {
                  const variant = variantOf(pack.variantId);
                  return (
                    <li key={pack.variantId} className="flex justify-between gap-3 px-3 py-2">
                      <span>{text.result.packLine(variant?.label ?? '', pack.quantity)}</span>
                      <span className="font-semibold">
                        {formatBaht((variant?.price ?? 0) * pack.quantity)}
                      </span>
                    </li>
                  );
                })}
                <li className="flex justify-between gap-3 px-3 py-2 font-bold">
                  <span>{text.result.packsPrice}</span>
                  <span>{formatBaht(outcome.result.packsPrice)}</span>
                </li>
              </ul>
              <button
                type="button"
                onClick={() => request && onAddPacks(outcome.result.packs, request)}
                className="flex h-12 w-full items-center justify-center rounded-xl bg-brand-700 px-4 font-bold text-white hover:bg-brand-800 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-700"
              >
                {text.result.addAll}
              </button>
            </div>
          ) : null}

          {warnings.length > 0 ? (
            <div>
              <h4 className="font-semibold text-stone-800">{text.result.warnings}</h4>
              <ul aria-label={text.result.warnings} className="mt-2 space-y-2">
                {warnings.map((warning) => (
                  <li
                    key={warning.code}
                    className="rounded-lg bg-amber-50 px-3 py-2 leading-relaxed text-amber-900"
                  >
                    {warning.message}
                  </li>
                ))}
              </ul>
            </div>
          ) : null}
        </div>
      ) : null}
    </>
  );
}

/**
 * How much of this product an area takes: area, sprayer and water in; water, 20 L tanks, product
 * per tank and in total, the cheapest packs and the label's warnings out, worked out as the
 * customer types by the rule the server answers with (shared/domain/dosage.ts). A label rate per
 * kg of seed or per tree is not reckoned by area: the calculator says so instead. It has no card
 * and no heading of its own: the product page's section around it has them (issue 37).
 */
export function DosageCalculator(props: DosageCalculatorProps) {
  const { per } = props.use.rate;
  return (
    <div className="space-y-5">
      <p className="text-stone-700">{text.form.rate(formatRate(props.use.rate))}</p>
      {per === 'kg_seed' || per === 'tree' ? (
        <p className="rounded-lg bg-amber-50 px-3 py-2 leading-relaxed text-amber-900">
          {text.refusals.RATE_BASIS_UNSUPPORTED[per]}
        </p>
      ) : (
        <AreaCalculator {...props} />
      )}
    </div>
  );
}
