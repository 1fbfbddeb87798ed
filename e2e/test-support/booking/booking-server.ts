import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, inject } from 'vitest';
import { startServer } from '../server.mjs';
import { FakeAthena } from './fake-athena';

const repoRoot = fileURLToPath(new URL('../../..', import.meta.url));

/** The built demo server and its embedded fake athena, both on loopback ports this spec file knows. */
export interface BookingServer {
  baseUrl: string;
  /** The server's DATA_DIR: the demo's outbox of e-mails is its outbox/ folder. */
  dataDir: string;
  athena: FakeAthena;
  urlOf(path: string): string;
}

/**
 * One demo server per spec file (its own fresh fixture practice, and a copy of the run's fresh demo database), with
 * the fake athena's port known, so the spec can read athena's booked list and book behind the dialog's back.
 */
export function useBookingServer(): () => BookingServer {
  let server: BookingServer | undefined;
  let stop: (() => Promise<void>) | undefined;
  beforeAll(async () => {
    // Every test of a file books the same personas on one server: the per-patient limit (2 upcoming, decision 20,
    // tested in the proxy's own suite) would refuse them from the third booking on.
    const started = await startServer(repoRoot, {
      template: inject('demoDatabaseTemplate'),
      env: { ONLINE_BOOKINGS_PER_PATIENT: '100' },
      quiet: true,
    });
    stop = started.stop;
    const { baseUrl, dataDir, fakeAthenaPort } = started;
    server = { baseUrl, dataDir, athena: new FakeAthena(`http://127.0.0.1:${fakeAthenaPort}`), urlOf: (path) => `${baseUrl}${path}` };
  }, 150_000);
  afterAll(() => stop?.());
  return () => {
    if (!server) throw new Error('the booking server is not started yet');
    return server;
  };
}
