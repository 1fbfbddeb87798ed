import { PGlite } from '@electric-sql/pglite';
import { PGLiteSocketServer } from '@electric-sql/pglite-socket';
import { chmodSync, mkdirSync, rmSync } from 'node:fs';
import { connect } from 'node:net';
import { join, resolve } from 'node:path';

/** pg's convention: a Unix socket `<dir>/.s.PGSQL.<port>` is reached with `host: <dir>`, `port: <port>`. */
const SOCKET_PORT = 5432;
const SOCKET_NAME = `.s.PGSQL.${SOCKET_PORT}`;
// sockaddr_un holds 108 bytes including the terminating NUL.
const MAX_SOCKET_PATH = 107;
// Several pool connections of the server plus a CLI or two; PGlite runs one statement at a time anyway.
const MAX_CONNECTIONS = 16;

/** Where pg connects to reach the embedded database. */
export interface SocketAddress {
  host: string;
  port: number;
}

export interface EmbeddedPostgres {
  address: SocketAddress;
  /** True when this process started the database; false when it joined one another process serves. */
  owner: boolean;
  close(): Promise<void>;
}

/**
 * The embedded default: PostgreSQL compiled to WebAssembly (PGlite), its files under `dataDir/postgres`,
 * served on a Unix socket in `dataDir`, so every process — the server and the staff CLI — talks the same
 * PostgreSQL wire protocol through `pg`, as against a real server. The first process to open `dataDir`
 * serves it; later ones join through the socket (PGlite must never be opened twice on the same files).
 */
export async function openEmbeddedPostgres(dataDir: string): Promise<EmbeddedPostgres> {
  const dir = resolve(dataDir);
  const socketPath = join(dir, SOCKET_NAME);
  if (socketPath.length > MAX_SOCKET_PATH) {
    throw new Error(`DATA_DIR is too long for the database socket (${socketPath.length} characters, at most ${MAX_SOCKET_PATH}): choose a shorter path.`);
  }
  const address = { host: dir, port: SOCKET_PORT };
  const state = await socketState(socketPath);
  if (state === 'live') return { address, owner: false, close: async () => undefined };
  // A socket left by a process that died would make listen() fail; nobody answers on it, so it can go.
  if (state === 'stale') rmSync(socketPath, { force: true });

  // Only this user may reach the socket (it has no password): the directory is its access control.
  mkdirSync(dir, { recursive: true, mode: 0o700 });
  chmodSync(dir, 0o700);
  const db = await PGlite.create(join(dir, 'postgres'));
  const server = new PGLiteSocketServer({ db, path: socketPath, maxConnections: MAX_CONNECTIONS });
  try {
    await server.start();
  } catch (error) {
    await db.close();
    throw error;
  }
  return {
    address,
    owner: true,
    async close() {
      await server.stop();
      await db.close();
    },
  };
}

/** Whether a database process answers on the socket, a dead one left it behind, or there is none. */
function socketState(path: string): Promise<'live' | 'stale' | 'absent'> {
  return new Promise((done) => {
    const socket = connect(path);
    socket.once('connect', () => {
      socket.destroy();
      done('live');
    });
    socket.once('error', (error: NodeJS.ErrnoException) => {
      socket.destroy();
      done(error.code === 'ENOENT' ? 'absent' : 'stale');
    });
  });
}
