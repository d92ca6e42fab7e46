import { spawnSync } from 'node:child_process';
import { readdirSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

/** `npm run bench`: runs every bench/*.bench.ts (or those named) and fails if any is over budget. */
const here = fileURLToPath(new URL('.', import.meta.url));
const wanted = process.argv.slice(2);
const benches = readdirSync(here)
  .filter((file) => file.endsWith('.bench.ts'))
  .filter((file) => wanted.length === 0 || wanted.some((name) => file.startsWith(name)))
  .sort();

let overBudget = 0;
for (const file of benches) {
  process.stdout.write(`\n▶ ${file}\n`);
  const result = spawnSync(process.execPath, [path.join(here, file)], { stdio: 'inherit' });
  if (result.status !== 0) overBudget += 1;
}
process.stdout.write(
  `\n${benches.length - overBudget} within budget, ${overBudget} over budget or failed\n`,
);
process.exit(overBudget > 0 ? 1 : 0);
