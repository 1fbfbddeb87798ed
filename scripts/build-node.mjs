// Bundles the Node drivers (server, CLI) into plain ESM so they start fast with no TypeScript loader.
// Workspace packages (@clinic/*) are bundled in; node_modules stay external.
import { build } from 'vite';
import { fileURLToPath } from 'node:url';
import { existsSync } from 'node:fs';

const root = fileURLToPath(new URL('..', import.meta.url));
const allTargets = [
  { name: 'server', entry: 'server/src/main.ts', outDir: 'server/dist', fileName: 'main.js' },
  { name: 'cli', entry: 'cli/src/main.ts', outDir: 'cli/dist', fileName: 'clinic.js' },
  // Built only on request (`npm run bench:proxy`), so the benchmark runs the same bundled code as `npm start`.
  { name: 'bench-server', entry: 'server/bench/bench-server.ts', outDir: 'server/bench/dist', fileName: 'bench-server.js', onRequestOnly: true },
];
// `node scripts/build-node.mjs cli` builds only the CLI, so a test rebuilding it never empties server/dist.
const wanted = process.argv.slice(2);
const targets = wanted.length ? allTargets.filter((t) => wanted.includes(t.name)) : allTargets.filter((t) => !t.onRequestOnly);

for (const t of targets) {
  if (!existsSync(`${root}/${t.entry}`)) continue;
  await build({
    root,
    configFile: false,
    logLevel: 'warn',
    resolve: { conditions: ['source'] },
    ssr: { noExternal: [/^@clinic\//], resolve: { conditions: ['source'], externalConditions: ['node'] } },
    build: {
      ssr: t.entry,
      outDir: t.outDir,
      emptyOutDir: true,
      target: 'node20',
      minify: false,
      sourcemap: true,
      rollupOptions: { output: { entryFileNames: t.fileName, format: 'es' } },
    },
  });
  console.log(`built ${t.outDir}/${t.fileName}`);
}
