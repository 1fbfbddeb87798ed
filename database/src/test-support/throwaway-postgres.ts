import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { chownSync, existsSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

export interface ThrowawayPostgres {
  /** postgres://postgres@127.0.0.1:<port>/postgres (trust authentication, loopback only). */
  url: string;
  stop(): Promise<void>;
  /** Stops the server, keeping its data (a database outage): connections are refused until `resume()`. */
  pause(): Promise<void>;
  /** Starts the paused server again on the same port and data. */
  resume(): Promise<void>;
}

/** Debian's PostgreSQL server binaries (package `postgresql`); PG_BIN overrides. scripts/ensure-postgres.mjs installs it. */
function postgresBinDir(): string {
  if (process.env.PG_BIN) return process.env.PG_BIN;
  const root = '/usr/lib/postgresql';
  const versions = existsSync(root) ? readdirSync(root).filter((v) => existsSync(join(root, v, 'bin', 'postgres'))) : [];
  const newest = versions.sort((a, b) => Number(b) - Number(a))[0];
  if (!newest) throw new Error('PostgreSQL server binaries not found under /usr/lib/postgresql: run node scripts/ensure-postgres.mjs');
  return join(root, newest, 'bin');
}

// PostgreSQL refuses to run as root: as root, run it as `nobody`, in a directory nobody owns. setpriv execs
// (runuser would fork and not pass our SIGINT on), so the child we stop is postgres itself.
const asRoot = process.getuid?.() === 0;
const command = (bin: string, args: string[]): [string, string[]] =>
  asRoot ? ['setpriv', ['--reuid=nobody', '--regid=nogroup', '--clear-groups', '--', bin, ...args]] : [bin, args];

/**
 * A real PostgreSQL server for one test file: initdb in a temporary directory, listening on a free loopback
 * port (its Unix socket in that directory too), stopped and removed by `stop()`.
 */
export async function startThrowawayPostgres(): Promise<ThrowawayPostgres> {
  const bin = postgresBinDir();
  const dir = mkdtempSync(join(tmpdir(), 'clinic-pg-'));
  if (asRoot) chownSync(dir, nobodyId('-u'), nobodyId('-g'));
  const data = join(dir, 'data');
  const [initCmd, initArgs] = command(join(bin, 'initdb'), [
    '-D',
    data,
    '-U',
    'postgres',
    '-A',
    'trust',
    '-E',
    'UTF8',
    '--locale=C.UTF-8',
    '--no-sync',
  ]);
  const init = spawnSync(initCmd, initArgs, { encoding: 'utf8' });
  if (init.status !== 0) {
    rmSync(dir, { recursive: true, force: true });
    throw new Error(`initdb failed: ${init.stderr || init.error?.message}`);
  }
  const port = await freePort();
  const launch = () => {
    const [cmd, args] = command(join(bin, 'postgres'), [
      '-D',
      data,
      '-p',
      String(port),
      '-k',
      dir,
      '-c',
      'listen_addresses=127.0.0.1',
      '-c',
      'fsync=off',
    ]);
    return spawn(cmd, args, { stdio: ['ignore', 'ignore', 'pipe'] });
  };
  let server = launch();
  try {
    await ready(server);
  } catch (error) {
    server.kill('SIGKILL');
    rmSync(dir, { recursive: true, force: true });
    throw error;
  }
  const halt = async () => {
    if (server.exitCode !== null) return;
    const exited = new Promise((done) => server.once('exit', done));
    // SIGINT is PostgreSQL's "fast shutdown": clients are disconnected, nothing waits.
    server.kill('SIGINT');
    await exited;
  };
  return {
    url: `postgres://postgres@127.0.0.1:${port}/postgres`,
    async stop() {
      await halt();
      rmSync(dir, { recursive: true, force: true });
    },
    pause: halt,
    async resume() {
      server = launch();
      await ready(server);
    },
  };
}

/** Resolves once the server logs that it accepts connections; rejects if it exits first. */
function ready(server: ChildProcess): Promise<void> {
  return new Promise((done, fail) => {
    let log = '';
    server.stderr!.setEncoding('utf8');
    server.stderr!.on('data', (chunk: string) => {
      log += chunk;
      if (log.includes('ready to accept connections')) done();
    });
    server.once('exit', (code) => fail(new Error(`postgres exited (${code}) before it was ready:\n${log}`)));
    server.once('error', fail);
  });
}

function freePort(): Promise<number> {
  return new Promise((done, fail) => {
    const probe = createServer();
    probe.once('error', fail);
    probe.listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as { port: number };
      probe.close(() => done(port));
    });
  });
}

function nobodyId(flag: '-u' | '-g'): number {
  return Number(spawnSync('id', [flag, 'nobody'], { encoding: 'utf8' }).stdout.trim());
}
