import { describe, expect, it } from 'vitest';
import { resolveSource, sourceLabel } from './source';

const ATHENA = {
  ATHENA_BASE_URL: 'http://127.0.0.1:3001',
  ATHENA_PRACTICE_ID: '195900',
  ATHENA_CLIENT_ID: 'fixture-client',
  ATHENA_CLIENT_SECRET: 'fixture-secret',
};

describe('choosing the source', () => {
  it('uses the fixture practice when no athena is configured', () => {
    expect(resolveSource(undefined, {})).toEqual({ kind: 'fixture' });
  });

  it('uses athena when all four ATHENA_* variables are set, and names it without credentials', () => {
    const source = resolveSource(undefined, ATHENA);
    expect(source).toMatchObject({ kind: 'athena', baseUrl: 'http://127.0.0.1:3001', practiceId: '195900' });
    expect(sourceLabel(source)).toBe('athena at http://127.0.0.1:3001');
  });

  it('lets --source fixture win over a configured athena', () => {
    expect(resolveSource('fixture', ATHENA)).toEqual({ kind: 'fixture' });
  });

  it('refuses a partial athena configuration instead of silently showing fixture data', () => {
    expect(() => resolveSource(undefined, { ATHENA_BASE_URL: 'http://127.0.0.1:3001' })).toThrow(
      'athena is partly configured; set ATHENA_PRACTICE_ID, ATHENA_CLIENT_ID, ATHENA_CLIENT_SECRET (or pass --source fixture)',
    );
    expect(() => resolveSource('athena', {})).toThrow(/^--source athena needs ATHENA_BASE_URL/);
  });

  it.each([{ NODE_ENV: 'production' }, { CLINIC_MODE: 'production' }])(
    'never falls back to fixture data in production (%o): staff would book appointments that do not exist',
    (mode) => {
      expect(() => resolveSource(undefined, mode)).toThrow(
        'production (CLINIC_MODE or NODE_ENV) reads athena, never demo data; set ATHENA_BASE_URL, ATHENA_PRACTICE_ID, ATHENA_CLIENT_ID, ATHENA_CLIENT_SECRET (or pass --source fixture)',
      );
      expect(resolveSource(undefined, { ...mode, ...ATHENA })).toMatchObject({ kind: 'athena' });
      expect(resolveSource('fixture', mode)).toEqual({ kind: 'fixture' });
    },
  );

  it('follows the server in letting CLINIC_MODE=demo win over NODE_ENV=production', () => {
    expect(resolveSource(undefined, { NODE_ENV: 'production', CLINIC_MODE: 'demo' })).toEqual({ kind: 'fixture' });
  });

  it('refuses a base URL that is not http(s)', () => {
    expect(() => resolveSource(undefined, { ...ATHENA, ATHENA_BASE_URL: 'ftp://example.com' })).toThrow(
      'ATHENA_BASE_URL must be an http(s) URL',
    );
  });
});
