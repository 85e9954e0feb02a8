// The house's shape in numbers (issue 16): where queries live, hand-written enterprise filters,
// import cycles and imports against the layers, and file sizes. `npm run metrics [-- DIR]`.
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';

const ROOT = resolve(process.env.METRICS_ROOT ?? join(import.meta.dirname, '..'));
const SOURCE_DIRS = ['apps/server/src', 'apps/web/src', 'packages/shared/src'];

function walk(dir: string): string[] {
  if (!existsSync(dir)) return [];
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (name === 'node_modules') return [];
    return statSync(path).isDirectory() ? walk(path) : [path];
  });
}

const isCode = (f: string) => /\.(ts|tsx)$/.test(f) && !f.endsWith('.d.ts');
const isTest = (f: string) => /\.test\.tsx?$|\/test\/|test-kit\.ts$/.test(f);
const files = SOURCE_DIRS.flatMap((d) => walk(join(ROOT, d))).filter(isCode);
const text = new Map(files.map((f) => [f, readFileSync(f, 'utf8')]));
const rel = (f: string) => relative(ROOT, f);

// Queries: each Kysely statement starts with one of these calls (making an org scope is not one).
const QUERY_START = /\.(selectFrom|insertInto|updateTable|deleteFrom)\(|\borgTable\(/g;
const serverCode = files.filter(
  (f) => rel(f).startsWith('apps/server/src/') && !isTest(f) && !f.includes('/migrations/'),
);
const isRepositoryPlace = (f: string) =>
  /\.repository\.ts$/.test(f) || rel(f).startsWith('apps/server/src/db/');
let queries = 0;
let queriesOutside = 0;
const outsideFiles = new Set<string>();
for (const f of serverCode) {
  const n = (text.get(f)?.match(QUERY_START) ?? []).length;
  queries += n;
  if (n > 0 && !isRepositoryPlace(f)) {
    queriesOutside += n;
    outsideFiles.add(rel(f));
  }
}

// Enterprise filters written by hand: a where/on naming org_id outside the org scope itself.
const ORG_FILTER = /\.(where|whereRef|onRef|on)\(\s*['"`](\w+\.)?org_id['"`]/g;
let orgFilters = 0;
const orgFilterFiles = new Set<string>();
for (const f of serverCode) {
  if (rel(f) === 'apps/server/src/db/org-scope.ts') continue;
  const n = (text.get(f)?.match(ORG_FILTER) ?? []).length;
  orgFilters += n;
  if (n) orgFilterFiles.add(rel(f));
}

// Imports: relative ones and @stone/shared subpaths, resolved to files.
const SHARED = join(ROOT, 'packages/shared/src');
function importsOf(f: string, withTypes: boolean): string[] {
  const out: string[] = [];
  const source = text.get(f) ?? '';
  const re = /(?:^|\n)\s*(import|export)\s+(type\s+)?[^'"]*?from\s+['"]([^'"]+)['"]/g;
  for (const m of source.matchAll(re)) {
    if (m[2] && !withTypes) continue;
    const spec = m[3] as string;
    let target: string | null = null;
    if (spec.startsWith('.')) target = resolve(dirname(f), spec);
    else if (spec.startsWith('@stone/shared/')) target = join(SHARED, `${spec.slice(14)}.ts`);
    else if (spec === '@stone/shared') target = join(SHARED, 'index.ts');
    if (target && text.has(target)) out.push(target);
  }
  return out;
}

function cycles(withTypes: boolean): string[][] {
  const graph = new Map(files.map((f) => [f, importsOf(f, withTypes)]));
  const found: string[][] = [];
  const state = new Map<string, 'open' | 'done'>();
  const stack: string[] = [];
  const visit = (f: string) => {
    state.set(f, 'open');
    stack.push(f);
    for (const g of graph.get(f) ?? []) {
      if (state.get(g) === 'open') found.push(stack.slice(stack.indexOf(g)).map(rel));
      else if (!state.has(g)) visit(g);
    }
    stack.pop();
    state.set(f, 'done');
  };
  for (const f of files) if (!state.has(f)) visit(f);
  return found;
}

/** Folder-level cycles between server modules (a module importing one that imports it back). */
function moduleCycles(): string[] {
  const moduleOf = (f: string) => /apps\/server\/src\/modules\/([^/]+)\//.exec(rel(f))?.[1];
  const edges = new Set<string>();
  for (const f of files) {
    if (isTest(f)) continue;
    const from = moduleOf(f);
    if (!from) continue;
    for (const g of importsOf(f, true)) {
      const to = moduleOf(g);
      if (to && to !== from) edges.add(`${from}>${to}`);
    }
  }
  return [...edges]
    .filter((e) => {
      const [a, b] = e.split('>');
      return (a as string) < (b as string) && edges.has(`${b}>${a}`);
    })
    .map((e) => e.replace('>', ' ⇄ '));
}

// Back-arrows: imports against the layers the conventions set (lint enforces them too).
const LAYER_RULES: [RegExp, RegExp, string][] = [
  [
    /^apps\/server\/src\/(db|plugins|lib|workers)\//,
    /^apps\/server\/src\/modules\//,
    'server kit → module',
  ],
  [
    /^apps\/web\/src\/(components|lib|layout)\//,
    /^apps\/web\/src\/(features|app)\//,
    'web kit → feature',
  ],
  [/^packages\/shared\/src\//, /^apps\//, 'shared → app'],
];
const backArrows: string[] = [];
for (const f of files) {
  if (isTest(f)) continue;
  for (const g of importsOf(f, true)) {
    const [from, to] = [rel(f), rel(g)];
    for (const [a, b, label] of LAYER_RULES)
      if (a.test(from) && b.test(to)) backArrows.push(`${label}: ${from} → ${to}`);
    const fa = /^apps\/web\/src\/features\/([^/]+)\//.exec(from)?.[1];
    const fb = /^apps\/web\/src\/features\/([^/]+)\//.exec(to)?.[1];
    if (fa && fb && fa !== fb) backArrows.push(`feature → feature: ${from} → ${to}`);
  }
}

const sizes = files
  .filter((f) => !isTest(f))
  .map((f) => ({ f: rel(f), n: (text.get(f) ?? '').split('\n').length }))
  .sort((a, b) => a.n - b.n);
const median = sizes[Math.floor(sizes.length / 2)]?.n ?? 0;
const largest = sizes.slice(-5).reverse();

/** The figures issue 16 asked for, for the report below and for src/architecture.test.ts. */
export function measure() {
  return {
    sourceFiles: sizes.length,
    queries,
    queriesOutside,
    outsideFiles: [...outsideFiles],
    orgFilters,
    orgFilterFiles: [...orgFilterFiles],
    runtimeCycles: cycles(false),
    typeCycles: cycles(true),
    moduleCycles: moduleCycles(),
    backArrows,
    medianLines: median,
    largest,
  };
}

function report() {
  const m = measure();
  console.log(`source files (non-test): ${m.sourceFiles}`);
  console.log(
    `queries: ${m.queries}, outside repositories: ${m.queriesOutside} in ${m.outsideFiles.length} files`,
  );
  console.log(`hand-written org_id filters: ${m.orgFilters} in ${m.orgFilterFiles.length} files`);
  console.log(
    `import cycles: ${m.runtimeCycles.length} at run time, ${m.typeCycles.length} counting type imports`,
  );
  for (const c of m.typeCycles.slice(0, 10)) console.log(`  ${c.join(' → ')}`);
  console.log(
    `server module cycles: ${m.moduleCycles.length}${m.moduleCycles.length ? ` (${m.moduleCycles.join(', ')})` : ''}`,
  );
  console.log(`back-arrows: ${m.backArrows.length}`);
  for (const b of m.backArrows.slice(0, 20)) console.log(`  ${b}`);
  console.log(`file lines: median ${m.medianLines}, largest:`);
  for (const f of m.largest) console.log(`  ${f.n} ${f.f}`);
  if (process.env.VERBOSE) console.log([...m.outsideFiles, '', ...m.orgFilterFiles].join('\n'));
}

if (process.argv[1] === import.meta.filename) report();
