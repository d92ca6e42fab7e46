import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { CROPS, INGREDIENTS, SOURCES, TARGETS } from '../src/server/agronomy/reference-data.ts';

/**
 * Writes the agronomy reference rows (crops, targets, which crop has which, active ingredients)
 * into the agronomy_seed migration, from src/server/agronomy/reference-data.ts: `node
 * scripts/agronomy-data.ts` replaces everything below MARKER. (A migration that already ran is not
 * run again: changed reference data needs a new migration, written the same way.)
 */
const MARKER = '-- agronomy reference rows: written by scripts/agronomy-data.ts';
const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const migration = path.join(root, 'src/server/db/migrations/0019_agronomy_seed.sql');

/** One INSERT of every row, read from a JSON literal (one statement, parsed once). */
function insertStatement(table: string, columns: Record<string, string>, rows: object[]): string {
  const json = JSON.stringify(rows).replaceAll("'", "''");
  const names = Object.keys(columns);
  const quoted = names.map((name) => `"${name}"`).join(', ');
  const types = names.map((name) => `"${name}" ${columns[name]}`).join(', ');
  return [
    `INSERT INTO "${table}" (${quoted})`,
    `SELECT ${quoted}`,
    `FROM json_to_recordset('${json}')`,
    `AS t(${types});`,
  ].join('\n');
}

export function referenceStatements(): string[] {
  const targetRows = TARGETS.map((target) => ({
    id: target.id,
    kind: target.kind,
    name: target.name,
    name_th: target.nameTh,
    source: SOURCES.doa,
  }));
  const cropRows = CROPS.map((crop, index) => ({
    id: crop.id,
    name: crop.name,
    name_th: crop.nameTh,
    position: index + 1,
    source: SOURCES.doa,
  }));
  const pairs = CROPS.flatMap((crop) =>
    crop.targets.map((target, index) => ({
      crop_id: crop.id,
      target_id: target,
      position: index + 1,
    })),
  );
  const ingredientRows = INGREDIENTS.map((ingredient) => ({
    id: ingredient.id,
    name: ingredient.name,
    name_th: ingredient.nameTh,
    aliases: ingredient.aliases ?? [],
    moa_scheme: ingredient.moa?.scheme ?? null,
    moa_group: ingredient.moa?.group ?? null,
    banned: ingredient.banned !== undefined,
    banned_since: ingredient.banned?.since ?? null,
    banned_note: ingredient.banned?.note ?? null,
    restricted_note: ingredient.restrictedNote ?? null,
    source:
      [
        ingredient.moa
          ? SOURCES[
              ingredient.moa.scheme === 'IRAC'
                ? 'irac'
                : ingredient.moa.scheme === 'HRAC'
                  ? 'hrac'
                  : 'frac'
            ]
          : null,
        ingredient.banned || ingredient.restrictedNote ? SOURCES.hazardAct : null,
      ]
        .filter(Boolean)
        .join('; ') || SOURCES.doa,
  }));
  return [
    insertStatement(
      'crops',
      { id: 'varchar', name: 'varchar', name_th: 'varchar', position: 'smallint', source: 'text' },
      cropRows,
    ),
    insertStatement(
      'pest_targets',
      { id: 'varchar', kind: 'varchar', name: 'varchar', name_th: 'varchar', source: 'text' },
      targetRows,
    ),
    insertStatement(
      'crop_targets',
      { crop_id: 'varchar', target_id: 'varchar', position: 'smallint' },
      pairs,
    ),
    insertStatement(
      'active_ingredients',
      {
        id: 'varchar',
        name: 'varchar',
        name_th: 'varchar',
        aliases: 'text[]',
        moa_scheme: 'varchar',
        moa_group: 'varchar',
        banned: 'boolean',
        banned_since: 'date',
        banned_note: 'text',
        restricted_note: 'text',
        source: 'text',
      },
      ingredientRows,
    ),
  ];
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const before = readFileSync(migration, 'utf8');
  const at = before.indexOf(MARKER);
  const head = (at === -1 ? before : before.slice(0, at)).trimEnd();
  const statements = referenceStatements().join('--> statement-breakpoint\n');
  writeFileSync(migration, `${head ? `${head}\n` : ''}${MARKER}\n${statements}\n`);
  process.stdout.write(`reference rows written to ${path.relative(root, migration)}\n`);
}
