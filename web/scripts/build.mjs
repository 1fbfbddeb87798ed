// The web build (`npm run build` → scripts/build.mjs → here): client bundle, server bundle, then every route prerendered.
import { rm } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';
import { build } from 'vite';
import { precompress } from './precompress.mjs';
import { prerenderSite } from './prerender.mjs';

const webDir = fileURLToPath(new URL('..', import.meta.url));
const configFile = `${webDir}/vite.config.ts`;
// Under node_modules (git-ignored), so an interrupted build leaves nothing to commit.
const ssrDir = `${webDir}/node_modules/.ssr-build`;

await build({ configFile, logLevel: 'warn' });
await build({
  configFile,
  logLevel: 'warn',
  build: { ssr: 'src/entry-server.tsx', outDir: ssrDir, emptyOutDir: true, manifest: false, copyPublicDir: false },
});
await prerenderSite({ distDir: `${webDir}/dist`, serverEntry: `${ssrDir}/entry-server.js` });
await rm(ssrDir, { recursive: true, force: true });
console.log(`precompressed ${await precompress(`${webDir}/dist`)} files (.gz, .br)`);
