// Makes sure Debian's redis-server is at /usr/bin/redis-server: the shared-state tests start throwaway ones.
import { existsSync } from 'node:fs';
import { spawnSync } from 'node:child_process';

const REDIS = '/usr/bin/redis-server';
const HOW = 'Install it with: sudo apt-get update && sudo DEBIAN_FRONTEND=noninteractive apt-get install -y redis-server';

function sh(cmd, args) {
  const r = spawnSync(cmd, args, { stdio: 'inherit', env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' } });
  return r.status === 0;
}

if (!existsSync(REDIS)) {
  const isRoot = typeof process.getuid === 'function' && process.getuid() === 0;
  if (!isRoot) {
    console.error(`${REDIS} is missing and this user cannot install it.\n${HOW}`);
    process.exit(1);
  }
  console.log(`${REDIS} is missing: installing Debian's redis-server package...`);
  // The package's own service is not wanted: tests start their own servers on free ports.
  const ok = sh('apt-get', ['update']) && sh('apt-get', ['install', '-y', '--no-install-recommends', 'redis-server']);
  if (!ok || !existsSync(REDIS)) {
    console.error(`Could not install redis-server.\n${HOW}`);
    process.exit(1);
  }
}
console.log(`Redis: ${REDIS}`);
