// Reads a Chromium trace (the long-task bench, long-tasks.mjs): the page's main thread, its first contentful paint,
// and each task over 50 ms split into what ran in it, by self time.

const LONG_TASK_US = 50_000;
const TASK_NAMES = new Set(['RunTask', 'ThreadControllerImpl::RunTask']);

const fileOf = (url) => (url ? (url.split('/').pop() || url).replace(/-[\w-]{8}\.js$/, '.js') : '');

/** What an event is, for the breakdown; undefined means "whatever its parent is". */
function labelOf(event) {
  const { name } = event;
  const data = event.args?.data ?? {};
  if (name === 'FunctionCall') {
    const file = fileOf(data.url);
    if (file === 'framework.js') return `React scheduler work (${data.functionName || 'anonymous'})`;
    return file ? `run ${file}` : undefined;
  }
  if (name === 'EvaluateScript' || name === 'v8.compile' || name === 'v8.compileModule' || name === 'v8.evaluateModule') {
    const file = fileOf(data.url ?? event.args?.fileName ?? data.fileName);
    const verb = name.includes('compile') ? 'compile' : 'evaluate';
    return file ? `${verb} ${file}` : `${verb} module graph`;
  }
  if (name === 'ParseHTML') return 'parse HTML';
  if (name === 'ParseAuthorStyleSheet') return 'parse CSS';
  if (name === 'UpdateLayoutTree' || name === 'RecalculateStyles') return 'style';
  if (name === 'Layout') return 'layout';
  if (['Paint', 'PrePaint', 'Layerize', 'Commit', 'UpdateLayer', 'CompositeLayers'].includes(name)) return 'paint';
  if (/GC/.test(name)) return 'GC';
  if (name === 'TimerFire' || name === 'FireAnimationFrame' || name === 'EventDispatch' || name === 'FireIdleCallback') return undefined;
  return undefined;
}

/** Complete ('X') events, with begin/end pairs joined, for one thread, sorted for nesting. */
function threadEvents(events, pid, tid) {
  const out = [];
  const open = [];
  for (const e of events) {
    if (e.pid !== pid || e.tid !== tid) continue;
    if (e.ph === 'X' && typeof e.dur === 'number') out.push(e);
    else if (e.ph === 'B') open.push(e);
    else if (e.ph === 'E') {
      const begin = open.pop();
      if (begin) out.push({ ...begin, ph: 'X', dur: e.ts - begin.ts, args: { ...begin.args, ...e.args } });
    }
  }
  return out.sort((a, b) => a.ts - b.ts || b.dur - a.dur);
}

/** Self time per label inside one task. */
function breakdown(task, inner) {
  const totals = new Map();
  const stack = [{ event: task, end: task.ts + task.dur, label: 'other', childTime: 0 }];
  const close = (frame) => {
    const self = frame.event.dur - frame.childTime;
    totals.set(frame.label, (totals.get(frame.label) ?? 0) + self);
  };
  for (const event of inner) {
    while (stack.length > 1 && event.ts >= stack.at(-1).end) close(stack.pop());
    const parent = stack.at(-1);
    parent.childTime += event.dur;
    stack.push({ event, end: event.ts + event.dur, label: labelOf(event) ?? parent.label, childTime: 0 });
  }
  while (stack.length) close(stack.pop());
  return [...totals]
    .filter(([, us]) => us >= 2000)
    .sort((a, b) => b[1] - a[1])
    .map(([label, us]) => `${label} ${Math.round(us / 1000)}`)
    .join(', ');
}

/** The CPU profiler's samples on the page's main thread: [time in µs, script file or undefined][]. */
function profileSamples(events, pid, tid) {
  const profile = events.find((e) => e.name === 'Profile' && e.pid === pid && e.tid === tid);
  if (!profile) return [];
  const files = new Map();
  const samples = [];
  let time = profile.args.data.startTime;
  for (const e of events) {
    if (e.name !== 'ProfileChunk' || e.id !== profile.id) continue;
    const { cpuProfile = {}, timeDeltas = [] } = e.args.data;
    for (const node of cpuProfile.nodes ?? []) files.set(node.id, fileOf(node.callFrame.url) || undefined);
    (cpuProfile.samples ?? []).forEach((id, i) => {
      time += timeDeltas[i] ?? 0;
      samples.push([time, files.get(id)]);
    });
  }
  return samples;
}

/** Sampled JavaScript time per script file inside one task (the chunk whose code ran, hydration included). */
function scriptTime(task, samples) {
  const totals = new Map();
  let previous;
  for (const [time, file] of samples) {
    if (time > task.ts && time <= task.ts + task.dur && previous !== undefined && file)
      totals.set(file, (totals.get(file) ?? 0) + time - previous);
    previous = time;
  }
  return [...totals]
    .filter(([, us]) => us >= 2000)
    .sort((a, b) => b[1] - a[1])
    .map(([file, us]) => `${file} ${Math.round(us / 1000)}`)
    .join(', ');
}

/**
 * @param {object[]} events the trace
 * @param {{ url: string, bytes: number }[]} scripts the page's scripts and their transferred (compressed) sizes
 * @param {number} fcpMs the page's first contentful paint after its navigation started (the trace's own navigation
 *   marks belong to other frames and processes too, so the page's figure anchors the clock)
 */
export function summarizeTrace(events, scripts, fcpMs) {
  const fcp = events.find((e) => e.name === 'firstContentfulPaint');
  if (!fcp) throw new Error('no first contentful paint in the trace');
  const { pid } = fcp;
  const main = events.find((e) => e.ph === 'M' && e.name === 'thread_name' && e.pid === pid && e.args?.name === 'CrRendererMain');
  const start = { ts: fcp.ts - fcpMs * 1000 };
  const own = threadEvents(events, pid, main.tid);
  // Top-level tasks only: a RunTask may wrap the scheduler's own.
  const tasks = [];
  for (const e of own) if (TASK_NAMES.has(e.name) && !(tasks.length && e.ts < tasks.at(-1).ts + tasks.at(-1).dur)) tasks.push(e);
  const samples = profileSamples(events, pid, main.tid);
  const longTasks = [];
  let blockingUs = 0;
  for (const task of tasks) {
    if (task.dur < LONG_TASK_US) continue;
    const end = task.ts + task.dur;
    const afterFcp = end - Math.max(task.ts, fcp.ts);
    if (afterFcp > LONG_TASK_US) blockingUs += afterFcp - LONG_TASK_US;
    const inner = own.filter((e) => e !== task && e.ts >= task.ts && e.ts + e.dur <= end && !TASK_NAMES.has(e.name));
    longTasks.push({
      startMs: Math.round((task.ts - start.ts) / 1000),
      durationMs: Math.round(task.dur / 1000),
      parts: breakdown(task, inner),
      scripts: scriptTime(task, samples),
    });
  }
  return {
    fcpMs: Math.round((fcp.ts - start.ts) / 1000),
    blockingMs: Math.round(blockingUs / 1000),
    longTasks,
    scripts: scripts.length,
    scriptKb: scripts.reduce((sum, s) => sum + s.bytes, 0) / 1024,
  };
}
