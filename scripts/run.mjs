// Tiny helper for the scripts: run a command, inherit stdio, stop the script on failure, say how long it took
// (so `npm test` shows where its minutes go): wall time, and on Linux the CPU time (user + system) of the step's
// processes, which stays meaningful when other work shares the machine and makes wall times noise.
import { spawn, spawnSync } from 'node:child_process';
import { availableParallelism } from 'node:os';
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

/**
 * CPU seconds the whole machine has been busy so far (user, nice, system, irq and softirq of /proc/stat's `cpu` line),
 * if known: every process counts, also those a step's children do not report when they end (most of Chromium's in
 * the browser suite: 367 s by its children's usage, 872 s by this count, decision 102). Other work on the machine
 * counts too, so it is the run's cost only on an otherwise idle machine.
 */
export function machineBusySeconds(stat = () => readFileSync('/proc/stat', 'utf8')) {
  try {
    const [label, ...ticks] = stat().split('\n')[0].trim().split(/\s+/);
    if (label !== 'cpu') return undefined;
    const [user, nice, system, , , irq, softirq] = ticks.map(Number);
    const busy = [user, nice, system, irq, softirq];
    return busy.every(Number.isFinite) ? busy.reduce((a, b) => a + b, 0) / TICKS_PER_SECOND : undefined;
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

/** @typedef {[string, string[], { streamed?: boolean, after?: Step }?]} Step */

/** @param {Step | Step[]} step @returns {step is Step[]} */
const isChain = (step) => Array.isArray(step[0]);

/**
 * Runs steps side by side, as many at a time as `lanes` (by default the machine's cores), in the order given. Lint,
 * the format check, knip and the typecheck, which use one core each, run beside the unit suite instead of before it
 * (decision 97), at a lower priority, so the suite's timed tests see no more contention than alone (decision 102).
 * Output is held and printed whole when a step ends, so the log reads as if they ran in turn, except for the one
 * step marked `{ streamed: true }` (the long one), which writes as it goes. A list of steps in place of one is a chain: its steps
 * run in turn, in one lane, each starting once the one before it has passed (the build, then what tests the built
 * site). A step marked `{ after: <another step> }` starts only once that step, in whichever lane, has passed (the
 * bundle budget, at the end of the checks' lane, reads the build made in the browser suite's). On the first failure
 * the others are stopped and the script exits, as `run` does.
 * @param {(Step | Step[])[]} steps
 * @param {number} [lanes]
 */
export async function runSideBySide(steps, lanes = availableParallelism()) {
  const allSteps = steps.flatMap((step) => (isChain(step) ? step : [step]));
  /** When each step has passed, for the steps that wait for it. @type {Map<Step, { promise: Promise<void>, resolve(): void }>} */
  const passed = new Map(
    allSteps.map((step) => {
      /** @type {() => void} */
      let resolve = () => undefined;
      const promise = new Promise((done) => (resolve = () => done(undefined)));
      return [step, { promise, resolve }];
    }),
  );
  // A step waiting for one that is not in the list would wait forever.
  for (const [, , { after } = {}] of allSteps)
    if (after && !passed.has(after)) throw new Error(`a step waits for "${after[0]} ${after[1].join(' ')}", which is not one of the steps`);
  const queue = [...steps];
  const groupStarted = performance.now();
  const cpuBefore = childrenCpuSeconds();
  const machineBefore = machineBusySeconds();
  /** @type {Set<import('node:child_process').ChildProcess>} */
  const running = new Set();
  let failed = false;
  const stopAll = () => {
    for (const child of running) if (child.pid) process.kill(-child.pid, 'SIGTERM');
  };
  // Ctrl-C reaches this script only (the steps have their own groups): pass it on.
  const interrupted = () => {
    stopAll();
    process.exit(130);
  };
  process.once('SIGINT', interrupted);
  const startNext = async () => {
    for (let next = queue.shift(); next && !failed; next = queue.shift())
      for (const step of isChain(next) ? next : [next]) {
        if (failed) return;
        await runStep(step);
      }
  };
  /** @param {Step} step */
  const runStep = async (step) => {
    const [cmd, args, { streamed = false, after } = {}] = step;
    const label = [cmd, ...args].join(' ');
    if (after) await passed.get(after)?.promise;
    if (failed) return;
    const started = performance.now();
    if (streamed) console.log(`\n▶ ${label} (beside the steps printed as they end)`);
    // The steps beside the streamed one yield the CPU to it (nice 10, inherited by what they start), so its tests'
    // timeouts see no more contention than before when the machine is busy.
    const [file, argv] = streamed || process.platform !== 'linux' ? [cmd, args] : ['nice', ['-n', '10', cmd, ...args]];
    // A process group of its own, so stopping a step stops what it started too (npx → vitest → its workers).
    const child = spawn(file, argv, { stdio: ['ignore', streamed ? 'inherit' : 'pipe', streamed ? 'inherit' : 'pipe'], detached: true });
    running.add(child);
    /** @type {Buffer[]} */
    const output = [];
    child.stdout?.on('data', (chunk) => output.push(chunk));
    child.stderr?.on('data', (chunk) => output.push(chunk));
    const status = await new Promise((resolve) => child.once('close', (code, signal) => resolve(code ?? signal)));
    running.delete(child);
    const took = `${((performance.now() - started) / 1000).toFixed(1)} s`;
    if (failed) return;
    if (!streamed) {
      console.log(`\n▶ ${label}`);
      process.stdout.write(Buffer.concat(output));
    }
    if (status !== 0) {
      failed = true;
      stopAll();
      console.error(`✖ failed (${status}) after ${took}: ${label}`);
      process.exit(typeof status === 'number' ? status : 1);
    }
    console.log(`✔ ${took}: ${label}`);
    passed.get(step)?.resolve();
  };
  await Promise.all(Array.from({ length: Math.min(lanes, steps.length) }, startNext));
  process.off('SIGINT', interrupted);
  const cpuAfter = childrenCpuSeconds();
  const machineAfter = machineBusySeconds();
  const cpu = cpuBefore === undefined || cpuAfter === undefined ? '' : `, CPU ${(cpuAfter - cpuBefore).toFixed(1)} s`;
  const machine =
    machineBefore === undefined || machineAfter === undefined
      ? ''
      : ` (the machine busy ${(machineAfter - machineBefore).toFixed(0)} CPU s, every process)`;
  console.log(
    `✔ ${((performance.now() - groupStarted) / 1000).toFixed(1)} s${cpu}${machine}: the ${allSteps.length} steps above, side by side`,
  );
}
