/**
 * What the demo says about itself (decision 15): on every page (a banner the server adds), in the booking
 * confirmation and on the CLI's stderr when it reads fake data. Production never shows it.
 */
export const DEMO_NOTICE = 'Demo site: appointments booked here are not real';

/**
 * The response header the fake athena sets on every answer carrying its data, so a client (the CLI) pointed at it
 * can tell its data is the demo's. A real athena never sends it.
 */
export const FAKE_ATHENA_HEADER = 'x-clinic-fake-athena';

/** The `<html>` attribute (and its value) the demo server sets, so scripts know they run on the demo. */
export const DEMO_MODE_ATTRIBUTE = { name: 'data-clinic-mode', value: 'demo' } as const;
