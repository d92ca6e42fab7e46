import { useEffect, useState } from 'react';
import { adminLabelMessages } from '../../../../shared/admin-label-messages.ts';
import { agronomyMessages, PPE_ITEMS } from '../../../../shared/agronomy-messages.ts';
import {
  type Crop,
  FORMULATIONS,
  HAZARD_CLASSES,
  MOA_SCHEMES,
  PACK_UNITS,
  RATE_BASES,
} from '../../../../shared/contracts/farm-fit.ts';
import { CheckboxField, SelectField, TextField } from '../../../components/ui/form-field.tsx';
import { fetchCrops } from '../catalog-api.ts';
import {
  emptyIngredientRow,
  emptyUseRow,
  type IngredientRow,
  type LabelFormValues,
  type UseRow,
} from './label-form.ts';

const text = adminLabelMessages;
const choice = <T extends string>(values: readonly T[]) => [
  { value: '' as T | '', label: text.none },
  ...values.map((value) => ({ value, label: value })),
];
const smallButton =
  'rounded-lg border border-stone-300 px-3 py-2 text-sm font-semibold text-stone-700 hover:bg-stone-100';

interface LabelFieldsProps {
  value: LabelFormValues;
  onChange: (value: LabelFormValues) => void;
  /** The first message of the API or the schema about the label. */
  error?: string;
}

/** The product form's label: registration, formulation, hazard, PPE, PHI, ingredients and uses. */
export function LabelFields({ value, onChange, error }: LabelFieldsProps) {
  const [crops, setCrops] = useState<Crop[]>([]);
  useEffect(() => {
    let live = true;
    fetchCrops()
      .then((answer) => live && setCrops(answer))
      .catch(() => undefined);
    return () => {
      live = false;
    };
  }, []);
  const set = <K extends keyof LabelFormValues>(key: K, next: LabelFormValues[K]) =>
    onChange({ ...value, [key]: next });
  const setIngredient = (index: number, row: Partial<IngredientRow>) =>
    set(
      'ingredients',
      value.ingredients.map((item, at) => (at === index ? { ...item, ...row } : item)),
    );
  const setUse = (index: number, row: Partial<UseRow>) =>
    set(
      'uses',
      value.uses.map((item, at) => (at === index ? { ...item, ...row } : item)),
    );
  const cropOptions = [
    { value: '', label: text.none },
    ...crops.map((crop) => ({ value: crop.id, label: `${crop.nameTh} (${crop.name})` })),
  ];
  const targetOptions = (cropId: string) => [
    { value: '', label: text.none },
    ...(crops.find((crop) => crop.id === cropId)?.targets ?? []).map((target) => ({
      value: target.id,
      label: `${target.nameTh} (${target.name})`,
    })),
  ];

  return (
    <fieldset className="space-y-4 rounded-xl border border-stone-200 p-4">
      <legend className="px-1 font-semibold text-stone-800">{text.heading}</legend>
      <p className="text-sm text-stone-500">{text.hint}</p>
      {error ? (
        <p role="alert" className="text-sm font-medium text-red-700">
          {error}
        </p>
      ) : null}
      <div className="grid gap-4 sm:grid-cols-2">
        <TextField
          label={text.registrationNumber}
          value={value.registrationNumber}
          onChange={(next) => set('registrationNumber', next)}
        />
        <SelectField
          label={text.formulation}
          value={value.formulation}
          onChange={(next) => set('formulation', next)}
          options={choice(FORMULATIONS)}
        />
        <SelectField
          label={text.hazardClass}
          value={value.hazardClass}
          onChange={(next) => set('hazardClass', next)}
          options={choice(HAZARD_CLASSES)}
        />
        <TextField
          label={text.phiDays}
          inputMode="numeric"
          value={value.phiDays}
          onChange={(next) => set('phiDays', next)}
        />
      </div>
      <fieldset>
        <legend className="mb-1 text-sm font-semibold text-stone-700">{text.ppe}</legend>
        <div className="flex flex-wrap gap-x-6 gap-y-2">
          {PPE_ITEMS.map((item) => (
            <CheckboxField
              key={item}
              label={agronomyMessages.ppe[item]}
              checked={value.ppe.includes(item)}
              onChange={(on) =>
                set('ppe', on ? [...value.ppe, item] : value.ppe.filter((kept) => kept !== item))
              }
            />
          ))}
        </div>
      </fieldset>

      <div className="space-y-3">
        <h3 className="text-sm font-semibold text-stone-700">{text.ingredients}</h3>
        {value.ingredients.map((row, index) => (
          <fieldset
            // Rows have no id of their own; their place is what the admin edits.
            // biome-ignore lint/suspicious/noArrayIndexKey: rows are edited in place
            key={index}
            className="grid gap-3 rounded-lg bg-stone-50 p-3 sm:grid-cols-6"
          >
            <legend className="sr-only">{text.ingredientLegend(index + 1)}</legend>
            <TextField
              label={text.ingredientName}
              className="sm:col-span-2"
              value={row.name}
              onChange={(name) => setIngredient(index, { name })}
            />
            <TextField
              label={text.ingredientNameTh}
              className="sm:col-span-2"
              value={row.nameTh}
              onChange={(nameTh) => setIngredient(index, { nameTh })}
            />
            <TextField
              label={text.percent}
              inputMode="decimal"
              className="sm:col-span-2"
              value={row.percent}
              onChange={(percent) => setIngredient(index, { percent })}
            />
            <SelectField
              label={text.scheme}
              className="sm:col-span-2"
              value={row.scheme}
              onChange={(scheme) => setIngredient(index, { scheme })}
              options={choice(MOA_SCHEMES)}
            />
            <TextField
              label={text.group}
              className="sm:col-span-2"
              value={row.group}
              onChange={(group) => setIngredient(index, { group })}
            />
            <div className="flex items-end sm:col-span-2">
              <button
                type="button"
                className={smallButton}
                onClick={() =>
                  set(
                    'ingredients',
                    value.ingredients.filter((_, at) => at !== index),
                  )
                }
              >
                {text.removeIngredient(index + 1)}
              </button>
            </div>
          </fieldset>
        ))}
        <button
          type="button"
          className={smallButton}
          onClick={() => set('ingredients', [...value.ingredients, { ...emptyIngredientRow }])}
        >
          {text.addIngredient}
        </button>
      </div>

      <div className="space-y-3">
        <h3 className="text-sm font-semibold text-stone-700">{text.uses}</h3>
        {value.uses.map((row, index) => (
          <fieldset
            // biome-ignore lint/suspicious/noArrayIndexKey: rows are edited in place
            key={index}
            className="grid gap-3 rounded-lg bg-stone-50 p-3 sm:grid-cols-6"
          >
            <legend className="sr-only">{text.legendOfUse(index + 1)}</legend>
            <SelectField
              label={text.crop}
              className="sm:col-span-2"
              value={row.crop}
              onChange={(crop) => setUse(index, { crop, target: '' })}
              options={cropOptions}
            />
            <SelectField
              label={text.target}
              className="sm:col-span-4"
              value={row.target}
              onChange={(target) => setUse(index, { target })}
              options={targetOptions(row.crop)}
            />
            <TextField
              label={text.amount}
              inputMode="decimal"
              className="sm:col-span-2"
              value={row.amount}
              onChange={(amount) => setUse(index, { amount })}
            />
            <SelectField
              label={text.unit}
              className="sm:col-span-2"
              value={row.unit}
              onChange={(unit) => setUse(index, { unit })}
              options={PACK_UNITS.map((unit) => ({ value: unit, label: unit }))}
            />
            <SelectField
              label={text.per}
              className="sm:col-span-2"
              value={row.per}
              onChange={(per) => setUse(index, { per })}
              options={RATE_BASES.map((per) => ({ value: per, label: text.ratePer[per] }))}
            />
            <TextField
              label={text.water}
              inputMode="decimal"
              className="sm:col-span-2"
              value={row.water}
              onChange={(water) => setUse(index, { water })}
            />
            <TextField
              label={text.interval}
              inputMode="numeric"
              className="sm:col-span-2"
              value={row.interval}
              onChange={(interval) => setUse(index, { interval })}
            />
            <TextField
              label={text.maxApplications}
              inputMode="numeric"
              className="sm:col-span-2"
              value={row.maxApplications}
              onChange={(maxApplications) => setUse(index, { maxApplications })}
            />
            <TextField
              label={text.source}
              className="sm:col-span-4"
              value={row.source}
              onChange={(source) => setUse(index, { source })}
            />
            <div className="flex items-end sm:col-span-2">
              <button
                type="button"
                className={smallButton}
                onClick={() =>
                  set(
                    'uses',
                    value.uses.filter((_, at) => at !== index),
                  )
                }
              >
                {text.removeUse(index + 1)}
              </button>
            </div>
          </fieldset>
        ))}
        <button
          type="button"
          className={smallButton}
          onClick={() => set('uses', [...value.uses, { ...emptyUseRow }])}
        >
          {text.addUse}
        </button>
      </div>
    </fieldset>
  );
}
