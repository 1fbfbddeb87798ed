// Tiny helper for the scripts: run a command, inherit stdio, stop the script on failure, say how long it took
// (so `npm test` shows where its minutes go): wall time, and on Linux the CPU time (user + system) of the step's
// processes, which stays meaningful when other work shares the machine and makes wall times noise.
import { spawnSync } from 'node:child_process';
import { readFileSync } from 'node:fs';

// The kernel's clock ticks per second for /proc times (USER_HZ); 100 on every Linux Node supports.
const TICKS_PER_SECOND = 100;

/** CPU seconds used by this process's waited-for children so far (cutime + cstime of /proc/self/stat), if known. */
function childrenCpuSeconds() {
  try {
    const stat = readFileSync('/proc/self/stat', 'utf8');
    // Fields after the command name (which may hold spaces, so split after its closing parenthesis).
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    return (Number(fields[13]) + Number(fields[14])) / TICKS_PER_SECOND;
  } catch {
    return undefined;
  }
}

export function run(cmd, args, env = {}) {
  const label = [cmd, ...args].join(' ');
  console.log(
    `\n▶ ${Object.entries(env)
      .map(([k, v]) => `${k}=${v} `)
      .join('')}${label}`,
  );
  const started = performance.now();
  const cpuBefore = childrenCpuSeconds();
  const r = spawnSync(cmd, args, { stdio: 'inherit', env: { ...process.env, ...env } });
  const cpuAfter = childrenCpuSeconds();
  const cpu = cpuBefore === undefined || cpuAfter === undefined ? '' : `, CPU ${(cpuAfter - cpuBefore).toFixed(1)} s`;
  const took = `${((performance.now() - started) / 1000).toFixed(1)} s${cpu}`;
  if (r.status !== 0) {
    console.error(`✖ failed (${r.status ?? r.signal}) after ${took}: ${label}`);
    process.exit(r.status ?? 1);
  }
  console.log(`✔ ${took}: ${label}`);
}
