// Compiles the server for production: `node server/dist/main.js` instead of tsx. esbuild bundles the
// server and @hearth/shared (TypeScript sources) into server/dist; every npm package stays external and
// is loaded from node_modules at run time, so native and asset-carrying packages (sharp, tesseract.js
// with its worker script and language data, PGlite with its WASM) work exactly as under tsx. The
// migrations are compiled one file each into server/dist/migrations, which the migrator reads there.
import { readFileSync, readdirSync, rmSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import console from 'node:console';
import { build } from 'esbuild';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const out = path.join(root, 'server/dist');
rmSync(out, { recursive: true, force: true });

/** Bare imports are npm packages (external) except the workspace's shared sources, which are bundled. */
const externalPackages = {
  name: 'external-packages',
  setup(b) {
    b.onResolve({ filter: /^[^./]/ }, (args) =>
      args.path === '@hearth/shared' ||
      args.path.startsWith('@hearth/shared/') ||
      args.path.startsWith('node:')
        ? undefined
        : { path: args.path, external: true },
    );
  },
};

const common = {
  platform: 'node',
  format: 'esm',
  target: 'node20',
  sourcemap: true,
  charset: 'ascii',
  logLevel: 'warning',
  plugins: [externalPackages],
};

await build({
  ...common,
  bundle: true,
  entryPoints: { main: 'server/src/main.ts', cli: 'server/src/ops/cli.ts' },
  outdir: out,
  absWorkingDir: root,
  // No code splitting: each entry is one file in server/dist, so paths found from import.meta.url
  // (client/dist, the migrations) are the same depth as from server/src/*/.
});

// V8 keeps a script's source in memory; one character outside ASCII makes it two bytes a character for the
// whole bundle (0.6 MB more resident). esbuild escapes strings, not regular expressions or kept comments.
for (const file of ['main.js', 'cli.js']) {
  const lines = readFileSync(path.join(out, file), 'utf8').split('\n');
  const at = lines.findIndex((l) => /[^\t -~]/.test(l));
  if (at >= 0)
    throw new Error(
      `server/dist/${file}:${at + 1} is not ASCII (write the character as a \\u escape): ${lines[at].trim()}`,
    );
}

const migrations = readdirSync(path.join(root, 'migrations')).filter((f) => /^\d{4}_[\w-]+\.ts$/.test(f));
await build({
  ...common,
  bundle: true,
  entryPoints: migrations.map((f) => path.join('migrations', f)),
  outdir: path.join(out, 'migrations'),
  absWorkingDir: root,
});
console.log(`server built into server/dist (${migrations.length} migrations)`);
