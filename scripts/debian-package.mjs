// Makes sure a Debian package's binary is present for the tests: installs the package with apt-get when this
// user is root, otherwise stops and prints the command to run.
import { existsSync } from 'node:fs';
import { spawnSync } from 'node:child_process';

function sh(cmd, args) {
  const r = spawnSync(cmd, args, { stdio: 'inherit', env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' } });
  return r.status === 0;
}

/** `binary` (an absolute path) from the Debian package `pkg`; `label` names it in the messages. */
export function ensureDebianPackage({ binary, pkg, label }) {
  const how = `Install it with: sudo apt-get update && sudo DEBIAN_FRONTEND=noninteractive apt-get install -y ${pkg}`;
  if (!existsSync(binary)) {
    const isRoot = typeof process.getuid === 'function' && process.getuid() === 0;
    if (!isRoot) {
      console.error(`${binary} is missing and this user cannot install it.\n${how}`);
      process.exit(1);
    }
    console.log(`${binary} is missing: installing Debian's ${pkg} package...`);
    const ok = sh('apt-get', ['update']) && sh('apt-get', ['install', '-y', '--no-install-recommends', pkg]);
    if (!ok || !existsSync(binary)) {
      console.error(`Could not install ${label}.\n${how}`);
      process.exit(1);
    }
  }
  console.log(`${label}: ${binary}`);
}
