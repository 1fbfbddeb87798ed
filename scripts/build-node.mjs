// Bundles the Node drivers (server, CLI) into plain ESM so they start fast with no TypeScript loader.
// Workspace packages (@clinic/*) are bundled in; node_modules stay external (but for the CLI's, below).
// `node scripts/build-node.mjs [target…] [--out-dir <dir>]`: only those targets (e.g. `cli`, so a test rebuilding
// it never empties server/dist), into another folder (the production-bundle test builds into a temporary one).
import { build } from 'vite';
import { fileURLToPath } from 'node:url';
import { existsSync } from 'node:fs';
import { parseArgs } from 'node:util';

const root = fileURLToPath(new URL('..', import.meta.url));
const allTargets = [
  // The production server: the real athena only; it must never bundle the fake athena, fixtures or faker
  // (server/src/production-bundle.test.ts checks). Both server entries share server/dist, so neither empties it.
  { name: 'server', entry: 'server/src/main.ts', outDir: 'server/dist', fileName: 'main.js', keepOutDir: true },
  // The demo server of `npm start`: the same app, the embedded fake athena and the seeded fixture practice.
  { name: 'server-demo', entry: 'server/src/demo.ts', outDir: 'server/dist', fileName: 'demo.js', keepOutDir: true },
  // The CLI also bundles the dependencies every command loads: Node loads date-fns' ~300 files in ~250 ms of CPU,
  // inversify's ~340 in ~300 ms and zod's in ~120 ms, against a few ms to ~50 as one file each; staff run a command
  // at a time (npm run bench:cli, decision 48). faker stays out: the fixtures require it only when slots or patients
  // are first built, so `clinic departments` never parses its en_US data.
  {
    name: 'cli',
    entry: 'cli/src/main.ts',
    outDir: 'cli/dist',
    fileName: 'clinic.js',
    bundled: ['commander', 'date-fns', 'inversify', /^@inversifyjs\//, 'reflect-metadata', 'zod', 'p-queue', 'p-timeout', 'eventemitter3'],
  },
  // Built only on request (`npm run bench:proxy`), so the benchmark runs the same bundled code as `npm start`.
  {
    name: 'bench-server',
    entry: 'server/bench/bench-server.ts',
    outDir: 'server/bench/dist',
    fileName: 'bench-server.js',
    onRequestOnly: true,
  },
];
const { values, positionals: wanted } = parseArgs({ options: { 'out-dir': { type: 'string' } }, allowPositionals: true });
const targets = wanted.length ? allTargets.filter((t) => wanted.includes(t.name)) : allTargets.filter((t) => !t.onRequestOnly);
const unknown = wanted.filter((name) => !allTargets.some((t) => t.name === name));
if (unknown.length) {
  console.error(`Unknown target(s): ${unknown.join(', ')} (known: ${allTargets.map((t) => t.name).join(', ')})`);
  process.exit(2);
}

for (const t of targets) {
  if (!existsSync(`${root}/${t.entry}`)) continue;
  const outDir = values['out-dir'] ?? t.outDir;
  await build({
    root,
    configFile: false,
    logLevel: 'warn',
    resolve: { conditions: ['source'] },
    ssr: { noExternal: [/^@clinic\//, ...(t.bundled ?? [])], resolve: { conditions: ['source'], externalConditions: ['node'] } },
    build: {
      ssr: t.entry,
      outDir,
      emptyOutDir: !t.keepOutDir && !values['out-dir'],
      target: 'node20',
      minify: false,
      sourcemap: true,
      rollupOptions: { output: { entryFileNames: t.fileName, format: 'es' } },
    },
  });
  console.log(`built ${outDir}/${t.fileName}`);
}
