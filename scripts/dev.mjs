// `npm run dev`, the daily loop: Vite serves the site with hot module replacement, and `/api` goes to the demo
// server (server/src/demo.ts: the real app over the embedded fake athena and database) run from its TypeScript
// sources by `tsx watch`, which restarts it when a server, core or adapter file changes. Nothing is built first.
// PORT (5173) is the address to open; the API server and the fake athena take free loopback ports.
import { spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { createServer as createNetServer } from 'node:net';
import { fileURLToPath } from 'node:url';
import { createServer } from 'vite';

const root = fileURLToPath(new URL('..', import.meta.url));

/** A port nobody listens on right now, chosen by the system. */
function freePort() {
  return new Promise((resolve, reject) => {
    const probe = createNetServer().once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const { port } = probe.address();
      probe.close(() => resolve(port));
    });
  });
}

// .env.example says to copy it to .env: read it when present; variables already exported win (as `npm start`).
if (existsSync(`${root}.env`)) process.loadEnvFile(`${root}.env`);
const apiPort = await freePort();
const api = spawn(process.execPath, [`${root}node_modules/tsx/dist/cli.mjs`, 'watch', '--clear-screen=false', 'server/src/demo.ts'], {
  cwd: root,
  stdio: 'inherit',
  env: {
    ...process.env,
    CLINIC_MODE: 'demo',
    HOST: '127.0.0.1',
    PORT: String(apiPort),
    FAKE_ATHENA_PORT: String(await freePort()),
    // Vite serves the pages; the API server serves no built site (a folder that does not exist).
    WEB_DIST: 'web/dist-none-in-dev',
  },
});

const vite = await createServer({
  configFile: `${root}web/vite.config.ts`,
  server: {
    port: Number(process.env.PORT ?? 5173),
    proxy: { '/api': { target: `http://127.0.0.1:${apiPort}` } },
  },
});
await vite.listen();
vite.printUrls();
console.log(`  ➜  API:     http://127.0.0.1:${apiPort}/api (tsx watch server/src/demo.ts, demo mode)\n`);

async function stop(code) {
  api.kill('SIGTERM');
  await vite.close();
  process.exit(code);
}
for (const signal of ['SIGINT', 'SIGTERM', 'SIGHUP']) process.on(signal, () => void stop(0));
api.on('exit', (code, signal) => {
  // tsx watch only ends when told to, or when it cannot start at all.
  if (signal === null) void stop(code ?? 1);
});
