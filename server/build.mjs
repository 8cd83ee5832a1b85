// Compiles the server for production: `node server/dist/main.js` instead of tsx. esbuild bundles the
// server, @hearth/shared (TypeScript sources) and the pure ES-module packages of BUNDLED into server/dist;
// every other npm package stays external and is loaded from node_modules at run time, so native and
// asset-carrying packages (sharp, tesseract.js with its worker script and language data, PGlite with its
// WASM) work exactly as under tsx. The migrations are entry points of the same build, one file each in
// server/dist/migrations, which the migrator reads there.
import { readFileSync, readdirSync, rmSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import console from 'node:console';
import { build } from 'esbuild';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const out = path.join(root, 'server/dist');
rmSync(out, { recursive: true, force: true });

/**
 * Packages written as ES modules, bundled rather than loaded from node_modules: Node keeps a record, a
 * namespace and the whole source text (comments included) of every module file it loads, and these come
 * to some 400 files. Bundled, they cost about 6 MB less of idle memory. Each must be bundled with every
 * package that imports it (two copies of yjs or kysely would not recognise each other's objects).
 */
const BUNDLED = [
  'kysely',
  'kysely-pglite-dialect',
  'zod',
  'yjs',
  'y-protocols',
  'lib0',
  '@koa/router',
  'ical.js',
  'date-fns',
];
const bundled = (spec) => BUNDLED.some((p) => spec === p || spec.startsWith(`${p}/`));

/** Bare imports are npm packages (external) except the workspace's shared sources and BUNDLED. */
const externalPackages = {
  name: 'external-packages',
  setup(b) {
    b.onResolve({ filter: /^[^./]/ }, (args) =>
      args.path === '@hearth/shared' ||
      args.path.startsWith('@hearth/shared/') ||
      args.path.startsWith('node:') ||
      bundled(args.path)
        ? undefined
        : { path: args.path, external: true },
    );
  },
};

const migrations = readdirSync(path.join(root, 'migrations')).filter((f) => /^\d{4}_[\w-]+\.ts$/.test(f));

await build({
  platform: 'node',
  format: 'esm',
  target: 'node20',
  sourcemap: true,
  charset: 'ascii',
  logLevel: 'warning',
  plugins: [externalPackages],
  bundle: true,
  // What only some requests or some servers need (an area's routes, socket.io's server, the embedded
  // database) is imported dynamically and becomes a chunk of its own, loaded on first use.
  splitting: true,
  // Chunks sit beside main.js: a path found from import.meta.url (client/dist, the migrations) is the
  // same from any of them as from server/src/*/.
  chunkNames: '[name]-[hash]',
  // Whitespace and syntax only: names stay as written, so a stack trace still reads (and
  // `node --enable-source-maps` maps it to the TypeScript); V8 keeps every loaded script's source.
  minifyWhitespace: true,
  minifySyntax: true,
  entryPoints: {
    main: 'server/src/main.ts',
    cli: 'server/src/ops/cli.ts',
    ...Object.fromEntries(migrations.map((f) => [`migrations/${f.replace(/\.ts$/, '')}`, `migrations/${f}`])),
  },
  outdir: out,
  absWorkingDir: root,
});

// V8 keeps a script's source in memory; one character outside ASCII makes it two bytes a character for the
// whole file. esbuild escapes strings, not regular expressions or kept comments.
const scripts = [
  ...readdirSync(out).filter((f) => f.endsWith('.js')),
  ...readdirSync(path.join(out, 'migrations')).map((f) => `migrations/${f}`),
].filter((f) => f.endsWith('.js'));
for (const file of scripts) {
  const text = readFileSync(path.join(out, file), 'utf8');
  const at = text.search(/[^\t\n\r -~]/);
  if (at >= 0)
    throw new Error(
      `server/dist/${file} is not ASCII at ${at} (write the character as a \\u escape): ${text.slice(Math.max(0, at - 60), at + 20)}`,
    );
}
console.log(`server built into server/dist (${migrations.length} migrations, ${scripts.length} scripts)`);
