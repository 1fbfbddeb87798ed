import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { configForEntry, missingSiteBuild } from './run-server';
import { athenaHint, startFailure } from './start-up-report';

const production = {
  ATHENA_BASE_URL: 'https://api.platform.athenahealth.com',
  ATHENA_PRACTICE_ID: '195900',
  ATHENA_CLIENT_ID: 'client',
  ATHENA_CLIENT_SECRET: 'secret',
  DATABASE_URL: 'postgres://clinic@db.internal:5432/clinic',
  SESSION_SECRET: 'a-fixed-session-secret-of-32-chars!',
  WAITLIST_KEY: 'a-fixed-waitlist-key-of-32-chars!!',
  SMTP_URL: 'smtps://clinic:pw@smtp.example.org:465',
  MAIL_FROM: 'appointments@example.org',
  SITE_URL: 'https://www.example.org',
};

describe('each server entry runs its own mode only', () => {
  it('runs the production entry (main.js) as production when nothing says a mode', () => {
    expect(configForEntry('production', production)).toMatchObject({
      ok: true,
      value: { mode: 'production', databaseUrl: production.DATABASE_URL },
    });
  });

  it('makes the production entry refuse to start without its settings, one line each', () => {
    expect(configForEntry('production', {})).toMatchObject({
      ok: false,
      code: 'INVALID_CONFIG',
      errors: expect.arrayContaining([expect.stringMatching(/^DATABASE_URL is missing/)]),
    });
    expect((configForEntry('production', {}) as { errors: string[] }).errors).toHaveLength(10);
  });

  it('makes the production entry refuse an explicit CLINIC_MODE=demo rather than run a demo', () => {
    expect(configForEntry('production', { ...production, CLINIC_MODE: 'demo' })).toEqual({
      ok: false,
      code: 'INVALID_CONFIG',
      errors: [
        'CLINIC_MODE=demo: server/dist/main.js is the production server and never runs the demo; run `npm start` (server/dist/demo.js).',
      ],
    });
  });

  it('makes the demo entry (npm start) refuse production, whichever variable says it, before listing settings', () => {
    const refusal = {
      ok: false,
      code: 'INVALID_CONFIG',
      errors: [
        'Production mode (CLINIC_MODE=production or NODE_ENV=production) is not served by the demo: build, then run `node server/dist/main.js` (or set CLINIC_MODE=demo).',
      ],
    };
    expect(configForEntry('demo', { NODE_ENV: 'production' })).toEqual(refusal);
    expect(configForEntry('demo', { CLINIC_MODE: 'production' })).toEqual(refusal);
  });

  it('runs the demo entry with no configuration at all, and with CLINIC_MODE=demo over NODE_ENV=production', () => {
    expect(configForEntry('demo', {})).toMatchObject({ ok: true, value: { mode: 'demo' } });
    expect(configForEntry('demo', { NODE_ENV: 'production', CLINIC_MODE: 'demo' })).toMatchObject({ ok: true, value: { mode: 'demo' } });
  });
});

describe('the built site', () => {
  it('is required in production, which would otherwise answer every page with instructions for developers', () => {
    const root = mkdtempSync(join(tmpdir(), 'clinic-web-dist-'));
    try {
      const empty = join(root, 'empty');
      mkdirSync(empty);
      expect(missingSiteBuild({ mode: 'production', webDist: empty })).toBe(
        `WEB_DIST (${empty}) holds no built site: run \`npm run build\` and deploy web/dist with the server.`,
      );
      writeFileSync(join(empty, 'index.html'), '<!doctype html>');
      expect(missingSiteBuild({ mode: 'production', webDist: empty })).toBeUndefined();
      // The demo explains how to build instead (npm start builds first anyway).
      expect(missingSiteBuild({ mode: 'demo', webDist: join(root, 'none') })).toBeUndefined();
    } finally {
      rmSync(root, { recursive: true, force: true });
    }
  });
});

describe('start-up failures', () => {
  it('names the port that is already in use, and the setting that moves it', () => {
    const inUse = Object.assign(new Error('listen EADDRINUSE: address already in use 127.0.0.1:3000'), { code: 'EADDRINUSE', port: 3000 });
    expect(startFailure(inUse, 'PORT')).toBe('port 3000 is already in use (set PORT)');
  });

  it('says which settings to check when athena refuses the start-up call', () => {
    expect(athenaHint('UNAUTHORIZED', 'https://api.platform.athenahealth.com')).toContain('ATHENA_CLIENT_SECRET');
    expect(athenaHint('HTTP_404', 'https://api.platform.athenahealth.com/v1')).toContain(
      'ATHENA_BASE_URL (https://api.platform.athenahealth.com/v1, without /v1)',
    );
    expect(athenaHint('ECONNREFUSED', 'https://athena.internal')).toContain('cannot be reached at https://athena.internal (ECONNREFUSED)');
  });
});
