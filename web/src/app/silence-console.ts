const METHODS = ['log', 'warn', 'error', 'info', 'debug'] as const;

/** Production builds print nothing to the console (website.md §8: console output disabled at start-up). */
export function silenceConsole(target: Pick<Console, (typeof METHODS)[number]> = console): void {
  for (const method of METHODS) target[method] = () => undefined;
}
