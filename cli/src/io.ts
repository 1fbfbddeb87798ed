/** A stream the CLI writes to; `isTTY` decides colours and the progress indicator. */
export interface OutStream {
  write(text: string): unknown;
  isTTY?: boolean;
}

/** Everything the CLI touches in its environment, so tests can run it in-process. */
export interface CliIo {
  stdout: OutStream;
  stderr: OutStream;
  env: Readonly<Record<string, string | undefined>>;
}

/** The NO_COLOR convention (no-color.org): any non-empty value turns colours off. */
export function colourAllowed(io: CliIo, stream: OutStream): boolean {
  const noColor = io.env.NO_COLOR;
  return stream.isTTY === true && (noColor === undefined || noColor === '');
}

/**
 * process.stdout or process.stderr for the CLI. When the reader goes away (`clinic booked --csv | head -1`), the
 * next write fails with EPIPE, which Node raises as an unhandled error and a stack trace; here the rest of the
 * output is dropped instead and the command ends as it would have, as other command-line tools do.
 */
export function readerTolerantStream(stream: NodeJS.WriteStream): OutStream {
  let readerGone = false;
  stream.on('error', (error: NodeJS.ErrnoException) => {
    if (error.code !== 'EPIPE') throw error;
    readerGone = true;
  });
  return {
    get isTTY() {
      return stream.isTTY;
    },
    write: (text: string) => readerGone || stream.write(text),
  };
}
