import { fileURLToPath } from 'node:url';
import type { TestProject } from 'vitest/node';
import { startServer } from './server.mjs';

declare module 'vitest' {
  export interface ProvidedContext {
    baseUrl: string;
  }
}

const repoRoot = fileURLToPath(new URL('../..', import.meta.url));

/** One server for the whole run; E2E_BASE_URL points the specs at one already running instead. */
export default async function setup(project: TestProject) {
  const external = process.env.E2E_BASE_URL;
  if (external) {
    project.provide('baseUrl', external.replace(/\/$/, ''));
    return undefined;
  }
  const server = await startServer(repoRoot);
  project.provide('baseUrl', server.baseUrl);
  return () => server.stop();
}
