// npm run bench:dialog [-- --delay 400]: the booking dialog at athena's latency. The fake athena answers every
// call after --delay ms; the built server (server/dist/demo.js with all four ATHENA_* set, so it proxies to that
// athena as to a real one, over a throwaway embedded database; web/dist) serves the site; Chromium taps BOOK ONLINE
// (the pointer's arrival starts the dialog's download, decision 73) and goes location → provider → reason → search.
// Per step it prints the ms the patient waited and the athena calls made, for a cold server (just started) and a
// warm one (second visit). `--delay 0` is the fast-connection case: "open" is the tap to a usable dialog.
import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { createFixtureStore } from '@clinic/fixtures';
import { chromium, type Page } from 'playwright-core';
import { buildFakeAthena, FAKE_ATHENA_CREDENTIALS } from '@clinic/fake-athena';

const ROOT = fileURLToPath(new URL('../../', import.meta.url));
const delayAt = process.argv.indexOf('--delay');
const DELAY_MS = delayAt > 0 ? Number(process.argv[delayAt + 1]) : 400;
// The system Chromium and the flags the browser tests use (one list, read at run time: it lives outside this project).
const CHROMIUM_PATH = '/usr/bin/chromium';
const chromiumFlagsUrl = new URL('../../e2e/test-support/chromium-flags.mjs', import.meta.url).href;
const { CHROMIUM_FLAGS } = (await import(chromiumFlagsUrl)) as { CHROMIUM_FLAGS: string[] };
const CHOICE = { location: 'Glendale', provider: 'Elena Vasquez, MD', reason: 'New Patient' };

interface Step {
  step: string;
  waitedMs: number;
  athenaCalls: number;
  tokenCalls: number;
}

if (!existsSync(`${ROOT}server/dist/demo.js`) || !existsSync(`${ROOT}web/dist`)) {
  console.error('Build first: npm run build (the bench drives the built site through the built server).');
  process.exit(1);
}

const calls: string[] = [];
const athena = await buildFakeAthena({ store: createFixtureStore(), delayMs: DELAY_MS });
athena.addHook('onRequest', (req, _reply, done) => {
  calls.push(req.url);
  done();
});
await athena.listen({ host: '127.0.0.1', port: 0 });
const athenaUrl = `http://127.0.0.1:${(athena.server.address() as { port: number }).port}`;

// The demo server as the browser tests start it (free ports, a throwaway DATA_DIR), here with all four ATHENA_*
// pointing at the delayed fake athena above, so it proxies to it as to a real one.
const serverModuleUrl = new URL('../../e2e/test-support/server.mjs', import.meta.url).href;
const { startServer } = (await import(serverModuleUrl)) as {
  startServer(root: string, options: { env: Record<string, string>; quiet: boolean }): Promise<{ baseUrl: string; stop(): Promise<void> }>;
};
const server = await startServer(ROOT, {
  quiet: true,
  env: {
    // A real athena's settings want a fixed session secret; this one lives as long as the bench.
    SESSION_SECRET: 'bench-dialog-session-secret-of-32-characters-or-more',
    ATHENA_BASE_URL: athenaUrl,
    ATHENA_PRACTICE_ID: FAKE_ATHENA_CREDENTIALS.practiceId,
    ATHENA_CLIENT_ID: FAKE_ATHENA_CREDENTIALS.clientId,
    ATHENA_CLIENT_SECRET: FAKE_ATHENA_CREDENTIALS.clientSecret,
    ATHENA_MAX_RPS: '10',
  },
});
const site = server.baseUrl;

const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, headless: true, args: CHROMIUM_FLAGS });
try {
  const cold = await visit();
  const warm = await visit();
  console.log(`bench:dialog: athena answers after ${DELAY_MS} ms; ${CHOICE.location}, ${CHOICE.provider}, ${CHOICE.reason}`);
  print('cold server (just started: no token, nothing cached)', cold);
  print('warm server (a second visitor)', warm);
} finally {
  await browser.close();
  await server.stop();
  await athena.close();
}

/** One visitor in a fresh browser context: every step timed from the action to the control it unlocks. */
async function visit(): Promise<Step[]> {
  const context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
  const page = await context.newPage();
  await page.goto(site, { waitUntil: 'networkidle' });
  const dialog = page.getByRole('dialog', { name: 'Book Appointment' });
  const steps: Step[] = [];
  const measure = async (step: string, act: () => Promise<unknown>, ready: () => Promise<unknown>) => {
    const before = calls.length;
    const started = performance.now();
    await act();
    await ready();
    const made = calls.slice(before);
    steps.push({
      step,
      waitedMs: Math.round(performance.now() - started),
      athenaCalls: made.filter((u) => u.startsWith('/v1/')).length,
      tokenCalls: made.filter((u) => u.startsWith('/oauth2/')).length,
    });
  };
  const option = (name: string, label: string) => dialog.getByRole('combobox', { name }).locator('option', { hasText: label });
  // Tapped once the app runs (its props on the button): before that a tap is queued for the app (decision 27).
  const bookOnline = page.getByRole('button', { name: 'BOOK ONLINE' }).first();
  await page.waitForFunction("Object.keys(document.querySelector('header button') ?? {}).some((k) => k.startsWith('__reactProps$'))");
  await measure(
    'open',
    () => bookOnline.click(),
    () => option('Location', CHOICE.location).waitFor({ state: 'attached' }),
  );
  await measure(
    'location',
    () => dialog.getByRole('combobox', { name: 'Location' }).selectOption({ label: CHOICE.location }),
    () => enabledOption(page, option('Provider', CHOICE.provider)),
  );
  await measure(
    'provider',
    () => dialog.getByRole('combobox', { name: 'Provider' }).selectOption({ label: CHOICE.provider }),
    () => option('Reason for visit', CHOICE.reason).waitFor({ state: 'attached' }),
  );
  const search = dialog.getByRole('button', { name: 'Search', exact: true });
  await measure(
    'reason',
    () => dialog.getByRole('combobox', { name: 'Reason for visit' }).selectOption({ label: CHOICE.reason }),
    () => search.and(page.locator(':enabled')).waitFor(),
  );
  await measure(
    'search',
    () => search.click(),
    () => dialog.getByRole('list', { name: 'Available days' }).waitFor(),
  );
  await context.close();
  return steps;
}

async function enabledOption(page: Page, option: ReturnType<Page['locator']>): Promise<void> {
  await option.waitFor({ state: 'attached' });
  await page
    .getByRole('dialog', { name: 'Book Appointment' })
    .getByRole('combobox', { name: 'Provider' })
    .and(page.locator(':enabled'))
    .waitFor();
}

function print(title: string, steps: Step[]): void {
  console.log(`\n${title}`);
  console.log('step      waited ms  athena calls  token calls');
  for (const s of steps)
    console.log(
      `${s.step.padEnd(8)}  ${String(s.waitedMs).padStart(9)}  ${String(s.athenaCalls).padStart(12)}  ${String(s.tokenCalls).padStart(11)}`,
    );
  const total = steps.reduce((sum, s) => ({ waited: sum.waited + s.waitedMs, calls: sum.calls + s.athenaCalls }), { waited: 0, calls: 0 });
  console.log(`${'total'.padEnd(8)}  ${String(total.waited).padStart(9)}  ${String(total.calls).padStart(12)}`);
}
