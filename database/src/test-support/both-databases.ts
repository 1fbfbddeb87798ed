import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { sql } from 'kysely';
import { afterAll, beforeAll, beforeEach, describe } from 'vitest';
import { openDatabase, type DatabaseSettings, type OpenDatabase } from '../connect/open-database';
import { freshEmbeddedDataDir } from './embedded-data-dir';
import { startThrowawayPostgres, type ThrowawayPostgres } from './throwaway-postgres';

export interface DatabaseUnderTest {
  /** The open database, emptied before each test. */
  current(): OpenDatabase;
  settings(): DatabaseSettings;
}

// Starting a database takes seconds on a busy machine.
const START_TIMEOUT_MS = 120_000;

/**
 * Runs one suite twice: on the embedded database (PGlite under a temporary DATA_DIR) and on a real
 * PostgreSQL server started for the file. Same SQL, same adapter code.
 */
export function describeOnBothDatabases(name: string, suite: (database: DatabaseUnderTest) => void): void {
  describe.each(['embedded', 'postgresql'] as const)(`${name} (%s)`, (kind) => {
    let server: ThrowawayPostgres | undefined;
    let dataDir = '';
    let settings: DatabaseSettings;
    let open: OpenDatabase;
    beforeAll(async () => {
      // PostgreSQL keeps its data elsewhere; the embedded one starts from a copy of a new cluster.
      dataDir = kind === 'embedded' ? await freshEmbeddedDataDir() : mkdtempSync(join(tmpdir(), 'clinic-db-'));
      if (kind === 'postgresql') server = await startThrowawayPostgres();
      settings = server ? { databaseUrl: server.url, dataDir } : { dataDir };
      open = await openDatabase(settings);
    }, START_TIMEOUT_MS);
    afterAll(async () => {
      await open?.close();
      await server?.stop();
      rmSync(dataDir, { recursive: true, force: true });
    }, START_TIMEOUT_MS);
    beforeEach(async () => {
      await sql`truncate testimonials restart identity`.execute(open.db);
    });
    suite({ current: () => open, settings: () => settings });
  });
}
