import type { PackUnit, RateBasis } from '../contracts/farm-fit.ts';
import { dosageMessages } from '../dosage-messages.ts';
import type { Satang } from './money.ts';

/**
 * The dosage calculator's one rule, for the product page (live, in the browser) and for
 * `POST /api/dosage` (the answer the cart trusts): docs/api-contract.md "Farmer fit" and the units
 * of docs/agronomy-facts.md.
 *
 * Choices written down here:
 * - Area: 1 ไร่ = 4 งาน = 400 ตารางวา; at least one ตารางวา (4 m²), as a smaller "field" is a slip
 *   of the keyboard (0.0001 ไร่, 1e-300 ไร่), not something to spray.
 * - Water: area × water per rai; tanks are 20 L, rounded up (the last one may be part full).
 * - A rate per 20 L is a concentration for ground sprayers (knapsack, motor): the product per rai
 *   is rate × water per rai / 20, so more water per rai means more product, as the label's mix.
 *   A drone sprays far less water but must put the same product on a rai, so for a drone the
 *   product per rai is reckoned with the ground water per rai (the use's, or the knapsack's 80 L)
 *   and the drone's mix is that much stronger: "per tank" is then per 20 L of the drone's mix.
 * - A rate per rai: product = amount × area; per tank = amount × 20 / water per rai.
 * - Rates per kg of seed or per tree are refused (a coded result, `RATE_BASIS_UNSUPPORTED`): the
 *   calculator takes an area, and a seed weight or tree count is another form.
 * - Amounts are answered in the measure's smallest unit (ml, g, piece), whatever the label's unit.
 * - Packs: only in-stock sizes of the rate's measure (volume, mass or pieces); the cheapest set
 *   that covers the total, then the one with fewest packs.
 */

export const SPRAYERS = ['knapsack', 'motor', 'drone'] as const;
export type Sprayer = (typeof SPRAYERS)[number];

/** Litres of water per rai each sprayer uses unless the customer says otherwise. */
export const DEFAULT_WATER_PER_RAI: Record<Sprayer, number> = {
  knapsack: 80,
  motor: 100,
  drone: 3,
};

export const TANK_LITRES = 20;
export const WA_PER_RAI = 400;
export const NGAN_PER_RAI = 4;

/** The limits of a request (docs/api-contract.md "Farmer fit"; the zod schema uses the same). */
export const MAX_RAI = 100_000;
export const MAX_WA = 399.99;
export const MIN_WATER_PER_RAI = 1;
export const MAX_WATER_PER_RAI = 1000;

export type Measure = 'volume' | 'mass' | 'count';
export type BaseUnit = 'ml' | 'g' | 'piece';

const UNITS: Record<PackUnit, { measure: Measure; base: BaseUnit; factor: number }> = {
  ml: { measure: 'volume', base: 'ml', factor: 1 },
  l: { measure: 'volume', base: 'ml', factor: 1000 },
  g: { measure: 'mass', base: 'g', factor: 1 },
  kg: { measure: 'mass', base: 'g', factor: 1000 },
  piece: { measure: 'count', base: 'piece', factor: 1 },
};

export const measureOf = (unit: PackUnit): Measure => UNITS[unit].measure;

/** An amount in its measure's smallest unit: 0.5 l → 500 ml, 2 kg → 2,000 g. */
export function toBaseUnit(amount: number, unit: PackUnit): { amount: number; unit: BaseUnit } {
  const { base, factor } = UNITS[unit];
  return { amount: roundTo(amount * factor, 6), unit: base };
}

export interface Area {
  rai: number;
  ngan: number;
  wa: number;
}

/** ไร่-งาน-ตารางวา as rai: 7 ไร่ 2 งาน → 7.5. */
export function areaInRai({ rai, ngan, wa }: Area): number {
  return rai + ngan / NGAN_PER_RAI + wa / WA_PER_RAI;
}

/** The smallest area reckoned with, in ตารางวา. */
export const MIN_AREA_WA = 1;

/** True for an area of at least one ตารางวา (0.0025 ไร่ is one, float dust aside). */
export function isAreaBigEnough({ rai, ngan, wa }: Area): boolean {
  const inWa = rai * WA_PER_RAI + ngan * (WA_PER_RAI / NGAN_PER_RAI) + wa;
  return inWa >= MIN_AREA_WA - 1e-9;
}

export type AreaField = 'rai' | 'ngan' | 'wa';

/**
 * Why an area cannot be reckoned with, by field, and `area` when it is nothing at all; empty when
 * it can. The page checks what is typed with it, without a schema library in its chunk.
 */
export function areaProblems({ rai, ngan, wa }: Area): Partial<Record<AreaField | 'area', string>> {
  const text = dosageMessages.form;
  const problems: Partial<Record<AreaField | 'area', string>> = {};
  if (!Number.isFinite(rai) || rai < 0 || rai > MAX_RAI) problems.rai = text.raiInvalid;
  if (!Number.isInteger(ngan) || ngan < 0 || ngan > NGAN_PER_RAI - 1)
    problems.ngan = text.nganInvalid;
  if (!Number.isFinite(wa) || wa < 0 || wa > MAX_WA) problems.wa = text.waInvalid;
  if (Object.keys(problems).length === 0 && !isAreaBigEnough({ rai, ngan, wa })) {
    problems.area = text.areaInvalid;
  }
  return problems;
}

/** Why a water per rai cannot be used, or null. */
export function waterProblem(litres: number): string | null {
  return Number.isFinite(litres) && litres >= MIN_WATER_PER_RAI && litres <= MAX_WATER_PER_RAI
    ? null
    : dosageMessages.form.waterInvalid;
}

/** A pack size as the calculator weighs it (price in satang). */
export interface PackOption {
  id: number;
  size: number;
  unit: PackUnit;
  price: Satang;
  inStock: boolean;
}

export interface PackCount {
  variantId: number;
  quantity: number;
}

export type DosageWarningCode =
  | 'READ_LABEL'
  | 'MAX_APPLICATIONS'
  | 'PRE_HARVEST_INTERVAL'
  | 'ROTATION'
  | 'NO_PACKS';

export interface DosageWarning {
  code: DosageWarningCode;
  message: string;
}

export interface DosageInput {
  area: Area;
  sprayer: Sprayer;
  /** The customer's water per rai; the sprayer's default (or the use's, for ground) without it. */
  waterPerRaiLitres?: number;
  /** The label's use for this crop and target. */
  use: {
    rate: { amount: number; unit: PackUnit; per: RateBasis };
    waterPerRaiLitres?: number;
    intervalDays?: number;
    maxApplications?: number;
  };
  /** The product's pre-harvest interval in days. */
  phiDays?: number | null;
  /** The product's mode-of-action groups, as "IRAC 4A" (any one spelling, the same as below). */
  moaGroups: readonly string[];
  /** Groups the customer bought for this crop in the last 30 days (the server fills it). */
  recentGroups: readonly string[];
  /** The product's pack sizes. */
  variants: readonly PackOption[];
  /** Only this pack size (the customer chose it), when given. */
  variantId?: number;
}

export interface DosageResult {
  areaRai: number;
  /** The water per rai reckoned with. */
  waterPerRaiLitres: number;
  waterLitres: number;
  tanks: number;
  productPerTank: { amount: number; unit: BaseUnit };
  productTotal: { amount: number; unit: BaseUnit };
  packs: PackCount[];
  packsPrice: Satang;
  warnings: DosageWarning[];
}

export type DosageRefusalCode = 'RATE_BASIS_UNSUPPORTED';

export type DosageOutcome =
  | { ok: true; result: DosageResult }
  | { ok: false; code: DosageRefusalCode; message: string };

function roundTo(value: number, decimals: number): number {
  const scale = 10 ** decimals;
  return Math.round(value * scale) / scale;
}

/** Whole numbers below this count as whole (float dust: 600.0000000001 litres is 30 tanks). */
const EPSILON = 1e-9;
const ceilClean = (value: number) => Math.ceil(value - EPSILON);

/** The water per rai a calculation uses. */
export function waterPerRaiOf(sprayer: Sprayer, given?: number, useWater?: number): number {
  if (given !== undefined) return given;
  if (sprayer === 'drone') return DEFAULT_WATER_PER_RAI.drone;
  return useWater ?? DEFAULT_WATER_PER_RAI[sprayer];
}

/** How much product the area takes, with water, tanks and the warnings; the packs that cover it. */
export function calculateDosage(input: DosageInput): DosageOutcome {
  const { rate } = input.use;
  if (rate.per === 'kg_seed' || rate.per === 'tree') {
    return {
      ok: false,
      code: 'RATE_BASIS_UNSUPPORTED',
      message: dosageMessages.refusals.RATE_BASIS_UNSUPPORTED[rate.per],
    };
  }
  const areaRai = areaInRai(input.area);
  const waterPerRai = waterPerRaiOf(
    input.sprayer,
    input.waterPerRaiLitres,
    input.use.waterPerRaiLitres,
  );
  const waterLitres = areaRai * waterPerRai;
  const tanks = ceilClean(waterLitres / TANK_LITRES);
  const base = toBaseUnit(rate.amount, rate.unit);

  let perRai: number;
  if (rate.per === 'rai') perRai = base.amount;
  else {
    // Per 20 L: a ground sprayer mixes at the label's strength; a drone keeps the ground dose per rai.
    const mixWater =
      input.sprayer === 'drone'
        ? (input.use.waterPerRaiLitres ?? DEFAULT_WATER_PER_RAI.knapsack)
        : waterPerRai;
    perRai = (base.amount * mixWater) / TANK_LITRES;
  }
  const total = perRai * areaRai;
  const perTank = (perRai * TANK_LITRES) / waterPerRai;

  const choice = cheapestPacks(
    total,
    base.unit,
    input.variants.filter(
      (variant) => input.variantId === undefined || variant.id === input.variantId,
    ),
  );

  return {
    ok: true,
    result: {
      areaRai: roundTo(areaRai, 4),
      waterPerRaiLitres: waterPerRai,
      waterLitres: roundTo(waterLitres, 2),
      tanks,
      productPerTank: { amount: roundTo(perTank, 2), unit: base.unit },
      productTotal: { amount: roundTo(total, 2), unit: base.unit },
      packs: choice?.packs ?? [],
      packsPrice: choice?.price ?? 0,
      warnings: warningsOf(input, choice === null),
    },
  };
}

function warningsOf(input: DosageInput, noPacks: boolean): DosageWarning[] {
  const text = dosageMessages.warnings;
  const warnings: DosageWarning[] = [{ code: 'READ_LABEL', message: text.READ_LABEL }];
  const { maxApplications, intervalDays } = input.use;
  if (maxApplications) {
    warnings.push({
      code: 'MAX_APPLICATIONS',
      message: text.MAX_APPLICATIONS(maxApplications, intervalDays || undefined),
    });
  }
  if (input.phiDays) {
    warnings.push({
      code: 'PRE_HARVEST_INTERVAL',
      message: text.PRE_HARVEST_INTERVAL(input.phiDays),
    });
  }
  const recent = new Set(input.recentGroups);
  const repeated = [...new Set(input.moaGroups)].filter((group) => recent.has(group));
  if (repeated.length > 0) {
    warnings.push({ code: 'ROTATION', message: text.ROTATION(repeated.join(', ')) });
  }
  if (noPacks) warnings.push({ code: 'NO_PACKS', message: text.NO_PACKS });
  return warnings;
}

/**
 * The most search steps the pack search takes (amounts in the pack sizes' common step). Above it,
 * the part of the total beyond the cap is first filled with the pack of lowest price per unit
 * (largest on a tie) and the exact search runs on the rest: the answer still covers the total,
 * and it is the cheapest whenever the cap is at least that pack's size × the largest size (in
 * steps), which holds for any real set of pack sizes; otherwise it is at most one pack dearer.
 */
export const PACK_SEARCH_CAP = 200_000;

interface Option {
  id: number;
  steps: number;
  price: Satang;
}

function gcd(a: number, b: number): number {
  return b === 0 ? a : gcd(b, a % b);
}

/**
 * The cheapest set of in-stock packs (of `unit`'s measure) whose sizes add up to at least
 * `total` `unit`s; of equally cheap sets, the one with fewest packs. Null when no pack fits.
 */
export function cheapestPacks(
  total: number,
  unit: BaseUnit,
  variants: readonly PackOption[],
): { packs: PackCount[]; price: Satang } | null {
  const measure = measureOf(unit);
  const usable = variants
    .filter((variant) => variant.inStock && measureOf(variant.unit) === measure)
    .map((variant) => ({
      id: variant.id,
      // Sizes in the smallest unit, to a thousandth of it (0.001 ml): whole numbers to search.
      size: Math.max(1, Math.round(toBaseUnit(variant.size, variant.unit).amount * 1000)),
      price: variant.price,
    }));
  if (usable.length === 0) return null;
  const need = ceilClean(roundTo(total * 1000, 3));
  if (need <= 0) return { packs: [], price: 0 };

  const step = usable.reduce((common, option) => gcd(common, option.size), 0);
  const options: Option[] = usable.map((option) => ({
    id: option.id,
    steps: option.size / step,
    price: option.price,
  }));
  let needSteps = ceilClean(need / step);

  // Beyond the cap: the best value pack first (lowest price per step, then the largest).
  const best = options.reduce((a, b) =>
    a.price * b.steps < b.price * a.steps ||
    (a.price * b.steps === b.price * a.steps && a.steps > b.steps)
      ? a
      : b,
  );
  const bulk = new Map<number, number>();
  const largest = Math.max(...options.map((option) => option.steps));
  if (needSteps + largest > PACK_SEARCH_CAP) {
    const room = Math.max(0, PACK_SEARCH_CAP - largest);
    const quantity = Math.ceil((needSteps - room) / best.steps);
    bulk.set(best.id, quantity);
    needSteps -= quantity * best.steps;
  }

  const found = searchCover(Math.max(0, needSteps), options);
  for (const [id, quantity] of bulk) found.set(id, (found.get(id) ?? 0) + quantity);
  const packs = options
    .filter((option) => (found.get(option.id) ?? 0) > 0)
    .sort((a, b) => b.steps - a.steps)
    .map((option) => ({ variantId: option.id, quantity: found.get(option.id) ?? 0 }));
  const price = options.reduce(
    (sum, option) => sum + option.price * (found.get(option.id) ?? 0),
    0,
  );
  return { packs, price };
}

/**
 * Unbounded knapsack over amounts 0 … need + largest − 1: the cheapest (then fewest packs) way to
 * make each amount exactly; the answer is the best of those at or above `need`.
 */
function searchCover(need: number, options: readonly Option[]): Map<number, number> {
  if (need === 0) return new Map();
  const largest = Math.max(...options.map((option) => option.steps));
  const end = need + largest;
  const cost = new Float64Array(end).fill(Number.POSITIVE_INFINITY);
  const packs = new Uint32Array(end);
  const last = new Int32Array(end).fill(-1);
  cost[0] = 0;
  for (let amount = 1; amount < end; amount++) {
    for (let index = 0; index < options.length; index++) {
      const option = options[index] as Option;
      const from = amount - option.steps;
      if (from < 0 || cost[from] === Number.POSITIVE_INFINITY) continue;
      const c = (cost[from] as number) + option.price;
      const n = (packs[from] as number) + 1;
      if (c < (cost[amount] as number) || (c === cost[amount] && n < (packs[amount] as number))) {
        cost[amount] = c;
        packs[amount] = n;
        last[amount] = index;
      }
    }
  }
  let bestAt = -1;
  for (let amount = need; amount < end; amount++) {
    if (cost[amount] === Number.POSITIVE_INFINITY) continue;
    if (
      bestAt < 0 ||
      (cost[amount] as number) < (cost[bestAt] as number) ||
      (cost[amount] === cost[bestAt] && (packs[amount] as number) < (packs[bestAt] as number))
    ) {
      bestAt = amount;
    }
  }
  const counts = new Map<number, number>();
  for (let amount = bestAt; amount > 0; ) {
    const option = options[last[amount] as number] as Option;
    counts.set(option.id, (counts.get(option.id) ?? 0) + 1);
    amount -= option.steps;
  }
  return counts;
}
