import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { getDatabase, preload } from 'thai-address-universal';

/**
 * Writes the rows of `thai_subdistricts` into the addresses migration, from the package
 * thai-address-universal: `node scripts/address-data.ts` after the package is updated replaces
 * everything below MARKER in the migration with one INSERT of every sub-district. (A migration
 * that already ran is not run again: a new list needs a new migration, written the same way.)
 */
const MARKER = '-- thai_subdistricts rows: written by scripts/address-data.ts';
const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const migration = path.join(root, 'src/server/db/migrations/0014_addresses.sql');

interface Row {
  subdistrict: string;
  district: string;
  province: string;
  postcode: string;
}

export async function subdistrictRows(): Promise<Row[]> {
  await preload();
  return getDatabase().map((entry) => ({
    subdistrict: entry.sub_district.trim(),
    district: entry.district.trim(),
    province: entry.province.trim(),
    postcode: entry.postal_code.trim(),
  }));
}

/** One INSERT of every row, read from a JSON literal (one statement, parsed once). */
export function insertStatement(rows: readonly Row[]): string {
  const json = JSON.stringify(rows).replaceAll("'", "''");
  return [
    'INSERT INTO "thai_subdistricts" ("subdistrict", "district", "province", "postcode")',
    'SELECT "subdistrict", "district", "province", "postcode"',
    `FROM json_to_recordset('${json}')`,
    'AS t("subdistrict" varchar, "district" varchar, "province" varchar, "postcode" varchar);',
  ].join('\n');
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const rows = await subdistrictRows();
  const before = readFileSync(migration, 'utf8');
  const at = before.indexOf(MARKER);
  const head = (at === -1 ? before : before.slice(0, at)).trimEnd();
  writeFileSync(
    migration,
    `${head}--> statement-breakpoint\n${MARKER}\n${insertStatement(rows)}\n`,
  );
  process.stdout.write(
    `${rows.length} sub-districts written to ${path.relative(root, migration)}\n`,
  );
}
