// Tiny helper for the scripts: run a command, inherit stdio, stop the script on failure, say how long it took
// (so `npm test` shows where its minutes go).
import { spawnSync } from 'node:child_process';

export function run(cmd, args, env = {}) {
  const label = [cmd, ...args].join(' ');
  console.log(
    `\n▶ ${Object.entries(env)
      .map(([k, v]) => `${k}=${v} `)
      .join('')}${label}`,
  );
  const started = performance.now();
  const r = spawnSync(cmd, args, { stdio: 'inherit', env: { ...process.env, ...env } });
  const took = `${((performance.now() - started) / 1000).toFixed(1)} s`;
  if (r.status !== 0) {
    console.error(`✖ failed (${r.status ?? r.signal}) after ${took}: ${label}`);
    process.exit(r.status ?? 1);
  }
  console.log(`✔ ${took}: ${label}`);
}
