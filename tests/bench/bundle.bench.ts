/**
 * Bundle benchmark (after `npm run build`): the initial JavaScript of the welcome and login pages
 * (index.html's entry, its static imports, and the lazily loaded page chunk with its static imports),
 * gzip-compressed, against a 200 KB budget; then every page chunk. Follows the imports of the built
 * files in client/dist (no manifest needed).
 *
 *   npx tsx tests/bench/bundle.bench.ts
 */
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';
import { kb, table } from './lib/stats.js';

const BUDGET = 200 * 1024;
const dist = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../client/dist');
const assets = path.join(dist, 'assets');
if (!existsSync(path.join(dist, 'index.html'))) {
  console.log('bundle benchmark skipped: client/dist is missing, run `npm run build` first');
  process.exit(0);
}

const size = new Map<string, { raw: number; gzip: number }>();
function sizeOf(file: string) {
  let s = size.get(file);
  if (!s) {
    const bytes = readFileSync(path.join(assets, file));
    s = { raw: bytes.byteLength, gzip: gzipSync(bytes).byteLength };
    size.set(file, s);
  }
  return s;
}

// Static imports in Rollup's output: import{..}from"./x.js", import"./x.js", export{..}from"./x.js".
// Dynamic import("./x.js") is not matched: `(` may not stand between `import` and the quote.
const STATIC = /(?:^|[;}\s])(?:import|export)\s*(?:[^'"();]*?\bfrom\s*)?["']\.\/([^"']+\.js)["']/g;
function staticImports(file: string): string[] {
  const text = readFileSync(path.join(assets, file), 'utf8');
  return [...text.matchAll(STATIC)].map((m) => m[1]!);
}
function closure(roots: string[]): Set<string> {
  const seen = new Set<string>();
  const todo = [...roots];
  while (todo.length) {
    const f = todo.pop()!;
    if (seen.has(f)) continue;
    seen.add(f);
    todo.push(...staticImports(f));
  }
  return seen;
}
const total = (files: Iterable<string>) =>
  [...files].reduce((acc, f) => ({ raw: acc.raw + sizeOf(f).raw, gzip: acc.gzip + sizeOf(f).gzip }), {
    raw: 0,
    gzip: 0,
  });

const html = readFileSync(path.join(dist, 'index.html'), 'utf8');
const entry = [...html.matchAll(/<script[^>]+src="\/assets\/([^"]+\.js)"/g)].map((m) => m[1]!);
const entryFiles = closure(entry);
const files = readdirSync(assets).filter((f) => f.endsWith('.js'));
const pageChunks = files.filter((f) => /^[A-Z]\w*Page-[\w-]+\.js$/.test(f)).sort();
const chunkOf = (page: string) => {
  const f = pageChunks.find((c) => c.startsWith(`${page}-`));
  if (!f) throw new Error(`no chunk for ${page} in client/dist/assets`);
  return f;
};

console.log(`### Initial JavaScript (gzip, budget ${kb(BUDGET)})\n`);
const rows: (string | number)[][] = [];
const over: string[] = [];
for (const [label, page] of [
  ['Welcome page (/)', 'WelcomePage'],
  ['Login page (/login)', 'LoginPage'],
] as const) {
  const all = new Set([...entryFiles, ...closure([chunkOf(page)])]);
  const t = total(all);
  rows.push([label, all.size, kb(t.raw), kb(t.gzip), t.gzip <= BUDGET ? 'within' : 'OVER']);
  if (t.gzip > BUDGET) over.push(...all);
}
console.log(table(['Page', 'JS files', 'raw', 'gzip', 'budget'], rows));

const entryOnly = total(entryFiles);
console.log(
  `\nEntry (index.html's script and its static imports): ${entryFiles.size} files, ${kb(entryOnly.raw)} raw, ${kb(entryOnly.gzip)} gzip.`,
);
const eager = [...entryFiles].filter((f) => pageChunks.includes(f));
console.log(
  eager.length
    ? `Pages bundled into the entry (not loaded on demand): ${eager.join(', ')}`
    : `Every page (${pageChunks.length}) is a chunk of its own, loaded on demand.`,
);

console.log(
  '\n#### Page chunks (loaded on demand; "with deps" adds the shared chunks it needs beyond the entry)\n',
);
console.log(
  table(
    ['Chunk', 'raw', 'gzip', 'with deps, gzip'],
    pageChunks.map((c) => {
      const own = sizeOf(c);
      const extra = [...closure([c])].filter((f) => !entryFiles.has(f));
      return [c.replace(/-[\w-]+\.js$/, ''), kb(own.raw), kb(own.gzip), kb(total(extra).gzip)];
    }),
  ),
);

console.log('\n#### Heaviest JavaScript files of the initial load\n');
const heavy = [
  ...new Set([...entryFiles, ...closure([chunkOf('WelcomePage')]), ...closure([chunkOf('LoginPage')])]),
]
  .map((f) => ({ f, ...sizeOf(f) }))
  .sort((a, b) => b.gzip - a.gzip)
  .slice(0, 6);
console.log(
  table(
    ['File', 'raw', 'gzip'],
    heavy.map((h) => [h.f, kb(h.raw), kb(h.gzip)]),
  ),
);
if (over.length) console.log('\nOver budget: the files above weigh most.');
console.log(
  '\nNote: Hearth serves these files uncompressed (koa-static without precompressed files); the gzip figures are what a compressing reverse proxy would send.',
);
