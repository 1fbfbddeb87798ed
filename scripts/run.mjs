// Tiny helper for the scripts: run a command, inherit stdio, stop the script on failure.
import { spawnSync } from 'node:child_process';

export function run(cmd, args, env = {}) {
  const label = [cmd, ...args].join(' ');
  console.log(`\n▶ ${Object.entries(env).map(([k, v]) => `${k}=${v} `).join('')}${label}`);
  const r = spawnSync(cmd, args, { stdio: 'inherit', env: { ...process.env, ...env } });
  if (r.status !== 0) {
    console.error(`✖ failed (${r.status ?? r.signal}): ${label}`);
    process.exit(r.status ?? 1);
  }
}
