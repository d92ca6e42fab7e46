/**
 * A label's amounts and rates in words (มล., ต่อไร่): the crop browser's recommendations show
 * them, so they stand apart from the calculator's texts (dosage-messages.ts), which that page
 * does not need on its first load.
 */
export const dosageUnitMessages = {
  units: { ml: 'มล.', l: 'ลิตร', g: 'กรัม', kg: 'กก.', piece: 'ชิ้น' },
  ratePer: { '20l': 'ต่อน้ำ 20 ลิตร', rai: 'ต่อไร่', kg_seed: 'ต่อเมล็ด 1 กก.', tree: 'ต่อต้น' },
} as const;
