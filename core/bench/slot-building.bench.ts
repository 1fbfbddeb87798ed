// npm run bench: times buildSlots + groupSlotsByDay on a 90-day schedule of 19 providers (~50,000 open slots).
// A benchmark, not a test: it prints figures and asserts nothing. Deterministic: a seeded PRNG, no faker.
import type { OpenSlot } from '../src/model';
import { buildSlots } from '../src/rules/slot-building';
import { groupSlotsByDay } from '../src/rules/slot-days';
import { addClinicDays, clinicTimeFromMinutes, clinicWeekday, formatUsDate, type ClinicDate } from '../src/time';

// The core compiles without DOM or Node types; these globals exist in Node.
declare const performance: { now(): number };
declare const console: { log(...values: unknown[]): void };
declare const process: { version: string; cpuUsage(previous?: CpuUsage): CpuUsage };
interface CpuUsage {
  user: number;
  system: number;
}

/** mulberry32: tiny, fast and good enough to scatter slots reproducibly. */
function prng(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const TYPE_NAMES = [
  ['21', 'NEW PATIENT 30'],
  ['31', 'FOLLOW UP 15'],
  ['41', 'ANY 30'],
  ['51', 'TELEHEALTH'],
] as const;

function schedule(seed: number): OpenSlot[] {
  const random = prng(seed);
  // Mon Dec 7 2026, the first day of the window.
  const start: ClinicDate = { year: 2026, month: 12, day: 7 };
  const slots: OpenSlot[] = [];
  let id = 1;
  for (let dayIndex = 0; dayIndex < 90; dayIndex++) {
    const day = addClinicDays(start, dayIndex);
    const weekday = clinicWeekday(day);
    if (weekday === 0 || weekday === 6) continue;
    const date = formatUsDate(day);
    for (let provider = 1; provider <= 19; provider++) {
      // Clinic hours 8:00-12:00 and 13:00-17:00 in 15-minute steps.
      for (let minute = 8 * 60; minute < 17 * 60; minute += 15) {
        if (minute >= 12 * 60 && minute < 13 * 60) continue;
        // Athena lists parallel slots of different types at the same time; dedupe removes them.
        const copies = random() < 0.3 ? 2 : 1;
        for (let c = 0; c < copies; c++) {
          const [typeId, typeName] = TYPE_NAMES[Math.floor(random() * TYPE_NAMES.length)]!;
          slots.push({
            appointmentid: String(id++),
            date,
            providerid: String(provider),
            departmentid: String(1 + (provider % 3)),
            starttime: clinicTimeFromMinutes(minute),
            appointmenttypeid: typeId,
            appointmenttype: typeName,
            duration: 15,
            frozen: random() < 0.02,
          });
        }
      }
    }
  }
  // Athena's order is not ours: shuffle so the sort does real work.
  for (let i = slots.length - 1; i > 0; i--) {
    const j = Math.floor(random() * (i + 1));
    [slots[i], slots[j]] = [slots[j]!, slots[i]!];
  }
  return slots;
}

interface Figures {
  median: number;
  p95: number;
  cpuMedian: number;
  cpuP95: number;
  days: number;
}

// Wall time suffers when other processes share the CPU; the process's own CPU time does much less,
// so both are printed.
function measure(slots: readonly OpenSlot[], runs: number): Figures {
  const wall: number[] = [];
  const cpu: number[] = [];
  let days = 0;
  for (let i = 0; i < runs + 10; i++) {
    const c0 = process.cpuUsage();
    const t0 = performance.now();
    days = groupSlotsByDay(buildSlots(slots, { patientType: 'existing', mode: 'appointment' })).length;
    const elapsed = performance.now() - t0;
    const used = process.cpuUsage(c0);
    if (i < 10) continue; // the first ten warm the JIT up
    wall.push(elapsed);
    cpu.push((used.user + used.system) / 1000);
  }
  const at = (list: number[], q: number) => [...list].sort((a, b) => a - b)[Math.min(list.length - 1, Math.floor(q * list.length))]!;
  return { median: at(wall, 0.5), p95: at(wall, 0.95), cpuMedian: at(cpu, 0.5), cpuP95: at(cpu, 0.95), days };
}

const full = schedule(20261207);
const fmt = (ms: number) => ms.toFixed(2).padStart(8);
console.log(`slot building: ${full.length} open slots, 19 providers, 90 days (Node ${process.version})`);
console.log('  size     slots  wall median   wall p95  cpu median    cpu p95  cpu ns per n*log2(n)');
for (const [label, fraction] of [
  ['1/4', 0.25],
  ['1/2', 0.5],
  ['1', 1],
] as const) {
  const slots = full.slice(0, Math.round(full.length * fraction));
  const f = measure(slots, 100);
  const nlogn = slots.length * Math.log2(slots.length);
  console.log(
    `  ${label.padStart(3)}  ${String(slots.length).padStart(8)}  ${fmt(f.median)}  ${fmt(f.p95)}  ${fmt(f.cpuMedian)}  ${fmt(f.cpuP95)}  ${((f.cpuMedian / nlogn) * 1e6).toFixed(2).padStart(8)}`,
  );
}
// Machine reference: the same CPU clock for one plain pass over the slots and one native sort of n numbers,
// so the figures above can be judged on a busy or slow machine.
function baseline(slots: readonly OpenSlot[]): { pass: number; sort: number } {
  const passes: number[] = [];
  const sorts: number[] = [];
  const random = prng(7);
  for (let r = 0; r < 60; r++) {
    let c0 = process.cpuUsage();
    let total = 0;
    for (const s of slots) total += s.date.length + s.starttime.length + s.providerid.length;
    let used = process.cpuUsage(c0);
    if (total > 0) passes.push((used.user + used.system) / 1000);
    const numbers = Float64Array.from({ length: slots.length }, () => random());
    c0 = process.cpuUsage();
    numbers.sort();
    used = process.cpuUsage(c0);
    sorts.push((used.user + used.system) / 1000);
  }
  const median = (list: number[]) => [...list].sort((a, b) => a - b)[Math.floor(list.length / 2)]!;
  return { pass: median(passes), sort: median(sorts) };
}

const reference = baseline(full);
console.log(
  `machine reference (CPU ms, n = ${full.length}): one pass over the slots ${reference.pass.toFixed(2)}, native sort of n numbers ${reference.sort.toFixed(2)}`,
);
const f = measure(full, 200);
console.log(
  `full size, 200 runs: median ${f.median.toFixed(2)} ms wall (p95 ${f.p95.toFixed(2)}), ` +
    `${f.cpuMedian.toFixed(2)} ms CPU (p95 ${f.cpuP95.toFixed(2)}); ${f.days} day columns; target < 25 ms`,
);
