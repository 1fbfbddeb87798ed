import { openDatabase, type OpenDatabase } from '@clinic/database';
import { freshEmbeddedDataDir } from '@clinic/database/test-support';
import { rmSync } from 'node:fs';
import { afterAll, beforeAll } from 'vitest';
import { runInProcess } from './run-in-process';

/**
 * The embedded database held open for a test file, as the running server would hold it; each CLI run (`clinic`)
 * joins it through DATA_DIR. `server()` is the open database, for a test to write what the command reads.
 */
export function useEmbeddedDatabase(prefix: string) {
  let dataDir = '';
  let server: OpenDatabase | undefined;
  beforeAll(async () => {
    // A copy of one empty cluster made once per machine (decision 97), not a new initdb per file.
    dataDir = await freshEmbeddedDataDir(prefix);
    server = await openDatabase({ dataDir });
  }, 120_000);
  afterAll(async () => {
    await server?.close();
    rmSync(dataDir, { recursive: true, force: true });
  });
  return {
    server: () => server!,
    clinic: (...args: string[]) => runInProcess(args, { env: { DATA_DIR: dataDir } }),
  };
}
