import { freshEmbeddedDataDir } from '@clinic/database/test-support';
import { rmSync } from 'node:fs';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openServerDatabase, type ServerDatabase } from '../../server/src/database/open-server-database';
import { build } from '../../server/src/test-support/build-app';
import { runClinic } from '../src/test-support/built-cli';

// Script and SQL-looking text must come back exactly as written: stored inert, never interpreted.
const HOSTILE = `<script>alert("x")</script> Robert'); DROP TABLE testimonials;--`;

let dataDir: string;
let database: ServerDatabase | undefined;
let app: FastifyInstance | undefined;

/** The server as main.ts wires it, on the embedded database under dataDir. */
async function startServer() {
  database = await openServerDatabase({ dataDir });
  ({ app } = await build({ testimonials: database.testimonials, feedback: database.feedback }));
  return app;
}

async function stopServer() {
  await app?.close();
  await database?.close();
  app = database = undefined;
}

beforeAll(async () => {
  dataDir = await freshEmbeddedDataDir('clinic-flow-');
});
afterAll(async () => {
  await stopServer();
  rmSync(dataDir, { recursive: true, force: true });
});

describe('patient feedback, from the form to the home page', () => {
  it('is posted, survives a restart, is listed and published by the CLI while the server runs, then served publicly', async () => {
    let server = await startServer();
    const posted = await server.inject({
      method: 'POST',
      url: '/api/feedback',
      payload: { rating: 4, clinic: 'Burbank', comments: HOSTILE, website: '' },
    });
    expect(posted.statusCode).toBe(201);
    expect((await server.inject('/api/testimonials?count=9')).json()).toEqual({ success: true, data: { testimonials: [] } });

    await stopServer();
    server = await startServer();

    // Another process, the staff CLI, reaches the database the running server holds.
    const env = { DATA_DIR: dataDir };
    const listed = await runClinic(['feedback', 'list', '--pending', '--json'], env);
    expect(listed.code).toBe(0);
    const [item] = JSON.parse(listed.stdout).feedback;
    expect(item).toMatchObject({ status: 'pending', rating: 4, clinic: 'Burbank', comment: HOSTILE });

    const published = await runClinic(['feedback', 'publish', item.id, '--name', 'Maria G.'], env);
    expect(published).toMatchObject({ code: 0, stdout: `Published ${item.id}: it is now public.\n` });

    const served = (await server.inject('/api/testimonials?count=9')).json();
    expect(served.data.testimonials).toEqual([
      expect.objectContaining({
        id: item.id,
        platform: 'hospital',
        name: 'Maria G.',
        rating: 4,
        location: 'Burbank',
        comment: HOSTILE,
        is_public: true,
      }),
    ]);
  }, 180_000);
});
