import { Kysely, PostgresDialect, sql } from 'kysely';
import pg from 'pg';
import type { Database } from '../schema';
import { FIRST_MIGRATION, migrateToLatest } from '../migrations/migrate';
import { openEmbeddedPostgres } from './embedded-postgres';

export interface DatabaseSettings {
  /** A real PostgreSQL server (production). Without it, the embedded database under `dataDir`. */
  databaseUrl?: string;
  dataDir: string;
}

export interface OpenDatabase {
  db: Kysely<Database>;
  /** True when this call created the schema: an empty, brand-new database (demo seeding keys on it). */
  created: boolean;
  /** Migrations this call applied (none when the schema was up to date). */
  applied: string[];
  /** Where the data lives, for a start-up line; never carries a password. */
  description: string;
  /** Resolves when the database answers a trivial query (for /readyz); rejects otherwise. */
  ping(): Promise<void>;
  close(): Promise<void>;
}

// A database that is down must give a clear answer in seconds, not hang a request.
const CONNECT_TIMEOUT_MS = 5_000;
const STATEMENT_TIMEOUT_MS = 10_000;

/**
 * Connects (PostgreSQL via DATABASE_URL, or the embedded one), applies the migrations and returns a typed
 * query builder. The same SQL and the same adapter code run on both.
 */
export async function openDatabase(settings: DatabaseSettings): Promise<OpenDatabase> {
  const embedded = settings.databaseUrl ? undefined : await openEmbeddedPostgres(settings.dataDir);
  const connection: pg.PoolConfig = embedded
    ? { host: embedded.address.host, port: embedded.address.port, user: 'postgres', database: 'postgres', max: 4 }
    : { connectionString: settings.databaseUrl, max: 10 };
  const pool = new pg.Pool({ ...connection, connectionTimeoutMillis: CONNECT_TIMEOUT_MS, statement_timeout: STATEMENT_TIMEOUT_MS });
  // An idle connection dropped by the server must not crash the process; the next query reconnects.
  pool.on('error', () => undefined);
  // Nor one the server ends while it is checked out between two statements (a restart: "terminating connection due
  // to administrator command"); its query, if any, fails on its own and the pool discards the client.
  pool.on('connect', (client) => client.on('error', () => undefined));
  const db = new Kysely<Database>({ dialect: new PostgresDialect({ pool }) });
  const close = async () => {
    await db.destroy();
    await embedded?.close();
  };
  try {
    const { applied } = await migrateToLatest(db);
    const ping = async () => void (await sql`select 1`.execute(db));
    return { db, created: applied.includes(FIRST_MIGRATION), applied, description: describe(settings, embedded?.owner), ping, close };
  } catch (error) {
    await close();
    throw new Error(
      `Could not open the database (${describe(settings, embedded?.owner)}): ${error instanceof Error ? error.message : String(error)}`,
    );
  }
}

function describe(settings: DatabaseSettings, owner: boolean | undefined): string {
  if (!settings.databaseUrl)
    return `embedded PostgreSQL in ${settings.dataDir}${owner === false ? ', shared with the running server' : ''}`;
  // Host, port and database only: the URL's user and password never reach a log line.
  const url = URL.parse(settings.databaseUrl);
  return url ? `PostgreSQL at ${url.hostname}${url.port ? `:${url.port}` : ''}${url.pathname}` : 'PostgreSQL at DATABASE_URL';
}
