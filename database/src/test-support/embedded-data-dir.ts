import { cpSync, existsSync, mkdirSync, mkdtempSync, readFileSync, renameSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { PGlite } from '@electric-sql/pglite';

// The exact version this package pins (PGlite exports no package.json to read its own from).
const PGLITE_VERSION: string = JSON.parse(readFileSync(new URL('../../package.json', import.meta.url), 'utf8')).dependencies[
  '@electric-sql/pglite'
];
// Kept between runs beside the other tools' caches; a new PGlite version gets a template of its own.
const CACHE = fileURLToPath(new URL('../../../node_modules/.cache/clinic-tests/', import.meta.url));
const TEMPLATE = join(CACHE, `pglite-${PGLITE_VERSION}-empty-cluster`);

/**
 * An empty, initialised PGlite cluster (no schema), made once and kept: creating a cluster is PGlite running
 * initdb in WebAssembly, 4× the time of copying one (19 s against 5 s on the loaded 2-core machine, decision 97),
 * and most database tests need a new one. Made aside and renamed into place, so two workers never see half of one;
 * the database, server and cli projects' global setup makes it before any test's hook starts its clock.
 */
export async function emptyClusterTemplate(): Promise<string> {
  if (existsSync(TEMPLATE)) return TEMPLATE;
  mkdirSync(CACHE, { recursive: true });
  const aside = mkdtempSync(join(CACHE, 'making-'));
  try {
    const db = await PGlite.create(join(aside, 'cluster'));
    await db.close();
    renameSync(join(aside, 'cluster'), TEMPLATE);
  } catch (error) {
    // Another worker renamed its own first: that one serves.
    if (!existsSync(TEMPLATE)) throw error;
  } finally {
    rmSync(aside, { recursive: true, force: true });
  }
  return TEMPLATE;
}

/**
 * A new DATA_DIR whose embedded database is a brand-new, empty cluster, as the server or the CLI would create on
 * their first start there: opening it runs every migration and counts as created (demo seeding keys on that).
 */
export async function freshEmbeddedDataDir(prefix = 'clinic-db-'): Promise<string> {
  const template = await emptyClusterTemplate();
  const dataDir = mkdtempSync(join(tmpdir(), prefix));
  // openEmbeddedPostgres keeps the cluster in DATA_DIR/postgres.
  cpSync(template, join(dataDir, 'postgres'), { recursive: true });
  return dataDir;
}
