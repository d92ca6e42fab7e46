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
import { SelectField, TextField } from '../../../components/ui/form-field.tsx';
import { CheckboxField } from '../../../components/ui/toggle-fields.tsx';
import { fetchCrops } from '../catalog-api.ts';
import { emptyIngredientRow, emptyUseRow, type LabelFormValues } from './label-form.ts';
import { RowList } from './row-list.tsx';

const text = adminLabelMessages;
const choice = <T extends string>(values: readonly T[]) => [
  { value: '' as T | '', label: text.none },
  ...values.map((value) => ({ value, label: value })),
];
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

      <RowList
        heading={text.ingredients}
        rows={value.ingredients}
        onChange={(rows) => set('ingredients', rows)}
        newRow={() => ({ ...emptyIngredientRow })}
        legend={text.ingredientLegend}
        removeLabel={text.removeIngredient}
        addLabel={text.addIngredient}
      >
        {(row, edit) => (
          <>
            <TextField
              label={text.ingredientName}
              className="sm:col-span-2"
              value={row.name}
              onChange={(name) => edit({ name })}
            />
            <TextField
              label={text.ingredientNameTh}
              className="sm:col-span-2"
              value={row.nameTh}
              onChange={(nameTh) => edit({ nameTh })}
            />
            <TextField
              label={text.percent}
              inputMode="decimal"
              className="sm:col-span-2"
              value={row.percent}
              onChange={(percent) => edit({ percent })}
            />
            <SelectField
              label={text.scheme}
              className="sm:col-span-2"
              value={row.scheme}
              onChange={(scheme) => edit({ scheme })}
              options={choice(MOA_SCHEMES)}
            />
            <TextField
              label={text.group}
              className="sm:col-span-2"
              value={row.group}
              onChange={(group) => edit({ group })}
            />
          </>
        )}
      </RowList>

      <RowList
        heading={text.uses}
        rows={value.uses}
        onChange={(rows) => set('uses', rows)}
        newRow={() => ({ ...emptyUseRow })}
        legend={text.legendOfUse}
        removeLabel={text.removeUse}
        addLabel={text.addUse}
      >
        {(row, edit) => (
          <>
            <SelectField
              label={text.crop}
              className="sm:col-span-2"
              value={row.crop}
              onChange={(crop) => edit({ crop, target: '' })}
              options={cropOptions}
            />
            <SelectField
              label={text.target}
              className="sm:col-span-4"
              value={row.target}
              onChange={(target) => edit({ target })}
              options={targetOptions(row.crop)}
            />
            <TextField
              label={text.amount}
              inputMode="decimal"
              className="sm:col-span-2"
              value={row.amount}
              onChange={(amount) => edit({ amount })}
            />
            <SelectField
              label={text.unit}
              className="sm:col-span-2"
              value={row.unit}
              onChange={(unit) => edit({ unit })}
              options={PACK_UNITS.map((unit) => ({ value: unit, label: unit }))}
            />
            <SelectField
              label={text.per}
              className="sm:col-span-2"
              value={row.per}
              onChange={(per) => edit({ per })}
              options={RATE_BASES.map((per) => ({ value: per, label: text.ratePer[per] }))}
            />
            <TextField
              label={text.water}
              inputMode="decimal"
              className="sm:col-span-2"
              value={row.water}
              onChange={(water) => edit({ water })}
            />
            <TextField
              label={text.interval}
              inputMode="numeric"
              className="sm:col-span-2"
              value={row.interval}
              onChange={(interval) => edit({ interval })}
            />
            <TextField
              label={text.maxApplications}
              inputMode="numeric"
              className="sm:col-span-2"
              value={row.maxApplications}
              onChange={(maxApplications) => edit({ maxApplications })}
            />
            <TextField
              label={text.source}
              className="sm:col-span-4"
              value={row.source}
              onChange={(source) => edit({ source })}
            />
          </>
        )}
      </RowList>
    </fieldset>
  );
}
