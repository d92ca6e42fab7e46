import { Suspense, useId, useState } from 'react';
import type { Product } from '../../../shared/contracts/catalog.ts';
import type { DosageRequest } from '../../../shared/contracts/dosage.ts';
import type { Crop } from '../../../shared/contracts/farm-fit.ts';
import { bahtToSatang } from '../../../shared/domain/money.ts';
import { farmMessages } from '../../../shared/farm-messages.ts';
import { Loaded } from '../../components/ui/loaded.tsx';
import { call, client } from '../../lib/api.ts';
import { oncePerVisit } from '../../lib/once-per-visit.ts';
import { useCartStore } from '../cart/public.ts';
import { LazyDosageCalculator } from './dosage-calculator-lazy.ts';
import { fetchCrops } from './farm-api.ts';
import { shopVariant } from './shop-variant.ts';

const text = farmMessages.productDosage;

/** The crops' names, asked once per visit (the answer is public and changes with the seed). */
const cropsOnce = oncePerVisit(() => fetchCrops());

type DosageProduct = Pick<
  Product,
  'id' | 'name' | 'image' | 'isEligibleForPromotion' | 'variants' | 'uses' | 'phiDays'
> & { activeIngredients: Product['activeIngredients'] };

const keyOfUse = (use: { crop: string; target: string }) => `${use.crop}|${use.target}`;

/**
 * The product page's calculator: the label's uses to choose from (the one the crop browser
 * linked with first), the calculator for it, and its packs put into the cart as the server
 * counts them (`POST /api/dosage`), not as the page did.
 */
export default function ProductDosage({
  product,
  crop,
  target,
}: {
  product: DosageProduct;
  crop?: string | null;
  target?: string | null;
}) {
  const uses = product.uses;
  const linked = uses.find((use) => use.crop === crop && use.target === target);
  const [chosen, setChosen] = useState(keyOfUse(linked ?? (uses[0] as (typeof uses)[number])));
  const [note, setNote] = useState<{ ok: boolean; message: string } | null>(null);
  const add = useCartStore((state) => state.add);
  const selectId = useId();
  const use = uses.find((each) => keyOfUse(each) === chosen) ?? uses[0];
  if (!use) return null;

  const onAddPacks = async (_shown: unknown, request: DosageRequest) => {
    setNote(null);
    try {
      const answer = await call(client.dosage.$post({ json: request }));
      for (const pack of answer.packs) {
        const variant = product.variants.find((each) => each.id === pack.variantId);
        if (!variant) continue;
        add(
          {
            id: product.id,
            ...(product.variants.length > 1
              ? { variantId: variant.id, variantLabel: variant.label }
              : {}),
            name: product.name,
            image: product.image,
            price: bahtToSatang(variant.price),
            isEligibleForPromotion: product.isEligibleForPromotion,
            inStock: variant.inStock,
          },
          pack.quantity,
        );
      }
      setNote({
        ok: answer.packs.length > 0,
        message: answer.packs.length > 0 ? text.added : text.noPacks,
      });
    } catch {
      setNote({ ok: false, message: text.failed });
    }
  };

  const groups = product.activeIngredients.flatMap((item) =>
    item.moa ? [`${item.moa.scheme} ${item.moa.group}`] : [],
  );
  return (
    <section
      aria-labelledby="product-dosage"
      className="space-y-4 rounded-2xl border border-stone-200 bg-white p-5 lg:col-span-2"
    >
      <h2 id="product-dosage" className="text-xl font-bold text-stone-900">
        {text.title}
      </h2>
      {uses.length > 1 ? (
        <div className="space-y-1">
          <label htmlFor={selectId} className="block font-semibold text-stone-800">
            {text.useLabel}
          </label>
          <Loaded data={cropsOnce()} fallback={null} errorElement={null}>
            {(list) => (
              <select
                id={selectId}
                value={chosen}
                onChange={(event) => setChosen(event.target.value)}
                className="min-h-11 w-full rounded-lg border border-stone-300 bg-white px-3 leading-relaxed"
              >
                {uses.map((each) => (
                  <option key={keyOfUse(each)} value={keyOfUse(each)}>
                    {nameOfUse(list, each.crop, each.target)}
                  </option>
                ))}
              </select>
            )}
          </Loaded>
        </div>
      ) : null}
      <Suspense fallback={<p className="text-stone-600">{text.loading}</p>}>
        <LazyDosageCalculator
          key={chosen}
          productId={product.id}
          crop={use.crop}
          target={use.target}
          use={use}
          variants={product.variants.map(shopVariant)}
          phiDays={product.phiDays}
          moaGroups={groups}
          onAddPacks={(packs, request) => void onAddPacks(packs, request)}
        />
      </Suspense>
      {note ? (
        <p role="status" className={note.ok ? 'font-semibold text-brand-800' : 'text-red-700'}>
          {note.message}
        </p>
      ) : null}
    </section>
  );
}

function nameOfUse(list: Crop[], cropId: string, targetId: string): string {
  const cropFound = list.find((each) => each.id === cropId);
  const targetFound = cropFound?.targets.find((each) => each.id === targetId);
  return `${cropFound?.nameTh ?? cropId} — ${targetFound?.nameTh ?? targetId}`;
}
