// Makes sure Debian's Chromium is at /usr/bin/chromium for the browser tests and the Lighthouse bench.
import { existsSync } from 'node:fs';
import { spawnSync } from 'node:child_process';

const CHROMIUM = '/usr/bin/chromium';
const HOW = 'Install it with: sudo apt-get update && sudo DEBIAN_FRONTEND=noninteractive apt-get install -y chromium';

function sh(cmd, args) {
  const r = spawnSync(cmd, args, { stdio: 'inherit', env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' } });
  return r.status === 0;
}

if (!existsSync(CHROMIUM)) {
  const isRoot = typeof process.getuid === 'function' && process.getuid() === 0;
  if (!isRoot) {
    console.error(`${CHROMIUM} is missing and this user cannot install it.\n${HOW}`);
    process.exit(1);
  }
  console.log(`${CHROMIUM} is missing: installing Debian's chromium package...`);
  const ok = sh('apt-get', ['update']) && sh('apt-get', ['install', '-y', '--no-install-recommends', 'chromium']);
  if (!ok || !existsSync(CHROMIUM)) {
    console.error(`Could not install Chromium.\n${HOW}`);
    process.exit(1);
  }
}
console.log(`Chromium: ${CHROMIUM}`);
