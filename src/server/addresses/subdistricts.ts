import { asc } from 'drizzle-orm';
import { addressMessages } from '../../shared/address-messages.ts';
import { type AddressSuggestion, SUGGEST_LIMIT } from '../../shared/contracts/addresses.ts';
import type { Executor } from '../db/client.ts';
import { thaiSubdistricts } from '../db/schema/addresses.ts';
import { type PackedJson, packJson } from '../http/packed-json.ts';

/** The sub-district list as the suggestions read it: every row, and the known pairs. */
interface SubdistrictList {
  rows: readonly AddressSuggestion[];
  pairs: ReadonlySet<string>;
  /** Every province, in Thai order. */
  provinces: readonly string[];
  /** The province of each postcode (its first row's, when one spans two). */
  provinceByPostcode: ReadonlyMap<string, string>;
  /** Answers already worked out, packed, by query: customers type the same few starts of names. */
  answers: Map<string, PackedJson<AddressSuggestion[]>>;
}

/** How many answers a list remembers; past that it forgets them all and starts again. */
const REMEMBERED_ANSWERS = 5_000;

const lists = new WeakMap<Executor, Promise<SubdistrictList>>();

const pairKey = (subdistrict: string, postcode: string) => `${subdistrict}\u0000${postcode}`;

/**
 * The table `thai_subdistricts`, read once per database handle and kept in memory (7,498 rows,
 * about 1 MB): the migration wrote it and nothing writes it after, so it cannot go stale, and a
 * scan of it in memory answers faster than any index across a connection.
 */
function subdistrictList(db: Executor): Promise<SubdistrictList> {
  let list = lists.get(db);
  if (!list) {
    list = db
      .select({
        subdistrict: thaiSubdistricts.subdistrict,
        district: thaiSubdistricts.district,
        province: thaiSubdistricts.province,
        postcode: thaiSubdistricts.postcode,
      })
      .from(thaiSubdistricts)
      .orderBy(asc(thaiSubdistricts.id))
      .then((rows) => ({
        rows,
        pairs: new Set(rows.map((row) => pairKey(row.subdistrict, row.postcode))),
        provinces: [...new Set(rows.map((row) => row.province))].sort(
          new Intl.Collator('th').compare,
        ),
        provinceByPostcode: rows.reduce(
          (byPostcode, row) =>
            byPostcode.has(row.postcode) ? byPostcode : byPostcode.set(row.postcode, row.province),
          new Map<string, string>(),
        ),
        answers: new Map(),
      }));
    // A failed read is tried again by the next request rather than remembered.
    list.catch(() => lists.delete(db));
    lists.set(db, list);
  }
  return list;
}

/** "ต.ภาชี", "อ. ภาชี", "จ.อยุธยา": the abbreviation a customer may type first is not the name. */
const AREA_ABBREVIATION = /^(?:ต|อ|จ)\.\s*/;

/** Where a row stands for a query; lower is better, -1 is no match. */
function rank(row: AddressSuggestion, q: string, digits: boolean): number {
  if (digits) {
    if (row.postcode === q) return 0;
    return row.postcode.startsWith(q) ? 1 : -1;
  }
  if (row.subdistrict === q) return 0;
  if (row.district === q) return 1;
  if (row.province === q) return 2;
  if (row.subdistrict.startsWith(q)) return 3;
  if (row.district.startsWith(q)) return 4;
  if (row.province.startsWith(q)) return 5;
  return -1;
}

/**
 * The sub-districts a customer may mean by what they typed, best first: an exact name before a
 * name's start, a sub-district before a district before a province; digits are a postcode's
 * start. At most 20, in the list's order within a rank.
 */
export async function suggestAddresses(
  db: Executor,
  query: string,
): Promise<PackedJson<AddressSuggestion[]>> {
  const q = query.trim().replace(AREA_ABBREVIATION, '');
  const { rows, answers } = await subdistrictList(db);
  const remembered = answers.get(q);
  if (remembered) return remembered;
  const answer = packJson(q === '' ? [] : suggestionsFor(rows, q));
  if (answers.size >= REMEMBERED_ANSWERS) answers.clear();
  answers.set(q, answer);
  return answer;
}

function suggestionsFor(rows: readonly AddressSuggestion[], q: string): AddressSuggestion[] {
  const digits = /^\d+$/.test(q);
  const ranks: AddressSuggestion[][] = [[], [], [], [], [], []];
  for (const row of rows) {
    const at = rank(row, q, digits);
    if (at >= 0) ranks[at]?.push(row);
  }
  return ranks.flat().slice(0, SUGGEST_LIMIT);
}

/**
 * Whether the shop's list knows an address's sub-district with its postcode. An unknown pair is
 * still accepted (lists disagree: ท่าหลวง, อ.ท่าเรือ is 18270 in one and 13130 in another); the
 * answer that saved it carries the warning.
 */
export async function checkAddress(
  db: Executor,
  address: { subdistrict: string; postcode: string },
): Promise<{ warning?: string }> {
  const { pairs } = await subdistrictList(db);
  return pairs.has(pairKey(address.subdistrict, address.postcode))
    ? {}
    : { warning: addressMessages.unknownPair };
}

/** The provinces of the shop's list, in Thai order (what a remote province is chosen from). */
export async function thaiProvinces(db: Executor): Promise<readonly string[]> {
  return (await subdistrictList(db)).provinces;
}

/** The province a postcode belongs to, or null when the shop's list does not know it. */
export async function provinceOfPostcode(db: Executor, postcode: string): Promise<string | null> {
  return (await subdistrictList(db)).provinceByPostcode.get(postcode) ?? null;
}
