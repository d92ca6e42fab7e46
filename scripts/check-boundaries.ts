import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { checkFileLengths, MAX_LINES } from './file-length.ts';

/**
 * Import boundaries, checked by `npm run lint` (decisions 0018, 0020 and 0037): which files may
 * import which. Every `import … from`, `export … from`, `import '…'` and `import('…')` of the files
 * under SOURCE_FOLDERS is resolved to a path in the repository (a package keeps its name) and held
 * against RULES; a feature's public file is held to named re-exports; and no two server domains
 * import each other (ONE_WAY). `node
 * scripts/check-boundaries.ts [root]` prints one line per broken rule and exits 1; the rules, the
 * owners of the tables and the allowances are the tables below.
 */

/** Paths are relative to the repository root, with `/`; `**` spans folders, `*` one name. */
type Glob = string;

export interface Rule {
  /** Named in every message, with `why` and the decision record that explains the rule. */
  name: string;
  why: string;
  decision: string;
  /**
   * The importing files the rule holds for. `{name}` matches one folder name and hands it to
   * `allow`: `src/client/features/{feature}/**` gives `{ feature: 'cart' }` for the cart's files.
   */
  files: Glob[];
  /** Files among `files` the rule leaves alone. */
  except?: Glob[];
  /** What those files may not import: paths, or package names. */
  forbid: Glob[];
  /** What they may import all the same, from the names `files` captured (and the owners' table). */
  allow?: (captured: Record<string, string>, tableOwners: Record<string, string[]>) => Glob[];
  /** What they may import all the same with `import type` / `export type … from` only. */
  allowTypes?: Glob[];
}

/** A broken rule kept for now, by file and import: reported as stale once nothing needs it. */
export interface Allowance {
  file: string;
  imports: string;
  until: string;
}

export interface Boundaries {
  /** Which schema files each server domain owns: only that folder reads and writes their tables. */
  tableOwners: Record<string, string[]>;
  rules: Rule[];
  allowances: Allowance[];
}

const SOURCE_FOLDERS = ['src', 'scripts', 'bench', 'e2e'];
const SOURCE_FILE = /\.(ts|tsx|mts|js|mjs)$/;
const SCHEMA_FOLDER = 'src/server/db/schema';
/** Schema files every table file builds on; they belong to no domain. */
const SHARED_SCHEMA_FILES = ['index.ts', 'enums.ts', 'columns.ts'];

/** Code that checks the shop rather than runs it: it may reach anywhere to set up and look. */
const VERIFYING: Glob[] = [
  '**/*.test.ts',
  '**/*.test.tsx',
  'src/testing/**',
  'e2e/**',
  'bench/**',
  'scripts/test-timing-reporter.ts',
  // Reads the test runners' reports for npm test's last lines, by the runners' own types.
  'scripts/failed-tests.ts',
];

const OWNERS_DECISION = 'docs/decisions/0018-one-owner-per-table.md';
const DOMAINS_DECISION = 'docs/decisions/0037-domains-import-one-way.md';
const LAYERS_DECISION = 'docs/decisions/0020-client-layers.md';
/** The one file through which a feature is reached from another feature. */
export const PUBLIC_FILE: Glob = 'src/client/features/*/public.ts';

export const TABLE_OWNERS: Record<string, string[]> = {
  accounts: ['accounts.ts'],
  agronomy: ['agronomy.ts'],
  addresses: ['addresses.ts'],
  analytics: ['analytics.ts'],
  audit: ['audit.ts'],
  catalog: ['catalog.ts', 'stock-alerts.ts'],
  content: ['content.ts'],
  http: ['limits.ts', 'pages.ts'],
  notifications: ['notifications.ts'],
  orders: ['orders.ts', 'refunds.ts'],
  payments: ['payments.ts'],
  privacy: ['privacy.ts'],
  points: ['points.ts'],
  promotions: ['promotions.ts'],
  settings: ['settings.ts'],
  shipping: ['shipping.ts'],
  'tax-documents': ['tax-documents.ts'],
};

export const RULES: Rule[] = [
  {
    name: 'one owner per table',
    why: "a domain imports only its own schema file; another domain's tables are read and written through that domain's functions",
    decision: OWNERS_DECISION,
    files: ['src/server/{domain}/**'],
    except: ['src/server/db/**', ...VERIFYING],
    forbid: [`${SCHEMA_FOLDER}/**`],
    allow: ({ domain = '' }, owners) =>
      (owners[domain] ?? []).map((file) => `${SCHEMA_FOLDER}/${file}`),
  },
  {
    name: 'tables stay in the server',
    why: 'outside the server domains only src/server/db (client, seed, migrations) and drizzle.config.ts import the schema',
    decision: OWNERS_DECISION,
    files: ['**'],
    except: ['src/server/*/**', 'drizzle.config.ts', ...VERIFYING],
    forbid: [`${SCHEMA_FOLDER}/**`],
  },
  {
    name: 'the shop does not run test code',
    why: 'src/testing and the test libraries serve tests; data the shop needs lives in the shop (src/server/db/seed)',
    decision: OWNERS_DECISION,
    files: ['**'],
    // vite.config.ts sets up the test runner beside the build.
    except: [...VERIFYING, 'vite.config.ts'],
    forbid: ['src/testing/**', 'vitest', 'vitest/**', '@testing-library/**', 'msw', 'msw/**'],
  },
  // The client's layers, top to bottom: app → features → components, lib → shared.
  {
    name: 'features do not import the app',
    why: 'src/client/app composes the features into routes, layouts and the shell; a feature that imports it depends on every other feature',
    decision: LAYERS_DECISION,
    files: ['src/client/features/**'],
    except: VERIFYING,
    forbid: ['src/client/app/**'],
  },
  {
    name: 'components and lib stay below the features',
    why: 'src/client/components and src/client/lib serve every feature and the app, so they know neither',
    decision: LAYERS_DECISION,
    files: ['src/client/components/**', 'src/client/lib/**'],
    except: VERIFYING,
    forbid: ['src/client/app/**', 'src/client/features/**'],
  },
  {
    name: "a feature reaches another through that feature's public file",
    why: 'a feature imports its own folder freely, and of another feature only src/client/features/<feature>/public.ts, which names what others may use',
    decision: LAYERS_DECISION,
    files: ['src/client/features/{feature}/**'],
    except: VERIFYING,
    forbid: ['src/client/features/**'],
    allow: ({ feature }) => [`src/client/features/${feature}/**`, PUBLIC_FILE],
  },
  {
    name: 'shared stands alone',
    why: 'src/shared runs in the browser and on the server alike, so it imports from neither',
    decision: LAYERS_DECISION,
    files: ['src/shared/**'],
    except: VERIFYING,
    forbid: ['src/client/**', 'src/server/**'],
  },
  {
    name: "the client takes only the server app's type",
    why: 'server code never reaches the browser; the typed API client needs the type of src/server/app.ts, which `import type` erases from the build',
    decision: LAYERS_DECISION,
    files: ['src/client/**'],
    except: VERIFYING,
    forbid: ['src/server/**'],
    allowTypes: ['src/server/app.ts'],
  },
];

/** Broken rules kept for now, by file and import: none. Remove an entry as soon as its import is gone. */
export const ALLOWANCES: Allowance[] = [];

/**
 * The folders directly under src/server that are not domains: the database (its client, schema,
 * seed and migrations) and the HTTP plumbing serve every domain, and the rules above hold them.
 * Every other folder there is a domain. The files directly in src/server (app.ts, index.ts,
 * personal-data.ts) are the composition root: they put the domains together and may import any.
 */
export const NOT_DOMAINS = ['db', 'http'];

/** The server domain a path is in (`src/server/<domain>/…`), or null. */
export function serverDomainOf(file: string): string | null {
  const found = /^src\/server\/([^/]+)\/./.exec(file);
  return found && !NOT_DOMAINS.includes(found[1] as string) ? (found[1] as string) : null;
}

/** The rule no allowance reaches: a pair of server domains imports one way, whichever way. */
export const ONE_WAY = {
  name: 'server domains import one way',
  why: "a domain that another domain imports does not import it back, with runtime imports or `import type` alike (a type names the other domain's words as much as a call does); what one needs of the other it is handed by the app (src/server/app.ts, src/server/personal-data.ts), or it moves to the domain that owns it",
  decision: DOMAINS_DECISION,
};

export const BOUNDARIES: Boundaries = {
  tableOwners: TABLE_OWNERS,
  rules: RULES,
  allowances: ALLOWANCES,
};

function globPattern(glob: Glob): RegExp {
  let pattern = '';
  for (let i = 0; i < glob.length; i++) {
    const char = glob[i] as string;
    if (glob.startsWith('**/', i)) {
      pattern += '(?:.*/)?';
      i += 2;
    } else if (glob.startsWith('**', i)) {
      pattern += '.*';
      i += 1;
    } else if (char === '*') {
      pattern += '[^/]*';
    } else if (char === '{') {
      const end = glob.indexOf('}', i);
      pattern += `(?<${glob.slice(i + 1, end)}>[^/]+)`;
      i = end;
    } else {
      pattern += char.replace(/[.+?^$()[\]\\|]/g, '\\$&');
    }
  }
  return new RegExp(`^${pattern}$`);
}

const compiled = new Map<Glob, RegExp>();
function match(glob: Glob, file: string): Record<string, string> | null {
  let pattern = compiled.get(glob);
  if (!pattern) {
    pattern = globPattern(glob);
    compiled.set(glob, pattern);
  }
  const found = pattern.exec(file);
  return found ? { ...found.groups } : null;
}

const matchesAny = (globs: readonly Glob[], file: string) =>
  globs.some((glob) => match(glob, file) !== null);

export interface Import {
  specifier: string;
  line: number;
  /** `import type …` or `export type … from`: erased from the build. (`import { type A }` is not.) */
  typeOnly: boolean;
}

const STATIC_IMPORT = /^[ \t]*(?:import|export)\b[^;'"]*?\bfrom\s*(['"])([^'"\n]+)\1/gm;
const BARE_IMPORT = /^[ \t]*import\s*(['"])([^'"\n]+)\1/gm;
const DYNAMIC_IMPORT = /\bimport\(\s*(['"])([^'"\n]+)\1\s*\)/g;
/** `import type { A }`, `import type A from`, `import type * as A`, `export type { A } from`. */
const TYPE_ONLY = /^\s*(?:import|export)\s+type\s*(?:\{|\*|[A-Za-z_$][\w$]*\s+from\b)/;

/** The modules a source file names, with the line each is named on; comment lines are skipped. */
export function importsOf(source: string): Import[] {
  const lineOf = (index: number) => source.slice(0, index).split('\n').length;
  const found: Import[] = [];
  for (const pattern of [STATIC_IMPORT, BARE_IMPORT, DYNAMIC_IMPORT]) {
    for (const hit of source.matchAll(pattern)) {
      const at = hit.index + hit[0].indexOf(hit[1] as string);
      const lineStart = source.lastIndexOf('\n', at) + 1;
      const text = source.slice(lineStart, at).trimStart();
      if (text.startsWith('//') || text.startsWith('*') || text.startsWith('/*')) continue;
      const typeOnly = pattern === STATIC_IMPORT && TYPE_ONLY.test(hit[0]);
      found.push({ specifier: hit[2] as string, line: lineOf(at), typeOnly });
    }
  }
  return found.sort((a, b) => a.line - b.line);
}

/** A relative import as a path from the root; a package as its name. */
function resolve(file: string, specifier: string): string {
  if (!specifier.startsWith('.')) return specifier;
  return path.posix.normalize(path.posix.join(path.posix.dirname(file), specifier));
}

function sourceFiles(root: string): string[] {
  const files: string[] = [];
  const walk = (folder: string) => {
    for (const entry of readdirSync(path.join(root, folder), { withFileTypes: true })) {
      const relative = folder ? `${folder}/${entry.name}` : entry.name;
      if (entry.isDirectory()) {
        if (entry.name !== 'node_modules' && !entry.name.startsWith('.')) walk(relative);
      } else if (SOURCE_FILE.test(entry.name)) {
        files.push(relative);
      }
    }
  };
  for (const folder of SOURCE_FOLDERS) if (existsSync(path.join(root, folder))) walk(folder);
  for (const entry of readdirSync(root, { withFileTypes: true })) {
    if (entry.isFile() && SOURCE_FILE.test(entry.name)) files.push(entry.name);
  }
  return files.sort();
}

/** Schema files no domain owns, and owned files that are not there: the table must be complete. */
function ownerProblems(root: string, owners: Record<string, string[]>): string[] {
  const folder = path.join(root, SCHEMA_FOLDER);
  if (!existsSync(folder)) return [];
  const owned = new Set(Object.values(owners).flat());
  const present = readdirSync(folder).filter((name) => name.endsWith('.ts'));
  const problems = present
    .filter((name) => !SHARED_SCHEMA_FILES.includes(name) && !owned.has(name))
    .map(
      (name) =>
        `${SCHEMA_FOLDER}/${name} has no owner: add it to TABLE_OWNERS (${OWNERS_DECISION})`,
    );
  for (const [domain, files] of Object.entries(owners)) {
    for (const name of files.filter((file) => !present.includes(file))) {
      problems.push(`TABLE_OWNERS gives ${domain} ${SCHEMA_FOLDER}/${name}, which does not exist`);
    }
  }
  return problems;
}

/** `export { a, b } from './a.ts';` and `export type { C } from './c.ts';`, nothing else. */
const NAMED_RE_EXPORT = /export\s+(?:type\s+)?\{[^}]*\}\s*from\s*(['"])[^'"\n]+\1\s*;?/g;
const COMMENT = /\/\*[\s\S]*?\*\/|\/\/[^\n]*/g;

/**
 * A public file holds only named re-exports: no code of its own, no `export *`, so it names each
 * thing other features use and pulls nothing else into their chunks.
 */
function publicFileProblems(file: string, source: string): string[] {
  const blank = (text: string) => text.replace(/[^\n]/g, ' ');
  const rest = source.replace(COMMENT, blank).replace(NAMED_RE_EXPORT, blank);
  const at = rest.search(/\S/);
  if (at === -1) return [];
  const line = rest.slice(0, at).split('\n').length;
  return [
    `${file}:${line} is more than named re-exports: a public file holds only \`export { a } from './a.ts'\` lines naming what other features use, no code and no \`export *\` (${LAYERS_DECISION})`,
  ];
}

export interface Report {
  files: number;
  problems: string[];
}

/** One import of one server domain by another: the first found each way is named. */
interface DomainImport {
  file: string;
  line: number;
  target: string;
}

/** Each pair of domains that import each other, once, naming an import of each way. */
function twoWayProblems(imports: Map<string, DomainImport>): string[] {
  const problems: string[] = [];
  for (const [pair, there] of imports) {
    const [from, to] = pair.split(' ') as [string, string];
    const back = imports.get(`${to} ${from}`);
    if (!back || from > to) continue;
    problems.push(
      `${there.file}:${there.line} imports ${there.target}, and ${back.file}:${back.line} imports ${back.target}: ${from} and ${to} import each other: breaks "${ONE_WAY.name}": ${ONE_WAY.why}. (${ONE_WAY.decision})`,
    );
  }
  return problems.sort();
}

/** Every import of every source file under `root` held against the boundaries. */
export function checkBoundaries(root: string, boundaries: Boundaries = BOUNDARIES): Report {
  const problems = ownerProblems(root, boundaries.tableOwners);
  const used = new Set<Allowance>();
  const files = sourceFiles(root);
  /** The first import of each domain by each other domain, keyed `<importer> <imported>`. */
  const domainImports = new Map<string, DomainImport>();
  for (const file of files) {
    let source: string | undefined;
    const read = () => {
      source ??= readFileSync(path.join(root, file), 'utf8');
      return source;
    };
    if (match(PUBLIC_FILE, file)) problems.push(...publicFileProblems(file, read()));
    const domain = matchesAny(VERIFYING, file) ? null : serverDomainOf(file);
    const imports = domain ? importsOf(read()) : null;
    if (domain && imports) {
      for (const { specifier, line } of imports) {
        const target = resolve(file, specifier);
        const other = serverDomainOf(target);
        const pair = `${domain} ${other}`;
        if (other && other !== domain && !domainImports.has(pair)) {
          domainImports.set(pair, { file, line, target });
        }
      }
    }
    const rules = boundaries.rules.flatMap((rule) => {
      if (rule.except && matchesAny(rule.except, file)) return [];
      const captured = rule.files.map((glob) => match(glob, file)).find((found) => found !== null);
      return captured
        ? [{ rule, allowed: rule.allow?.(captured, boundaries.tableOwners) ?? [] }]
        : [];
    });
    if (rules.length === 0) continue;
    for (const { specifier, line, typeOnly } of imports ?? importsOf(read())) {
      const target = resolve(file, specifier);
      for (const { rule, allowed } of rules) {
        if (!matchesAny(rule.forbid, target) || matchesAny(allowed, target)) continue;
        if (typeOnly && rule.allowTypes && matchesAny(rule.allowTypes, target)) continue;
        const allowance = boundaries.allowances.find(
          (entry) => entry.file === file && entry.imports === target,
        );
        if (allowance) {
          used.add(allowance);
          continue;
        }
        const shown = target === specifier ? `'${specifier}'` : `'${specifier}' (${target})`;
        const may = [
          allowed.length > 0 ? ` It may import ${allowed.join(', ')}.` : '',
          rule.allowTypes
            ? ` It may import ${rule.allowTypes.join(', ')} with \`import type\`.`
            : '',
        ].join('');
        problems.push(
          `${file}:${line} imports ${shown}: breaks "${rule.name}": ${rule.why}.${may} (${rule.decision})`,
        );
      }
    }
  }
  problems.push(...twoWayProblems(domainImports));
  for (const allowance of boundaries.allowances) {
    if (!used.has(allowance)) {
      problems.push(
        `allowance no longer needed: ${allowance.file} → ${allowance.imports}; remove it from ALLOWANCES in scripts/check-boundaries.ts`,
      );
    }
  }
  return { files: files.length, problems };
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const root = path.resolve(process.argv[2] ?? fileURLToPath(new URL('..', import.meta.url)));
  const { files, problems } = checkBoundaries(root);
  for (const problem of problems) process.stderr.write(`✖ ${problem}\n`);
  process.stdout.write(
    problems.length === 0
      ? `Import boundaries: ${files} files checked, none crosses a boundary.\n`
      : `Import boundaries: ${problems.length} problem(s) in ${files} files.\n`,
  );
  // The length of each file rides on the same step (scripts/file-length.ts).
  const lengths = checkFileLengths(root);
  for (const problem of lengths.problems) process.stderr.write(`✖ ${problem}\n`);
  process.stdout.write(
    lengths.problems.length === 0
      ? `File length: ${lengths.files} files checked, none over ${MAX_LINES} lines.\n`
      : `File length: ${lengths.problems.length} problem(s) in ${lengths.files} files.\n`,
  );
  process.exitCode = problems.length === 0 && lengths.problems.length === 0 ? 0 : 1;
}
