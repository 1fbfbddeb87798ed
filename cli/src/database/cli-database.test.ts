import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { UsageError } from '../cli-errors';
import { openCliDatabase } from './cli-database';

describe("the CLI's database", () => {
  const dirs: string[] = [];
  afterEach(() => {
    for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true });
  });

  it.each([{ NODE_ENV: 'production' }, { CLINIC_MODE: 'production' }])(
    'refuses to open a local database in production (%o): the server reads only DATABASE_URL there',
    async (mode) => {
      const parent = mkdtempSync(join(tmpdir(), 'clinic-cli-db-'));
      dirs.push(parent);
      const dataDir = join(parent, 'data');
      const opening = openCliDatabase({ ...mode, DATA_DIR: dataDir });
      await expect(opening).rejects.toBeInstanceOf(UsageError);
      await expect(opening).rejects.toThrow("production (CLINIC_MODE or NODE_ENV) uses the server's database: set DATABASE_URL");
      // Nothing was created where staff would later look for their changes.
      expect(existsSync(dataDir)).toBe(false);
    },
  );
});
