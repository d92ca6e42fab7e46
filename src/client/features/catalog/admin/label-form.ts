import type { LabelInput } from '../../../../shared/contracts/admin-label.ts';
import type { Product } from '../../../../shared/contracts/catalog.ts';
import type {
  Formulation,
  HazardClass,
  MoaScheme,
  PackUnit,
  RateBasis,
} from '../../../../shared/contracts/farm-fit.ts';

/** One ingredient row as typed. */
export interface IngredientRow {
  name: string;
  nameTh: string;
  percent: string;
  scheme: MoaScheme | '';
  group: string;
}

/** One use row as typed. */
export interface UseRow {
  crop: string;
  target: string;
  amount: string;
  unit: PackUnit;
  per: RateBasis;
  water: string;
  interval: string;
  maxApplications: string;
  source: string;
}

/** The label part of the product form: numbers as typed, empty choices as ''. */
export interface LabelFormValues {
  registrationNumber: string;
  formulation: Formulation | '';
  hazardClass: HazardClass | '';
  phiDays: string;
  ppe: string[];
  ingredients: IngredientRow[];
  uses: UseRow[];
}

export const emptyLabelForm: LabelFormValues = {
  registrationNumber: '',
  formulation: '',
  hazardClass: '',
  phiDays: '',
  ppe: [],
  ingredients: [],
  uses: [],
};

export const emptyIngredientRow: IngredientRow = {
  name: '',
  nameTh: '',
  percent: '',
  scheme: '',
  group: '',
};

export const emptyUseRow: UseRow = {
  crop: '',
  target: '',
  amount: '',
  unit: 'ml',
  per: '20l',
  water: '',
  interval: '',
  maxApplications: '',
  source: '',
};

const shown = (value: number | null | undefined) => (value == null ? '' : String(value));

export function labelToForm(product: Product): LabelFormValues {
  return {
    registrationNumber: product.registrationNumber ?? '',
    formulation: product.formulation ?? '',
    hazardClass: product.hazardClass ?? '',
    phiDays: shown(product.phiDays),
    ppe: product.ppe,
    ingredients: product.activeIngredients.map((item) => ({
      name: item.name,
      nameTh: item.nameTh,
      percent: String(item.percent),
      scheme: item.moa?.scheme ?? '',
      group: item.moa?.group ?? '',
    })),
    uses: product.uses.map((use) => ({
      crop: use.crop,
      target: use.target,
      amount: String(use.rate.amount),
      unit: use.rate.unit,
      per: use.rate.per,
      water: shown(use.waterPerRaiLitres),
      interval: shown(use.intervalDays),
      maxApplications: shown(use.maxApplications),
      source: use.source,
    })),
  };
}

/** A typed number, or NaN for the schema to refuse; '' is left out. */
const numberOf = (text: string) => (text.trim() === '' ? undefined : Number(text.trim()));

/**
 * The label fields of the request body. Empty rows are dropped; an ingredient's group is sent
 * only with its scheme; the API's schema checks the rest.
 */
export function labelFormToBody(values: LabelFormValues): LabelInput {
  return {
    registrationNumber: values.registrationNumber.trim() || null,
    formulation: values.formulation || null,
    hazardClass: values.hazardClass || null,
    phiDays: numberOf(values.phiDays) ?? null,
    ppe: values.ppe,
    activeIngredients: values.ingredients
      .filter((row) => row.name.trim() !== '' || row.percent.trim() !== '')
      .map((row) => ({
        name: row.name.trim(),
        nameTh: row.nameTh.trim(),
        percent: numberOf(row.percent) ?? Number.NaN,
        ...(row.scheme && row.group.trim()
          ? { moa: { scheme: row.scheme, group: row.group.trim() } }
          : {}),
      })),
    uses: values.uses
      .filter((row) => row.crop !== '' || row.target !== '' || row.amount.trim() !== '')
      .map((row) => {
        const water = numberOf(row.water);
        const interval = numberOf(row.interval);
        const maxApplications = numberOf(row.maxApplications);
        return {
          crop: row.crop,
          target: row.target,
          rate: { amount: numberOf(row.amount) ?? Number.NaN, unit: row.unit, per: row.per },
          ...(water !== undefined ? { waterPerRaiLitres: water } : {}),
          ...(interval !== undefined ? { intervalDays: interval } : {}),
          ...(maxApplications !== undefined ? { maxApplications } : {}),
          source: row.source.trim(),
        };
      }),
  };
}

/** API paths that belong to the label part of the form. */
export const LABEL_PATHS = [
  'registrationNumber',
  'formulation',
  'hazardClass',
  'phiDays',
  'ppe',
  'activeIngredients',
  'uses',
];
