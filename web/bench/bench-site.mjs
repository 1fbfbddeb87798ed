// What the web benches share: the built site served by the demo server (or BENCH_BASE_URL's running server), the
// system Chromium, the phone Lighthouse's mobile preset emulates, and the median they report.
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { CHROMIUM_FLAGS } from '../../e2e/test-support/chromium-flags.mjs';
import { DEMO_SERVER, startServer } from '../../e2e/test-support/server.mjs';
import { startHttp2TlsProxy } from './http2-tls-proxy.mjs';

const repoRoot = fileURLToPath(new URL('../..', import.meta.url));
export const CHROMIUM = '/usr/bin/chromium';

/**
 * The protocols the benches that read `BENCH_HTTP2` measure over (decision 107): HTTP/1.1, the demo server's own
 * (unset); HTTP/2 over TLS, as production's CDN and proxy serve the site (`1`); or both, alternated (`both`).
 */
export const PROTOCOLS = { 1: ['HTTP/2'], both: ['HTTP/1.1', 'HTTP/2'] }[process.env.BENCH_HTTP2 ?? ''] ?? ['HTTP/1.1'];

/** The tests' Chromium flags; with HTTP/2 also the proxy's throwaway certificate accepted (the benches only). */
export const BENCH_CHROMIUM_FLAGS = PROTOCOLS.includes('HTTP/2') ? [...CHROMIUM_FLAGS, '--ignore-certificate-errors'] : CHROMIUM_FLAGS;

/** Lighthouse's mobile preset (a Moto G Power), as Playwright context options. */
export const LIGHTHOUSE_PHONE = { viewport: { width: 412, height: 823 }, deviceScaleFactor: 1.75, isMobile: true, hasTouch: true };

/** The middle value (the upper one of an even count). */
export const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];

/**
 * Exits with what to run when Chromium or the build is missing; otherwise `{ baseUrl, stop }` of the site to measure.
 * `webDist` serves another build (an old `web/dist` kept for a side-by-side comparison) instead of the current one.
 */
export async function benchSite({ webDist } = {}) {
  if (!existsSync(CHROMIUM)) {
    console.error(`${CHROMIUM} is missing: run \`node scripts/ensure-chromium.mjs\` first.`);
    process.exit(1);
  }
  if (process.env.BENCH_BASE_URL && !webDist) return { baseUrl: process.env.BENCH_BASE_URL.replace(/\/$/, ''), stop: async () => {} };
  if (![join(webDist ?? join(repoRoot, 'web/dist'), 'index.html'), join(repoRoot, DEMO_SERVER)].every((f) => existsSync(f))) {
    console.error(
      webDist ? `${webDist} holds no built site, or the server is not built.` : 'The site is not built: run `npm run build` first.',
    );
    process.exit(1);
  }
  return startServer(repoRoot, webDist ? { env: { WEB_DIST: webDist }, quiet: true } : {});
}

/**
 * Each site (`{ name: { baseUrl } }`) over each of `protocols`, as `{ name: site }` or, over two, `{ "name, protocol":
 * site }`; an HTTP/2 one is a loopback TLS proxy in front of the site, its `stop` the proxy's only (stop the sites too).
 */
async function overProtocols(sites, protocols = PROTOCOLS) {
  const served = {};
  for (const [name, site] of Object.entries(sites))
    for (const protocol of protocols)
      served[protocols.length > 1 ? `${name}, ${protocol}` : name] =
        protocol === 'HTTP/2' ? await startHttp2TlsProxy(site.baseUrl) : { ...site, stop: async () => {} };
  return served;
}

/**
 * What a comparing bench loads: the current build and, with `BENCH_COMPARE_DIST`, that older one, each over
 * PROTOCOLS. `{ builds, sites, stop }`: `builds` their servers by name (plain http, for the bench's own requests),
 * `sites` what the browser loads, by name; `stop` ends them all.
 */
export async function comparedSites() {
  const builds = { current: await benchSite() };
  if (process.env.BENCH_COMPARE_DIST) builds.compared = await benchSite({ webDist: process.env.BENCH_COMPARE_DIST });
  const sites = await overProtocols(builds);
  const stop = async () => {
    for (const site of [...Object.values(sites), ...Object.values(builds)]) await site.stop();
  };
  return { builds, sites, stop };
}

/**
 * Loads every page `runs` times on each site (`{ name: { baseUrl } }`), the sites alternated so that a slow spell of
 * the machine falls on both builds, and returns `[{ path, name, loads }]` in that order.
 */
export async function alternatedLoads(sites, paths, runs, loadOnce) {
  const measured = [];
  for (const path of paths) {
    const loads = Object.fromEntries(Object.keys(sites).map((name) => [name, []]));
    for (let i = 0; i < runs; i++) {
      const order = i % 2 ? Object.keys(sites).reverse() : Object.keys(sites);
      for (const name of order) loads[name].push(await loadOnce(sites[name].baseUrl, path));
    }
    for (const [name, own] of Object.entries(loads)) measured.push({ path, name, loads: own });
    console.log(`measured ${path}`);
  }
  return measured;
}
