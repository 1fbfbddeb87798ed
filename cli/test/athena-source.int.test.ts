import { mkdtempSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { AthenaScheduler, DirectTransport } from '@clinic/adapters';
import { DEMO_NOTICE, guardedScheduler } from '@clinic/core';
import { createFixtureStore, PERSONAS } from '@clinic/fixtures';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FAKE_ATHENA_CREDENTIALS, startFakeAthena, type RunningFakeAthena } from '@clinic/fake-athena';
import { runClinic } from '../src/test-support/built-cli';

let athena: RunningFakeAthena;
let env: Record<string, string>;

// The embedded fake athena of `npm start`, in this process on a free loopback port; the CLI reaches it over HTTP.
beforeAll(async () => {
  athena = await startFakeAthena({ host: '127.0.0.1', port: 0, store: createFixtureStore() });
  env = {
    ATHENA_BASE_URL: athena.url,
    ATHENA_PRACTICE_ID: FAKE_ATHENA_CREDENTIALS.practiceId,
    ATHENA_CLIENT_ID: FAKE_ATHENA_CREDENTIALS.clientId,
    ATHENA_CLIENT_SECRET: FAKE_ATHENA_CREDENTIALS.clientSecret,
    // The token cache goes to a folder of this run, never the user's own cache.
    XDG_CACHE_HOME: mkdtempSync(join(tmpdir(), 'clinic-cache-')),
  };
}, 120_000);
afterAll(() => athena?.close());

async function firstOpenSlot(department: string): Promise<{ slotId: string; typeId: string; date: string }> {
  const run = await runClinic(['slots', '--department', department, '--patient', 'existing', '--limit', '1', '--json'], env);
  return JSON.parse(run.stdout).slots[0];
}

describe('clinic over athena (the fake athena on loopback)', { timeout: 60_000 }, () => {
  it('uses athena when ATHENA_* is set and lists the same clinics as the fixture source', async () => {
    const [overAthena, fixture] = await Promise.all([runClinic(['departments', '--json'], env), runClinic(['departments', '--json'])]);
    // The fake athena marks its answers, so the CLI says once that this is the demo's data.
    expect(overAthena).toMatchObject({ code: 0, stderr: `${DEMO_NOTICE} (athena at ${athena.url}).\n` });
    expect(JSON.parse(overAthena.stdout)).toEqual(JSON.parse(fixture.stdout));
  });

  it('shows in `clinic booked` a booking made a moment ago through athena, as the website makes them', async () => {
    const slot = await firstOpenSlot('2');
    // What the server's proxy does for the website: AthenaScheduler over HTTP to the same athena.
    const website = guardedScheduler(
      new AthenaScheduler(new DirectTransport({ baseUrl: athena.url, ...FAKE_ATHENA_CREDENTIALS }), { clock: { now: () => new Date() } }),
    );
    await website.bookAppointment({
      appointmentid: slot.slotId,
      patientid: PERSONAS.withoutInsurance.patientid,
      appointmenttypeid: slot.typeId,
    });
    const booked = await runClinic(['booked', '--department', '2', '--from', slot.date, '--to', slot.date, '--json'], env);
    expect(booked.code).toBe(0);
    const scheduled = JSON.parse(booked.stdout).scheduled as { appointmentId: string; patientId: string }[];
    expect(scheduled).toContainEqual(
      expect.objectContaining({ appointmentId: slot.slotId, patientId: PERSONAS.withoutInsurance.patientid }),
    );
  });

  it('books from the command line, then refuses the taken slot with exit status 1', async () => {
    const slot = await firstOpenSlot('3');
    const args = ['book', '--slot', slot.slotId, '--patient', PERSONAS.withInsurance.patientid, '--type', slot.typeId];
    const first = await runClinic(args, env);
    expect(first).toMatchObject({ code: 0, stderr: `${DEMO_NOTICE} (athena at ${athena.url}).\n` });
    expect(first.stdout).toMatch(new RegExp(`^Booked appointment ${slot.slotId}: .* at La Canada, `));
    const again = await runClinic(args, env);
    expect(again).toEqual({
      code: 1,
      stdout: '',
      stderr: `Slot ${slot.slotId} was not booked: That appointment time was already booked or not available for booking. Pick another with \`clinic slots\`.\n`,
    });
  });

  it('keeps one athena token between commands: six in a row against a fake that grants one token a minute', async () => {
    const strict = await startFakeAthena({ host: '127.0.0.1', port: 0, store: createFixtureStore(), limits: { tokensPerMinute: 1 } });
    const cache = mkdtempSync(join(tmpdir(), 'clinic-cache-'));
    const strictEnv = { ...env, ATHENA_BASE_URL: strict.url, XDG_CACHE_HOME: cache };
    try {
      const commands = [
        ['departments'],
        ['providers', '--department', '1'],
        ['types', '--department', '1', '--provider', '2'],
        ['reasons', '--department', '1', '--provider', '2', '--patient', 'new'],
        ['booked', '--department', '1'],
        ['departments', '--json'],
      ];
      for (const command of commands) {
        // Only the demo notice on stderr: no token refusal from the strict fake.
        expect(await runClinic(command, strictEnv)).toMatchObject({ code: 0, stderr: `${DEMO_NOTICE} (athena at ${strict.url}).\n` });
      }
      const [file] = readdirSync(join(cache, 'clinic'));
      const path = join(cache, 'clinic', file!);
      expect(statSync(path).mode & 0o777).toBe(0o600);
      expect(Object.keys(JSON.parse(readFileSync(path, 'utf8'))).sort()).toEqual(['expiresAt', 'token']);
    } finally {
      await strict.close();
    }
  });

  it('names athena and the reason when nothing listens at ATHENA_BASE_URL', async () => {
    const port = await closedPort();
    const run = await runClinic(['departments'], { ...env, ATHENA_BASE_URL: `http://127.0.0.1:${port}` });
    expect(run).toEqual({ code: 1, stdout: '', stderr: `athena at http://127.0.0.1:${port}: connection refused\n` });
  });

  it('says access was refused when the client secret is wrong', async () => {
    const run = await runClinic(['departments'], { ...env, ATHENA_CLIENT_SECRET: 'wrong' });
    expect(run.code).toBe(1);
    expect(run.stderr).toMatch(new RegExp(`^athena at ${athena.url}: access refused, check the ATHENA_\\* credentials`));
  });
});

// A port that was free a moment ago and is closed now.
function closedPort(): Promise<number> {
  return new Promise((resolve) => {
    const server = createServer().listen(0, '127.0.0.1', () => {
      const { port } = server.address() as { port: number };
      server.close(() => resolve(port));
    });
  });
}
