import { spawn } from 'node:child_process';
import { once } from 'node:events';
import { createInterface } from 'node:readline';
import { fileURLToPath } from 'node:url';
import { freePort } from './free-port';

const ROOT = fileURLToPath(new URL('../../..', import.meta.url));

/** Polls `check` until it holds, failing with `what` after `withinMs`: for states that raise no event (/readyz). */
export async function eventually(what: string, check: () => Promise<boolean>, withinMs: number): Promise<void> {
  const deadline = Date.now() + withinMs;
  while (!(await check())) {
    if (Date.now() > deadline) throw new Error(`not within ${withinMs} ms: ${what}`);
    await new Promise((next) => setTimeout(next, 100));
  }
}

/**
 * `server/src/main.ts` started as an operator starts it (CLINIC_MODE=production, settings in the environment only),
 * every line it writes on stdout and stderr kept in `lines` for the test to read.
 */
export async function startProductionEntry(env: Record<string, string>) {
  const port = await freePort();
  const child = spawn(process.execPath, ['--import', 'tsx', 'server/src/main.ts'], {
    cwd: ROOT,
    env: { PATH: process.env.PATH, CLINIC_MODE: 'production', HOST: '127.0.0.1', PORT: String(port), ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const lines: string[] = [];
  /** What stderr said, also in `lines`: the production entry writes nothing there. */
  const stderr: string[] = [];
  let waiters: { match: (line: string) => boolean; done: () => void }[] = [];
  // 'close', not 'exit': the last lines of stdout are read by then.
  const exited = once(child, 'close').then(([code]) => code as number | null);
  for (const stream of [child.stdout, child.stderr]) {
    createInterface({ input: stream }).on('line', (line) => {
      lines.push(line);
      if (stream === child.stderr) stderr.push(line);
      waiters = waiters.filter((w) => (w.match(line) ? void w.done() : true));
    });
  }

  /**
   * Resolves at the first line (already written or to come) that `match` accepts; rejects naming `what` if the process
   * ends first or no such line comes within `withinMs`.
   */
  function line(what: string, match: (line: string) => boolean, withinMs = 30_000): Promise<void> {
    if (lines.some(match)) return Promise.resolve();
    let timer: NodeJS.Timeout | undefined;
    const written = new Promise<void>((done) => waiters.push({ match, done }));
    const late = new Promise<never>((_done, fail) => {
      timer = setTimeout(() => fail(new Error(`no line within ${withinMs} ms: ${what}`)), withinMs);
    });
    const ended = exited.then((code) => Promise.reject(new Error(`the entry exited (${code}) before a line: ${what}`)));
    return Promise.race([written, late, ended]).finally(() => clearTimeout(timer));
  }

  try {
    await line('server.ready', (l) => l.includes('"server.ready"'));
  } catch (error) {
    // An entry that never got ready is not left running after its test.
    child.kill('SIGKILL');
    throw error;
  }
  return {
    url: `http://127.0.0.1:${port}`,
    lines,
    stderr,
    line,
    /** Sends the signal and resolves with the exit code. */
    async stop(signal: NodeJS.Signals = 'SIGTERM'): Promise<number | null> {
      if (child.exitCode === null) child.kill(signal);
      return exited;
    },
    signal: (signal: NodeJS.Signals) => child.kill(signal),
    exited,
  };
}

export type ProductionEntry = Awaited<ReturnType<typeof startProductionEntry>>;
