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
