/* global document, window, MutationObserver -- the init script and evaluate bodies run in the browser */
// `npm run bench:web:tap-race`: hunts a lost BOOK ONLINE tap around hydration (decision 109). A phone (375×667,
// touch) on a throttled CPU taps the header's BOOK ONLINE at moments spread over the window in which the app
// hydrates, and counts the taps whose dialog never opens (15 s), opens twice, or opens and closes again.
// The moments: `preboot` (the boot script held until the tap), `chunks` (React's chunk held until the tap), `props+N`
// (N ms after React's props are on the button: its render reached it, its commit may not have run yet),
// `listener+N` (N ms after the dialog's mount point listens for `openAppointmentDialog`, i.e. after the commit),
// `spread` (a random moment 0-4 s after the response started), `dialog-half` (hydrated, the dialog's chunk held
// until a random 0-400 ms after the tap) and `second+N` (a second tap N ms after one at `props+0`).
// Each tap is a real touch (`touchscreen.tap`) or a mouse click, at the button's place when the moment came.
// BENCH_TARGET=band taps the home page's insurance band's booking button instead (BENCH_PAGES=/ or /hy/).
// BENCH_TAPS (200) loads, one at a time, moments and pages in turn, CPU and input drawn at random; BENCH_CPU (4,6);
// BENCH_PAGES (home, a service, a provider, in English and Armenian); BENCH_MOMENTS picks moments; BENCH_SLOW_4G=1
// adds Lighthouse's slow 4G (150 ms, 1.6 Mbit/s); BENCH_DESKTOP=1 clicks in a 1280×800 window instead. BENCH_COMPARE_DIST alternates another build (bench-site.mjs).
import { chromium } from 'playwright-core';
import { BENCH_CHROMIUM_FLAGS, CHROMIUM, comparedSites } from './bench-site.mjs';

const TAPS = Number(process.env.BENCH_TAPS ?? 200);
const CPUS = (process.env.BENCH_CPU ?? '4,6').split(',').map(Number);
const PAGES = (
  process.env.BENCH_PAGES ??
  '/,/services/adult-physical,/provider/armen-petrosyan-md,/hy/,/hy/services/adult-physical,/hy/provider/armen-petrosyan-md'
).split(',');
const DELAYS = [0, 1, 5, 20, 50];
const ALL_MOMENTS = [
  'preboot',
  'chunks',
  ...DELAYS.map((ms) => `props+${ms}`),
  ...DELAYS.map((ms) => `listener+${ms}`),
  'spread',
  'dialog-half',
  ...[0, 50, 200].map((ms) => `second+${ms}`),
];
const MOMENTS = process.env.BENCH_MOMENTS?.split(',') ?? ALL_MOMENTS;
// BENCH_DESKTOP=1: bench:dialog's desktop window instead (where its lost taps were seen), mouse clicks only.
const DESKTOP = process.env.BENCH_DESKTOP === '1';
const INPUTS = DESKTOP ? ['click'] : ['tap', 'click'];
// The header's BOOK ONLINE, or with BENCH_TARGET=band a home page band's booking button (decision 109: React stops a
// tap on a band still waiting for its content).
const TARGET = {
  header: 'header button[data-book-button]',
  band: 'main section[aria-labelledby="insurance-title"] button[data-book-button]',
}[process.env.BENCH_TARGET ?? 'header'];
const SLOW_4G = { offline: false, latency: 150, downloadThroughput: (1600 * 1000) / 8, uploadThroughput: (750 * 1000) / 8 };
const PHONE = { viewport: { width: 375, height: 667 }, deviceScaleFactor: 2, isMobile: true, hasTouch: true };
const DEVICE = DESKTOP ? { viewport: { width: 1280, height: 800 } } : PHONE;
// The longest a patient is given for the dialog to show up before a tap counts as lost.
const OPEN_WAIT = 15_000;

/**
 * In the page from its start: how often a dialog appeared and went, `openAppointmentDialog` events, when React's
 * props reached the header button and when the mount point started listening; `__raceWatch(kind, ms)` calls the
 * bench's `__raceTap` binding with the button's place `ms` after that moment.
 */
function watchThePage(selector) {
  const race = { opens: 0, closes: 0, events: 0, pointerdowns: 0, clicks: 0, shown: false, propsAt: null, listenerAt: null };
  window.__race = race;
  const button = () => [...document.querySelectorAll(selector)].find((b) => b.getClientRects().length > 0) ?? null;
  const place = () => {
    // A band's button is below the fold: scrolled to, as a patient does (hydration scrolls to the top, ScrollToTop).
    button()?.scrollIntoView({ block: 'center' });
    const box = button()?.getBoundingClientRect();
    return box ? { x: box.x + box.width / 2, y: box.y + box.height / 2 } : null;
  };
  const phase = () => (race.listenerAt !== null ? 'listening' : race.propsAt !== null ? 'props' : 'before');
  new MutationObserver(() => {
    const shown = document.querySelector('[role="dialog"]') !== null;
    if (shown && !race.shown) race.opens++;
    if (!shown && race.shown) race.closes++;
    race.shown = shown;
  }).observe(document, { childList: true, subtree: true });
  const add = window.addEventListener;
  window.addEventListener = function (type, ...rest) {
    if (type === 'openAppointmentDialog' && race.listenerAt === null) race.listenerAt = performance.now();
    return add.call(this, type, ...rest);
  };
  add.call(window, 'openAppointmentDialog', () => race.events++);
  add.call(window, 'pointerdown', () => (race.pointerdowns++, (race.tapPhase ??= phase())), { capture: true });
  add.call(window, 'click', () => race.clicks++, { capture: true });
  // Props: polled between tasks (they are set while React renders, before its commit).
  const poll = () => {
    if (race.propsAt === null && Object.keys(button() ?? {}).some((k) => k.startsWith('__reactProps$'))) race.propsAt = performance.now();
    if (race.listenerAt === null) setTimeout(poll, 0);
  };
  setTimeout(poll, 0);
  // At the button's place once it is there (`spread` may come before it is parsed).
  const tapSoon = () => (place() ? window.__raceTap(place()) : setTimeout(tapSoon, 0));
  window.__raceWatch = (kind, ms) => {
    const fire = () => setTimeout(tapSoon, ms);
    const wait = () => (kind === 'spread' || race[`${kind}At`] !== null ? fire() : setTimeout(wait, 0));
    wait();
  };
}

const { sites, stop } = await comparedSites();
const browser = await chromium.launch({ executablePath: CHROMIUM, headless: true, args: BENCH_CHROMIUM_FLAGS });
const random = (n) => Math.floor(Math.random() * n);

/** One fresh visitor: loads `path`, taps at `moment` with `input`, and returns what the page did. */
async function tapOnce(baseUrl, { path, cpu, moment, input }) {
  const context = await browser.newContext(DEVICE);
  try {
    const page = await context.newPage();
    const cdp = await context.newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: cpu });
    if (process.env.BENCH_SLOW_4G === '1') {
      await cdp.send('Network.enable');
      await cdp.send('Network.emulateNetworkConditions', SLOW_4G);
    }
    await page.addInitScript(watchThePage, TARGET);
    const at = async (point) => {
      if (!point) return;
      if (input === 'tap') await page.touchscreen.tap(point.x, point.y);
      else await page.mouse.click(point.x, point.y);
    };
    const taps = [];
    await page.exposeBinding('__raceTap', (_, point) => void taps.push(at(point)));
    const held = [];
    const hold = (pattern) => page.route(pattern, (route) => void held.push(route));
    const release = async () => {
      for (const route of held.splice(0)) await route.continue();
    };
    const [kind, delay] = moment.split('+');
    if (kind === 'preboot') await hold('**/assets/index-*.js');
    if (kind === 'chunks') await hold('**/assets/framework-*.js');
    await page.goto(`${baseUrl}${path}`, { waitUntil: 'commit' });
    const button = page.locator(`${TARGET}:visible`).first();
    const here = async () => {
      await button.scrollIntoViewIfNeeded();
      return (await button.boundingBox()) ?? undefined;
    };
    const centre = (box) => ({ x: box.x + box.width / 2, y: box.y + box.height / 2 });
    if (kind === 'preboot' || kind === 'chunks') {
      await button.waitFor();
      await at(centre(await here()));
      await release();
      await page.unroute(kind === 'preboot' ? '**/assets/index-*.js' : '**/assets/framework-*.js');
    } else if (kind === 'props' || kind === 'listener' || kind === 'spread') {
      await page.evaluate(([k, ms]) => window.__raceWatch(k, ms), [kind, kind === 'spread' ? random(4000) : Number(delay)]);
    } else if (kind === 'dialog-half') {
      await page.waitForFunction(() => window.__race.listenerAt !== null);
      await hold('**/assets/booking-dialog-*.js');
      await at(centre(await here()));
      await page.waitForFunction(() => window.__race.pointerdowns > 0);
      await page.waitForTimeout(random(400));
      await release();
      await page.unroute('**/assets/booking-dialog-*.js');
    } else if (kind === 'second') {
      await page.evaluate(() => window.__raceWatch('props', 0));
      await page.waitForFunction(() => window.__race.pointerdowns > 0, undefined, { timeout: OPEN_WAIT });
      await page.waitForTimeout(Number(delay));
      await at(centre(await here()));
    }
    await page.waitForFunction(() => window.__race.pointerdowns > 0, undefined, { timeout: OPEN_WAIT });
    await Promise.all(taps);
    const opened = await page
      .waitForFunction(() => window.__race.opens > 0, undefined, { timeout: OPEN_WAIT })
      .then(() => true)
      .catch(() => false);
    if (opened) {
      // Settled: the dialog's own first screen (or its failure), the early replay done, a frame after.
      await page
        .waitForFunction(
          () => document.querySelector('[role="dialog"] [role="alert"], [role="dialog"] ul, [role="dialog"] button + button') !== null,
          undefined,
          { timeout: OPEN_WAIT },
        )
        .catch(() => undefined);
      await page.waitForTimeout(300);
    }
    const race = await page.evaluate(() => window.__race);
    return { ...race, outcome: race.opens === 0 ? 'lost' : race.opens > 1 ? 'twice' : race.shown ? 'open' : 'closed' };
  } finally {
    await context.close();
  }
}

const rows = [];
try {
  const names = Object.keys(sites);
  for (let i = 0; i < TAPS; i++) {
    const trial = {
      moment: MOMENTS[i % MOMENTS.length],
      path: PAGES[Math.floor(i / MOMENTS.length) % PAGES.length],
      cpu: CPUS[random(CPUS.length)],
      input: INPUTS[random(INPUTS.length)],
    };
    for (const name of i % 2 ? [...names].reverse() : names) {
      const result = await tapOnce(sites[name].baseUrl, trial).catch((error) => ({ outcome: 'error', error: String(error).slice(0, 200) }));
      rows.push({ name, ...trial, ...result });
      if (result.outcome !== 'open')
        console.log(`${name} ${trial.moment} ${trial.path} cpu ${trial.cpu}× ${trial.input}: ${result.outcome}`, JSON.stringify(result));
    }
    if ((i + 1) % 20 === 0) console.log(`${i + 1} of ${TAPS}`);
  }
} finally {
  await browser.close();
  await stop();
}

const count = (list, outcome) => list.filter((row) => row.outcome === outcome).length;
const summary = (list) =>
  `${list.length} taps: ${count(list, 'open')} opened once, ${count(list, 'lost')} lost, ${count(list, 'twice')} opened twice, ${count(list, 'closed')} opened and closed, ${count(list, 'error')} errors`;
for (const name of Object.keys(sites)) {
  const own = rows.filter((row) => row.name === name);
  console.log(`\n${name}: ${summary(own)}`);
  for (const key of ['moment', 'tapPhase', 'path', 'cpu', 'input'])
    for (const value of [...new Set(own.map((row) => row[key]))])
      console.log(`  ${key} ${value}: ${summary(own.filter((row) => row[key] === value))}`);
}
