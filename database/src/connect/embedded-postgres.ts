import { PGlite } from '@electric-sql/pglite';
import { PGLiteSocketServer } from '@electric-sql/pglite-socket';
import { chmodSync, mkdirSync, readFileSync, rmSync, watch, writeFileSync } from 'node:fs';
import { connect } from 'node:net';
import { join, resolve } from 'node:path';

/** pg's convention: a Unix socket `<dir>/.s.PGSQL.<port>` is reached with `host: <dir>`, `port: <port>`. */
const SOCKET_PORT = 5432;
const SOCKET_NAME = `.s.PGSQL.${SOCKET_PORT}`;
// sockaddr_un holds 108 bytes including the terminating NUL.
const MAX_SOCKET_PATH = 107;
// Several pool connections of the server plus a CLI or two; PGlite runs one statement at a time anyway.
const MAX_CONNECTIONS = 16;
// Opening a large or brand-new embedded database takes seconds (tens on a busy machine).
const JOIN_TIMEOUT_MS = 120_000;

/** Where pg connects to reach the embedded database. */
interface SocketAddress {
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
    throw new Error(
      `DATA_DIR is too long for the database socket (${socketPath.length} characters, at most ${MAX_SOCKET_PATH}): choose a shorter path.`,
    );
  }
  const address = { host: dir, port: SOCKET_PORT };
  // Only this user may reach the socket (it has no password): the directory is its access control.
  mkdirSync(dir, { recursive: true, mode: 0o700 });
  chmodSync(dir, 0o700);
  if ((await claim(dir, socketPath)) === 'join') return { address, owner: false, close: async () => undefined };

  const lockPath = join(dir, LOCK_NAME);
  const release = () => rmSync(lockPath, { force: true });
  let db: PGlite | undefined;
  try {
    // A socket left by a process that died would make listen() fail; nobody answers on it, so it can go.
    rmSync(socketPath, { force: true });
    db = await PGlite.create(join(dir, 'postgres'));
    const server = new PGLiteSocketServer({ db, path: socketPath, maxConnections: MAX_CONNECTIONS });
    await server.start();
    const opened = db;
    return {
      address,
      owner: true,
      async close() {
        await server.stop();
        await opened.close();
        release();
      },
    };
  } catch (error) {
    await db?.close();
    release();
    throw error;
  }
}

const LOCK_NAME = 'postgres.lock';

/**
 * Decides who serves `dir`: this process ('own', holding the lock file) or one already serving or starting it
 * ('join', once its socket answers). The lock closes the window while the owner is still opening PGlite and
 * its socket does not exist yet; a lock whose process is gone is taken over.
 */
async function claim(dir: string, socketPath: string): Promise<'own' | 'join'> {
  const lockPath = join(dir, LOCK_NAME);
  for (;;) {
    if ((await socketState(socketPath)) === 'live') return 'join';
    try {
      writeFileSync(lockPath, String(process.pid), { flag: 'wx' });
      return 'own';
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
    }
    const holder = Number(readFileSync(lockPath, 'utf8').trim());
    if (!isAlive(holder)) {
      rmSync(lockPath, { force: true });
      continue;
    }
    await socketAppears(dir, socketPath, holder);
    return 'join';
  }
}

function isAlive(pid: number): boolean {
  if (!Number.isInteger(pid) || pid <= 0) return false;
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

/** Resolves when the process starting the database answers on its socket (watched, not polled). */
function socketAppears(dir: string, socketPath: string, holder: number): Promise<void> {
  return new Promise((done, fail) => {
    let settled = false;
    const finish = (error?: Error) => {
      if (settled) return;
      settled = true;
      watcher.close();
      clearTimeout(timer);
      if (error) fail(error);
      else done();
    };
    const check = () => void socketState(socketPath).then((state) => state === 'live' && finish());
    const watcher = watch(dir, (_event, name) => {
      if (name === SOCKET_NAME) check();
    });
    const timer = setTimeout(
      () =>
        finish(
          new Error(
            `The database in ${dir} is being opened by process ${holder}, which did not answer within ${JOIN_TIMEOUT_MS / 1000} s.`,
          ),
        ),
      JOIN_TIMEOUT_MS,
    );
    // It may have appeared between the lock check and the watch.
    check();
  });
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
