import { FixedClock } from '@clinic/core/test-support';
import type { CliIo } from '../io';
import { openCliDatabase } from '../database/cli-database';
import { runCli } from '../run-cli';
import { FakeScheduler } from './fake-scheduler';

export interface InProcessRun {
  code: number;
  stdout: string;
  stderr: string;
}

export interface InProcessOptions {
  scheduler?: FakeScheduler;
  /** The instant the clock reports; defaults to Mon Dec 1 2025, 8:00 AM PT. */
  now?: string;
  env?: Record<string, string>;
  tty?: boolean;
  /** Services that say they read the demo's fake data, as the fixture source's do. */
  demo?: boolean;
}

/** Runs `clinic <args>` in this process against a FakeScheduler (the fixture scheduler over PRACTICE) and a fixed clock, capturing both streams. */
export async function runInProcess(args: readonly string[], options: InProcessOptions = {}): Promise<InProcessRun> {
  let stdout = '';
  let stderr = '';
  const io: CliIo = {
    stdout: { write: (t: string) => (stdout += t), isTTY: options.tty ?? false },
    stderr: { write: (t: string) => (stderr += t), isTTY: false },
    env: options.env ?? {},
  };
  const clock = new FixedClock(options.now ?? '2025-12-01T16:00:00Z');
  const scheduler = options.scheduler ?? new FakeScheduler();
  const code = await runCli(
    args,
    io,
    (_source, events) => {
      if (options.demo) events.demoData();
      // The fake implements every part; each command takes the one it uses.
      const parts = scheduler.scheduler;
      return { directory: parts, availability: parts, bookings: parts, staffSchedule: parts, clock };
    },
    openCliDatabase,
    clock,
  );
  return { code, stdout, stderr };
}
