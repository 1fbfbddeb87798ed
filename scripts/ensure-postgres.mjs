// Makes sure Debian's PostgreSQL server binaries are installed for the database tests, which start a
// throwaway server of their own (database/src/test-support/throwaway-postgres.ts); no cluster is created here.
import { existsSync, readdirSync } from 'node:fs';
import { spawnSync } from 'node:child_process';
import { join } from 'node:path';

const ROOT = '/usr/lib/postgresql';
const HOW = 'Install it with: sudo apt-get update && sudo DEBIAN_FRONTEND=noninteractive apt-get install -y postgresql';

function serverBin() {
  if (process.env.PG_BIN) return existsSync(join(process.env.PG_BIN, 'postgres')) ? process.env.PG_BIN : undefined;
  if (!existsSync(ROOT)) return undefined;
  const version = readdirSync(ROOT)
    .filter((v) => existsSync(join(ROOT, v, 'bin', 'postgres')))
    .sort((a, b) => Number(b) - Number(a))[0];
  return version && join(ROOT, version, 'bin');
}

function sh(cmd, args) {
  const r = spawnSync(cmd, args, { stdio: 'inherit', env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' } });
  return r.status === 0;
}

if (!serverBin()) {
  const isRoot = typeof process.getuid === 'function' && process.getuid() === 0;
  if (!isRoot) {
    console.error(`PostgreSQL server binaries (${ROOT}/<version>/bin/postgres) are missing and this user cannot install them.\n${HOW}`);
    process.exit(1);
  }
  console.log("PostgreSQL is missing: installing Debian's postgresql package...");
  const ok = sh('apt-get', ['update']) && sh('apt-get', ['install', '-y', '--no-install-recommends', 'postgresql']);
  if (!ok || !serverBin()) {
    console.error(`Could not install PostgreSQL.\n${HOW}`);
    process.exit(1);
  }
}
// The tests run the server as `nobody` when they run as root (PostgreSQL refuses root): setpriv must exist then.
if (process.getuid?.() === 0 && !existsSync('/usr/bin/setpriv')) {
  console.error('setpriv is missing (package util-linux): the database tests need it to run PostgreSQL as nobody.');
  process.exit(1);
}
console.log(`PostgreSQL: ${serverBin()}`);
