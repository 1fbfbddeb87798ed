import { describe, expect, it } from 'vitest';
import { parseEnv } from './env';

const athena = {
  ATHENA_BASE_URL: 'https://api.preview.platform.athenahealth.com',
  ATHENA_PRACTICE_ID: '195900',
  ATHENA_CLIENT_ID: 'client',
  ATHENA_CLIENT_SECRET: 'secret',
};

describe('server configuration', () => {
  it('defaults to port 3000 on localhost with the fake athena on 3001', () => {
    expect(parseEnv({})).toEqual({
      config: { port: 3000, host: 'localhost', fakeAthenaPort: 3001, webDist: 'web/dist', logLevel: 'info', referenceTtlMs: 600_000 },
    });
  });

  it('uses the real athena when all four variables are set', () => {
    const result = parseEnv({ ...athena, PORT: '8080' });
    expect(result).toMatchObject({ config: { port: 8080, athena: { baseUrl: athena.ATHENA_BASE_URL, practiceId: '195900' } } });
  });

  it('names each missing athena variable when only some are set', () => {
    expect(parseEnv({ ATHENA_BASE_URL: athena.ATHENA_BASE_URL, ATHENA_CLIENT_ID: 'client' })).toEqual({
      errors: [
        'ATHENA_PRACTICE_ID is missing: set all four ATHENA_* variables, or none to use the fake athena.',
        'ATHENA_CLIENT_SECRET is missing: set all four ATHENA_* variables, or none to use the fake athena.',
      ],
    });
  });

  it('gives one clear message per bad variable', () => {
    const result = parseEnv({ PORT: 'eighty', ...athena, ATHENA_BASE_URL: 'ftp://x', ATHENA_PRACTICE_ID: 'abc', LOG_LEVEL: 'loud' });
    expect(result).toEqual({
      errors: [
        'PORT must be a port number (1-65535).',
        'ATHENA_BASE_URL must be an http(s) URL such as https://api.preview.platform.athenahealth.com.',
        'ATHENA_PRACTICE_ID must be digits, e.g. 195900.',
        'LOG_LEVEL must be one of fatal, error, warn, info, debug, trace, silent.',
      ],
    });
  });

  it('reads ATHENA_MAX_RPS and ATHENA_REFERENCE_TTL (seconds), refusing nonsense', () => {
    expect(parseEnv({ ATHENA_MAX_RPS: '12.5', ATHENA_REFERENCE_TTL: '30' })).toMatchObject({ config: { athenaMaxRps: 12.5, referenceTtlMs: 30_000 } });
    expect(parseEnv({ ATHENA_REFERENCE_TTL: '0' })).toMatchObject({ config: { referenceTtlMs: 0 } });
    expect(parseEnv({ ATHENA_MAX_RPS: '0', ATHENA_REFERENCE_TTL: '-1' })).toEqual({
      errors: ['ATHENA_MAX_RPS must be above 0.', 'ATHENA_REFERENCE_TTL must be 0 or more seconds.'],
    });
  });
});
