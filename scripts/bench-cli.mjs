// `npm run bench:cli`: how fast the staff CLI starts against a bare `node -e 0`, after bundling it as `npm ci` does.
// Runs each command BENCH_RUNS times (default 15), interleaved with the bare start so a busy machine weighs on both
// alike, and prints the median wall time, the median CPU time (user + sys, from /usr/bin/time when present) and
// the largest resident memory. It prints figures; nothing asserts on them.
// Where NODE_EXTRA_CA_CERTS is set (this workplace sets it), every Node start reads that bundle, which weighs on the
// bare start far more than on the CLI; the bare start and `departments` are also run without it, so the ratio to
// report is seen to be the machine's as much as the code's (decision 48).
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { run } from './run.mjs';

run('node', ['scripts/build-node.mjs', 'cli']);

const RUNS = Number(process.env.BENCH_RUNS ?? 15);
const TIME = '/usr/bin/time';
const caBundle = Boolean(process.env.NODE_EXTRA_CA_CERTS);
const cases = [
  { name: 'node -e 0', args: ['-e', '0'] },
  ...(caBundle
    ? [
        { name: 'node -e 0, no CA file', args: ['-e', '0'], noCa: true },
        { name: 'departments, no CA file', args: ['cli/bin/clinic.mjs', 'departments'], noCa: true },
      ]
    : []),
  { name: 'clinic --version', args: ['cli/bin/clinic.mjs', '--version'] },
  { name: 'clinic departments', args: ['cli/bin/clinic.mjs', 'departments'] },
  { name: 'clinic providers', args: ['cli/bin/clinic.mjs', 'providers'] },
  { name: 'clinic slots (1 day)', args: ['cli/bin/clinic.mjs', 'slots', '--department', '1', '--limit', '5'] },
];
// The fixture source, whatever the shell exports.
const env = Object.fromEntries(Object.entries(process.env).filter(([key]) => !key.startsWith('ATHENA_')));
const { NODE_EXTRA_CA_CERTS: _ca, ...envWithoutCa } = env;

function once({ args, noCa }) {
  const childEnv = noCa ? envWithoutCa : env;
  const started = process.hrtime.bigint();
  const timed = existsSync(TIME);
  const result = timed
    ? spawnSync(TIME, ['-f', '%U %S %M', process.execPath, ...args], { env: childEnv, encoding: 'utf8' })
    : spawnSync(process.execPath, args, { env: childEnv, encoding: 'utf8' });
  const wallMs = Number(process.hrtime.bigint() - started) / 1e6;
  if (result.status !== 0) throw new Error(`node ${args.join(' ')} failed:\n${result.stderr}`);
  if (!timed) return { wallMs };
  const [user, sys, rssKb] = result.stderr.trim().split('\n').at(-1).split(' ').map(Number);
  return { wallMs, cpuMs: (user + sys) * 1000, rssMiB: rssKb / 1024 };
}

const samples = new Map(cases.map((c) => [c.name, []]));
for (let i = 0; i < RUNS; i++) for (const c of cases) samples.get(c.name).push(once(c));

const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];
const bareOf = (name) => {
  const bare = samples.get(name);
  return { wall: median(bare.map((s) => s.wallMs)), cpu: median(bare.map((s) => s.cpuMs ?? NaN)) };
};
console.log(
  `\n${RUNS} runs each, interleaved (median wall / median CPU user+sys, its ratio and its excess over a bare node start / max RSS)`,
);
for (const c of cases) {
  const s = samples.get(c.name);
  const { wall: bareWall, cpu: bareCpu } = bareOf(c.noCa ? 'node -e 0, no CA file' : 'node -e 0');
  const wall = median(s.map((x) => x.wallMs));
  const cpu = median(s.map((x) => x.cpuMs ?? NaN));
  const rss = Math.max(...s.map((x) => x.rssMiB ?? NaN));
  console.log(
    `${c.name.padEnd(24)} ${wall.toFixed(0).padStart(5)} ms wall (${(wall / bareWall).toFixed(2)}×)` +
      `  ${cpu.toFixed(0).padStart(5)} ms CPU (${(cpu / bareCpu).toFixed(2)}×, +${(cpu - bareCpu).toFixed(0).padStart(3)} ms)` +
      `  ${rss.toFixed(0).padStart(4)} MiB`,
  );
}
