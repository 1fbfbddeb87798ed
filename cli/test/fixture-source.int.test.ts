import { describe, expect, it } from 'vitest';
import { DEMO_NOTICE } from '@clinic/core';
import { PERSONAS } from '@clinic/fixtures';
import { runClinic } from '../src/test-support/built-cli';

// The built bin, spawned as staff run it, against the in-process fixture practice (no ATHENA_* set).
/** What every run that reads the fixture practice says on stderr: its data is the demo's, not real. */
const NOTICE = `${DEMO_NOTICE} (fixture data).\n`;

describe('clinic over the fixture source', { timeout: 60_000 }, () => {
  it.each([
    ['departments', []],
    ['providers', ['--department', '1']],
    ['types', ['--department', '1', '--provider', '2']],
    ['reasons', ['--department', '1', '--provider', '2', '--patient', 'new']],
    ['slots', ['--department', '1', '--limit', '3']],
    ['booked', []],
  ])('%s prints a table, --json and --csv with the same rows', async (command, args) => {
    const [table, json, csv] = await Promise.all([
      runClinic([command, ...args]),
      runClinic([command, ...args, '--json']),
      runClinic([command, ...args, '--csv']),
    ]);
    for (const run of [table, json, csv]) expect(run).toMatchObject({ code: 0, stderr: NOTICE });
    const parsed = JSON.parse(json.stdout) as Record<string, unknown>;
    const rows = Object.values(parsed).filter(Array.isArray).flat();
    // One CSV line per JSON row, plus the header.
    expect(csv.stdout.split('\r\n').filter(Boolean)).toHaveLength(rows.length + 1);
    expect(table.stdout).not.toContain('{');
  });

  it('lists the three clinics with their providers and the IV services by name', async () => {
    const departments = JSON.parse((await runClinic(['departments', '--json'])).stdout).departments;
    expect(departments.map((d: { id: string; name: string }) => `${d.id} ${d.name}`)).toEqual(['1 Glendale', '2 Burbank', '3 La Canada']);
    const providers = (await runClinic(['providers', '--department', '1'])).stdout;
    expect(providers).toContain('IV Office Service');
    expect(providers).toContain('IV Home Service');
  });

  it('gives the same clinic dates and times in Tokyo as in Los Angeles', async () => {
    const args = ['slots', '--department', '2', '--patient', 'existing', '--limit', '20', '--json'];
    const [tokyo, losAngeles] = await Promise.all([runClinic(args, { TZ: 'Asia/Tokyo' }), runClinic(args, { TZ: 'America/Los_Angeles' })]);
    expect(JSON.parse(tokyo.stdout).slots.length).toBeGreaterThan(0);
    expect(tokyo.stdout).toBe(losAngeles.stdout);
  });

  it('shows only slots within clinic hours, in 12 h clinic time', async () => {
    const { slots } = JSON.parse((await runClinic(['slots', '--department', '3', '--limit', '50', '--json'], { TZ: 'Asia/Tokyo' })).stdout);
    for (const slot of slots) expect(slot.time).toMatch(/^([89]|1[0-2]|[1-4]):[0-5]\d (AM|PM)$/);
  });

  it('books an open slot for a known patient with one confirmation line and no personal details', async () => {
    const { slots } = JSON.parse((await runClinic(['slots', '--department', '1', '--limit', '1', '--json'])).stdout);
    const [slot] = slots as { slotId: string; typeId: string }[];
    const patient = PERSONAS.withInsurance.patientid;
    const booked = await runClinic(['book', '--slot', slot!.slotId, '--patient', patient, '--type', slot!.typeId]);
    expect(booked).toMatchObject({ code: 0, stderr: NOTICE });
    expect(booked.stdout).toMatch(
      new RegExp(
        `^Booked appointment ${slot!.slotId}: \\w{3} \\d\\d/\\d\\d/\\d{4} \\d+:\\d\\d [AP]M \\(clinic time\\), .+, patient ${patient}\\.\\n$`,
      ),
    );
    const persona = PERSONAS.withInsurance;
    for (const secret of [persona.lastname, persona.dob, persona.mobilephone, persona.email]) expect(booked.stdout).not.toContain(secret);
  });

  it.each([
    [['slots', '--department', '42'], 2, /^Unknown department 42 \(known: 1 Glendale, 2 Burbank, 3 La Canada\)\n$/],
    [['slots', '--department', '1', '--from', '13/01/2026'], 2, /^--from must be a real date as MM\/DD\/YYYY/],
    [['booked', '--from', '03/10/2026', '--to', '03/01/2026'], 2, /^--to 03\/01\/2026 is before --from 03\/10\/2026/],
    [['providers', '--department', 'one'], 2, /^--department must be a number, got "one"\n$/],
    [['departments', '--nope'], 2, /^error: unknown option '--nope'\n$/],
    [['frobnicate'], 2, /^error: unknown command 'frobnicate'/],
    [['book', '--slot', '999999999', '--patient', '5001', '--type', '1'], 1, /^Slot 999999999 was not booked: /],
  ])('clinic %j exits %i with one clear line and no stack trace', async (args, code, line) => {
    const run = await runClinic(args);
    expect(run).toMatchObject({ code, stdout: '' });
    // Once the command has read the practice, the demo notice comes first, on its own line.
    expect(run.stderr.startsWith(NOTICE) ? run.stderr.slice(NOTICE.length) : run.stderr).toMatch(line);
    expect(run.stderr).not.toMatch(/\n\s+at /);
  });

  it('documents the exit codes in --help and prints the version', async () => {
    const help = await runClinic(['--help']);
    expect(help.code).toBe(0);
    expect(help.stdout).toMatch(/Exit codes:\n {2}0 {2}ok\n {2}1 {2}failure.*\n {2}2 {2}bad usage/);
    expect((await runClinic(['--version'])).stdout).toBe('1.0.0\n');
  });
});
