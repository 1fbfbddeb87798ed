import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { configForEntry } from '../run-server';
import { withDotEnv } from './dot-env';

let dir: string;
beforeAll(() => {
  dir = mkdtempSync(join(tmpdir(), 'clinic-dotenv-'));
  writeFileSync(
    join(dir, '.env'),
    [
      '# a complete production .env, as .env.example says to write one',
      'ATHENA_BASE_URL=https://api.platform.athenahealth.com',
      'ATHENA_PRACTICE_ID=195900',
      'ATHENA_CLIENT_ID=client',
      'ATHENA_CLIENT_SECRET=secret',
      'DATABASE_URL=postgres://clinic@db.internal:5432/clinic',
      'SESSION_SECRET="a-fixed-session-secret-of-32-chars!"',
      'WAITLIST_KEY="a-fixed-waitlist-key-of-32-chars!!"',
      'SMTP_URL=smtps://clinic:pw@smtp.example.org:465',
      'MAIL_FROM=appointments@example.org',
      'SITE_URL=https://www.example.org',
      'PORT=8080',
    ].join('\n'),
  );
});
afterAll(() => rmSync(dir, { recursive: true, force: true }));

describe('.env', () => {
  it('is enough for production to start: the production entry reads it too', () => {
    const { env, file } = withDotEnv({}, join(dir, '.env'));
    expect(file).toBe(join(dir, '.env'));
    expect(configForEntry('production', env)).toMatchObject({ ok: true, value: { mode: 'production', port: 8080 } });
  });

  it('loses to what the environment exports, but not to an exported empty variable', () => {
    const { env } = withDotEnv({ PORT: '9090', MAIL_FROM: '' }, join(dir, '.env'));
    expect(env.PORT).toBe('9090');
    expect(env.MAIL_FROM).toBe('appointments@example.org');
  });

  it('is optional: without one the environment is all there is', () => {
    expect(withDotEnv({ PORT: '1' }, join(dir, 'none', '.env'))).toEqual({ env: { PORT: '1' } });
  });
});
