import {
  DEMO_NOTICE,
  type AvailabilityPort,
  type BookingsPort,
  type ClockPort,
  type PracticeDirectoryPort,
  type StaffSchedulePort,
} from '@clinic/core';
import type { CliDatabase, DatabaseOpener } from './database/cli-database';
import type { CliIo } from './io';
import { withProgress } from './output/progress';
import { resolveSource, sourceLabel, type SourceConfig, type SourceKind } from './source';

/** What commands work with, resolved once from the composition root: the scheduler by concern (decision 87). */
export interface CliServices {
  directory: PracticeDirectoryPort;
  availability: AvailabilityPort;
  bookings: BookingsPort;
  staffSchedule: StaffSchedulePort;
  clock: ClockPort;
}

/** What the composition root may report back while the run goes on. */
export interface ServicesEvents {
  /** The data read is the demo's (the fixture practice, or an athena that says it is the fake): say so once. */
  demoData(): void;
}

export type ServicesFactory = (source: SourceConfig, events: ServicesEvents) => CliServices | Promise<CliServices>;

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
  /** The testimonials and feedback database, opened on first use (DATABASE_URL or DATA_DIR). */
  database(): Promise<CliDatabase>;
  /** The current instant, for commands that need "today" without a scheduler (`clinic report bookings`). */
  readonly clock: ClockPort;
  /** Closes what this run opened. */
  close(): Promise<void>;
}

export function createContext(
  io: CliIo,
  factory: ServicesFactory,
  globals: () => GlobalOptions,
  openDatabase: DatabaseOpener,
  clock: ClockPort = { now: () => new Date() },
): CliContext {
  let services: Promise<CliServices> | undefined;
  let database: Promise<CliDatabase> | undefined;
  let label = 'the scheduler';
  return {
    io,
    clock,
    get label() {
      return label;
    },
    services() {
      if (services) return services;
      try {
        const config = resolveSource(globals().source, io.env);
        label = sourceLabel(config);
        let noticed = false;
        const demoData = () => {
          if (noticed) return;
          noticed = true;
          // On stderr (decision 15), so --json and --csv output stays clean for pipes.
          io.stderr.write(`${DEMO_NOTICE} (${label}).\n`);
        };
        services = Promise.resolve(factory(config, { demoData }));
      } catch (error) {
        services = Promise.reject(error);
      }
      return services;
    },
    call: (what, work) => withProgress(io.stderr, what, work),
    database() {
      database ??= openDatabase(io.env);
      return database;
    },
    async close() {
      const opened = await database?.catch(() => undefined);
      await opened?.close();
    },
  };
}
