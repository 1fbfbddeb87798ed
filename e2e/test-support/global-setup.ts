import { fileURLToPath } from 'node:url';
import type { TestProject } from 'vitest/node';
import { makeDemoDatabaseTemplate, startServer } from './server.mjs';
import { launchSharedChromium } from './shared-chromium';

declare module 'vitest' {
  export interface ProvidedContext {
    baseUrl: string;
    /** A stopped demo database's folder that spec files start their own servers from (server.mjs); '' for none. */
    demoDatabaseTemplate: string;
  }
}

const repoRoot = fileURLToPath(new URL('../..', import.meta.url));

/**
 * Once per browser run: one Chromium, one demo database to copy, and one server for the specs that only read the
 * site; E2E_BASE_URL points those specs at one already running instead.
 */
export default async function setup(project: TestProject) {
  const chromium = await launchSharedChromium();
  const cleanups: (() => unknown)[] = [() => chromium.close()];
  const teardown = async () => {
    for (const cleanup of cleanups.reverse()) await cleanup();
  };
  try {
    project.provide('chromiumEndpoint', chromium.wsEndpoint());
    const external = process.env.E2E_BASE_URL;
    if (external) {
      project.provide('baseUrl', external.replace(/\/$/, ''));
      project.provide('demoDatabaseTemplate', '');
      return teardown;
    }
    const database = await makeDemoDatabaseTemplate(repoRoot);
    cleanups.push(database.remove);
    project.provide('demoDatabaseTemplate', database.template);
    const server = await startServer(repoRoot, { template: database.template });
    cleanups.push(server.stop);
    project.provide('baseUrl', server.baseUrl);
    return teardown;
  } catch (error) {
    await teardown();
    throw error;
  }
}
