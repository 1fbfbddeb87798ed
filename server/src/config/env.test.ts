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
      config: { port: 3000, host: 'localhost', fakeAthenaPort: 3001, webDist: 'web/dist', logLevel: 'info', dataDir: './data' },
    });
  });

  it('reads the database: a PostgreSQL URL, or the embedded one under DATA_DIR', () => {
    expect(parseEnv({ DATABASE_URL: 'postgres://clinic:pw@db:5432/clinic', DATA_DIR: '/var/lib/clinic' })).toMatchObject({
      config: { databaseUrl: 'postgres://clinic:pw@db:5432/clinic', dataDir: '/var/lib/clinic' },
    });
    expect(parseEnv({ DATABASE_URL: 'mysql://db/clinic' })).toEqual({
      errors: ['DATABASE_URL must be a PostgreSQL URL such as postgres://clinic:secret@db.example.com:5432/clinic.'],
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
});
