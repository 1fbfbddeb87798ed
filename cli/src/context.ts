import { DEMO_NOTICE, type Clock, type SchedulerPort } from '@clinic/core';
import type { CliIo } from './io';
import { withProgress } from './output/progress';
import { resolveSource, sourceLabel, type SourceConfig, type SourceKind } from './source';

/** What commands work with, resolved once from the composition root. */
export interface CliServices {
  scheduler: SchedulerPort;
  clock: Clock;
  /** True when the data is the demo's fake practice: the run then says so on stderr (decision 15). */
  demo?: boolean;
}

export type ServicesFactory = (source: SourceConfig) => CliServices | Promise<CliServices>;

/** The options every command accepts (set on the root program). */
export interface GlobalOptions {
  source?: SourceKind;
  debug?: boolean;
}

/** Per-run state handed to every command: the streams, the lazily built services, the source's name for errors. */
export interface CliContext {
  readonly io: CliIo;
  services(): Promise<CliServices>;
  /** Runs one scheduler call with the stderr progress indicator. */
  call<T>(label: string, work: () => Promise<T>): Promise<T>;
  /** "fixture data" or "athena at …", once the source is known. */
  readonly label: string;
}

export function createContext(io: CliIo, factory: ServicesFactory, globals: () => GlobalOptions): CliContext {
  let services: Promise<CliServices> | undefined;
  let label = 'the scheduler';
  return {
    io,
    get label() {
      return label;
    },
    services() {
      if (services) return services;
      try {
        const config = resolveSource(globals().source, io.env);
        label = sourceLabel(config);
        services = Promise.resolve(factory(config)).then((built) => {
          // On stderr, so --json and --csv output stays clean for pipes.
          if (built.demo) io.stderr.write(`${DEMO_NOTICE} (${label}).\n`);
          return built;
        });
      } catch (error) {
        services = Promise.reject(error);
      }
      return services;
    },
    call: (what, work) => withProgress(io.stderr, what, work),
  };
}
