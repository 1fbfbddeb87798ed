import type { OutStream } from '../io';

const FRAMES = ['⠋', '⠙', '⠹', '⠸', '⠼', '⠴', '⠦', '⠧', '⠇', '⠏'];

export interface ProgressOptions {
  /** Show nothing for calls faster than this; a flicker is worse than no indicator. */
  delayMs?: number;
  intervalMs?: number;
}

/**
 * Runs `work` and, only when `stream` (stderr) is a terminal and the call outlasts `delayMs`, shows a spinner
 * that is erased before the result is printed, so it never mixes with table, --json or --csv output.
 */
export async function withProgress<T>(stream: OutStream, label: string, work: () => Promise<T>, options: ProgressOptions = {}): Promise<T> {
  if (stream.isTTY !== true) return work();
  let frame = 0;
  let ticker: ReturnType<typeof setInterval> | undefined;
  const draw = () => stream.write(`\r${FRAMES[frame++ % FRAMES.length]} ${label}…`);
  const starter = setTimeout(() => {
    draw();
    ticker = setInterval(draw, options.intervalMs ?? 80);
  }, options.delayMs ?? 300);
  try {
    return await work();
  } finally {
    clearTimeout(starter);
    if (ticker !== undefined) {
      clearInterval(ticker);
      stream.write('\r\u001b[2K');
    }
  }
}
