// `npm start`: build what is missing or stale, then run the bundled demo server (site + API + fake athena, with
// the demo banner). Production runs `node server/dist/main.js` instead (README, docs/deployment.md).
import { spawn } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { run } from './run.mjs';

const SOURCES = [
  'core/src',
  'fixtures/src',
  'adapters/src',
  'fake-athena/src',
  'database/src',
  'server/src',
  'web/src',
  'web/public',
  'web/index.html',
];
const OUTPUTS = ['web/dist/index.html', 'server/dist/demo.js'];
const SKIP = new Set(['node_modules', 'dist', '.tsbuild']);

/** Newest modification time under `path` (files only; tests do not make a build stale but are cheap to include). */
function newest(path) {
  if (!existsSync(path)) return 0;
  const stat = statSync(path);
  if (!stat.isDirectory()) return stat.mtimeMs;
  let latest = 0;
  for (const entry of readdirSync(path)) if (!SKIP.has(entry)) latest = Math.max(latest, newest(join(path, entry)));
  return latest;
}

const missing = OUTPUTS.filter((out) => !existsSync(out));
const builtAt = missing.length ? 0 : Math.min(...OUTPUTS.map((out) => statSync(out).mtimeMs));
const sourcesAt = Math.max(...SOURCES.map(newest));
if (missing.length || sourcesAt > builtAt) {
  console.log(missing.length ? `Building (missing: ${missing.join(', ')})…` : 'Sources changed since the last build; rebuilding…');
  run('npm', ['run', 'build']);
}

// .env.example says to copy it to .env: read it when present; variables already exported win.
if (existsSync('.env')) process.loadEnvFile('.env');
const child = spawn(process.execPath, ['server/dist/demo.js'], { stdio: 'inherit' });
// Forward Ctrl-C / termination to the server, which closes cleanly; exit with its code.
for (const signal of ['SIGINT', 'SIGTERM', 'SIGHUP']) process.on(signal, () => child.kill(signal));
child.on('exit', (code, signal) => process.exit(code ?? (signal === 'SIGINT' || signal === 'SIGTERM' ? 0 : 1)));
