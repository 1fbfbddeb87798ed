// Imported first by the boot script (web/src/boot.ts) and the app's entry, before any module that could load zod.
// zod decides when a schema is constructed whether to compile its parser with `new Function`, probing for eval
// once; under the site's CSP (no 'unsafe-eval') the browser reports that probe as a policy violation. zod reads
// its settings from this global, creating it on first import, so setting it here first keeps zod eval-free.
const holder = globalThis as { __zod_globalConfig?: { jitless?: boolean } };
holder.__zod_globalConfig = { ...holder.__zod_globalConfig, jitless: true };

export {};
