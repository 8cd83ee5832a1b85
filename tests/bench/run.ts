/**
 * `npm run bench`: builds the client, runs every tests/bench/*.bench.ts one after another (each in its
 * own process, at most BENCH_TIMEOUT_S seconds), echoes their output and writes tests/bench/RESULTS.md
 * with the date, the machine and every benchmark's tables.
 *
 *   npm run bench                 everything, then RESULTS.md
 *   npm run bench -- rest collab  only those: their sections of RESULTS.md are replaced
 *   BENCH_SKIP_BUILD=1            use the existing client/dist
 */
import { execSync, spawn } from 'node:child_process';
import { existsSync, readFileSync, readdirSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import pg from 'pg';
import { PG_BASE } from './lib/postgres.js';

const here = path.dirname(fileURLToPath(import.meta.url));
const root = path.resolve(here, '../..');
const TIMEOUT_S = Number(process.env.BENCH_TIMEOUT_S ?? 300);
const only = process.argv.slice(2);

const benches = readdirSync(here)
  .filter((f) => f.endsWith('.bench.ts'))
  .filter((f) => only.length === 0 || only.some((o) => f.startsWith(o)))
  .sort();

interface Outcome {
  file: string;
  code: number | null;
  seconds: number;
  stdout: string;
  stderr: string;
}

function runOne(file: string): Promise<Outcome> {
  const t0 = Date.now();
  return new Promise((resolve) => {
    const child = spawn(process.execPath, ['--expose-gc', '--import', 'tsx', path.join(here, file)], {
      cwd: root,
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let stdout = '';
    let stderr = '';
    child.stdout.on('data', (d: Buffer) => {
      stdout += d.toString();
      process.stdout.write(d);
    });
    child.stderr.on('data', (d: Buffer) => {
      stderr += d.toString();
      process.stderr.write(d);
    });
    const timer = setTimeout(() => {
      stderr += `\nstopped after ${TIMEOUT_S} s`;
      child.kill('SIGKILL');
    }, TIMEOUT_S * 1000);
    child.on('close', (code) => {
      clearTimeout(timer);
      resolve({ file, code, seconds: (Date.now() - t0) / 1000, stdout, stderr });
    });
  });
}

async function postgresVersion(): Promise<string> {
  const c = new pg.Client({ connectionString: `${PG_BASE}/postgres` });
  try {
    await c.connect();
    return ((await c.query('show server_version')).rows[0] as { server_version: string }).server_version;
  } catch {
    return 'unreachable';
  } finally {
    await c.end().catch(() => undefined);
  }
}

/** Benchmarks that print markdown go in as they are; others' plain output goes in a code block. */
function section(o: Outcome): string {
  const lines = o.stdout
    .replace(/npm warn [^\n]*/g, '')
    .split('\n')
    .filter((l) => !l.startsWith('{"level"'));
  const text = lines.join('\n').trim();
  const markdown = lines.some((l) => l.startsWith('|')) || lines.some((l) => l.startsWith('#'));
  const status = o.code === 0 ? '' : ` — **failed (exit ${o.code})**`;
  const when = new Date().toISOString().replace('T', ' ').slice(0, 16);
  const head = `## ${o.file} (${o.seconds.toFixed(0)} s, finished ${when} UTC)${status}\n`;
  const body = markdown ? text : `\`\`\`text\n${text}\n\`\`\``;
  const tail =
    o.code === 0 ? '' : `\n\n\`\`\`text\n${o.stderr.trim().split('\n').slice(-15).join('\n')}\n\`\`\``;
  return `${head}\n${body.replace(/^### /gm, '### ').trim()}${tail}\n`;
}

let buildSeconds: number | undefined;
if (!process.env.BENCH_SKIP_BUILD) {
  const t0 = Date.now();
  console.log('Building the client (npm run build)…');
  execSync('npm run build', { cwd: root, stdio: 'inherit' });
  buildSeconds = (Date.now() - t0) / 1000;
}

const outcomes: Outcome[] = [];
for (const file of benches) {
  console.log(`\n=== ${file} ===\n`);
  outcomes.push(await runOne(file));
}

const resultsFile = path.join(here, 'RESULTS.md');
if (only.length === 0 || !existsSync(resultsFile)) {
  const cpus = os.cpus();
  const commit = execSync('git rev-parse --short HEAD', { cwd: root }).toString().trim();
  const header = [
    '# Hearth benchmark results',
    '',
    `Run on ${new Date().toISOString().replace('T', ' ').slice(0, 16)} UTC with \`npm run bench\` at commit ${commit}.`,
    '',
    '| Machine | |',
    '| --- | --- |',
    `| CPU | ${os.availableParallelism()} cores (nproc), ${cpus[0]?.model.trim() ?? 'unknown'} |`,
    `| Memory | ${(os.totalmem() / 1024 ** 3).toFixed(1)} GB |`,
    `| OS | ${os.type()} ${os.release()} |`,
    `| Node.js | ${process.version} |`,
    `| PostgreSQL | ${await postgresVersion()} (local, 127.0.0.1) |`,
    buildSeconds !== undefined ? `| Client build | ${buildSeconds.toFixed(0)} s |` : '',
    '',
    '> **Noisy figures.** This run shared its 2-core machine with five other engineers building, testing',
    '> and running browsers at the same time, so absolute numbers swing from run to run (sometimes by 2–3×)',
    '> and the ratios against the references measured in the same run are the figures to read. Every',
    '> server, client and load generator ran on this one machine; all traffic went to 127.0.0.1.',
    '',
  ]
    .filter((l, i, all) => l !== '' || all[i - 1] !== '')
    .join('\n');
  const md = `${header}\n${outcomes.map(section).join('\n')}`;
  writeFileSync(resultsFile, md);
  console.log(`\nWrote ${path.relative(root, resultsFile)}`);
} else {
  // A partial run replaces the sections of the benchmarks it ran and keeps the others.
  let md = readFileSync(resultsFile, 'utf8');
  for (const o of outcomes) {
    const start = md.indexOf(`## ${o.file} (`);
    if (start < 0) {
      md = `${md.trimEnd()}\n\n${section(o)}`;
      continue;
    }
    const next = md.indexOf('\n## ', start + 1);
    md = `${md.slice(0, start)}${section(o)}${next < 0 ? '' : md.slice(next)}`;
  }
  writeFileSync(resultsFile, md);
  console.log(`\nUpdated ${outcomes.map((o) => o.file).join(', ')} in ${path.relative(root, resultsFile)}`);
}
const failed = outcomes.filter((o) => o.code !== 0);
if (failed.length) {
  console.error(`\n${failed.length} benchmark(s) failed: ${failed.map((o) => o.file).join(', ')}`);
  process.exitCode = 1;
}
