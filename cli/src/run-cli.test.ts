import { DEMO_NOTICE, SchedulerError } from '@clinic/core';
import { describe, expect, it } from 'vitest';
import { FakeScheduler } from './test-support/fake-scheduler';
import { runInProcess } from './test-support/run-in-process';

describe('bad input gives one line on stderr and exit status 2', () => {
  it.each([
    [['slots', '--department', '42'], 'Unknown department 42 (known: 1 Glendale, 2 Burbank)'],
    [['slots', '--department', 'abc'], '--department must be a number, got "abc"'],
    [['slots', '--department', '1', '--from', '02/30/2026'], '--from must be a real date as MM/DD/YYYY, got "02/30/2026"'],
    [['slots', '--department', '1', '--to', '2026-01-05'], '--to must be a real date as MM/DD/YYYY, got "2026-01-05"'],
    [
      ['slots', '--department', '1', '--from', '03/10/2026', '--to', '03/01/2026'],
      '--to 03/01/2026 is before --from 03/10/2026; give the earlier date as --from',
    ],
    [['slots', '--department', '1', '--patient', 'old'], '--patient must be "new" or "existing", got "old"'],
    [['slots', '--department', '1', '--limit', '0'], '--limit must be at least 1'],
    [['types', '--department', '1', '--provider', '12'], 'Unknown provider 12 at department 1 Glendale (known: 11, 90)'],
    [['departments', '--json', '--csv'], '--json and --csv cannot be used together; pick one'],
  ])('clinic %j', async (args, line) => {
    const run = await runInProcess(args);
    expect(run).toMatchObject({ code: 2, stdout: '' });
    expect(run.stderr).toBe(`${line}\n`);
  });

  it('refuses an unknown option through commander, with exit status 2', async () => {
    const run = await runInProcess(['departments', '--colour']);
    expect(run.code).toBe(2);
    expect(run.stderr).toBe("error: unknown option '--colour'\n");
  });

  it('refuses a missing required option', async () => {
    const run = await runInProcess(['slots']);
    expect(run.code).toBe(2);
    expect(run.stderr).toMatch(/required option '--department <id>' not specified/);
  });
});

describe('failures of the scheduler give exit status 1', () => {
  it('names the source and why it could not be reached, without a stack trace', async () => {
    const scheduler = new FakeScheduler();
    const refused = Object.assign(new Error('connect ECONNREFUSED 127.0.0.1:3001'), { code: 'ECONNREFUSED' });
    scheduler.failWith = new SchedulerError('NETWORK', 'Could not reach the scheduling service.', undefined, undefined, {
      cause: new TypeError('fetch failed', { cause: refused }),
    });
    const run = await runInProcess(['departments'], { scheduler });
    expect(run).toEqual({ code: 1, stdout: '', stderr: 'fixture data: connection refused\n' });
  });

  it('adds the stack trace with --debug', async () => {
    const scheduler = new FakeScheduler();
    scheduler.failWith = new SchedulerError('UPSTREAM', 'Failed to load departments: Server error');
    const run = await runInProcess(['departments', '--debug'], { scheduler });
    expect(run.code).toBe(1);
    expect(run.stderr).toMatch(/^fixture data: Failed to load departments: Server error\nSchedulerError: .*\n\s+at /);
  });

  it("writes out control characters in athena's answer instead of sending them to the terminal", async () => {
    const scheduler = new FakeScheduler();
    scheduler.failWith = new SchedulerError('UPSTREAM', 'Patient \u001b]0;owned\u0007\u009b2J refused');
    const run = await runInProcess(['departments'], { scheduler });
    expect(run).toEqual({ code: 1, stdout: '', stderr: 'fixture data: Patient \\u001b]0;owned\\u0007\\u009b2J refused\n' });
  });
});

describe('the demo notice', () => {
  it('is printed once on stderr when the data is the demo practice, leaving --json output clean', async () => {
    const run = await runInProcess(['departments', '--json'], { demo: true });
    expect(run.code).toBe(0);
    expect(run.stderr).toBe(`${DEMO_NOTICE} (fixture data).\n`);
    expect(JSON.parse(run.stdout)).toHaveProperty('departments');
  });

  it('is not printed for real data', async () => {
    expect((await runInProcess(['departments'], { demo: false })).stderr).toBe('');
  });
});

// Issue 19 item 14: `--help` says unknown ids give 2, but an unknown patient exited 1.
describe('an id the scheduler does not know', () => {
  it('is bad usage, exit status 2', async () => {
    const scheduler = new FakeScheduler();
    scheduler.failWith = new SchedulerError('NOT_FOUND', 'Failed to book appointment: The patient ID is invalid.', 404);
    const run = await runInProcess(['book', '--slot', '501', '--patient', '99999', '--type', '2'], { scheduler });
    expect(run).toEqual({ code: 2, stdout: '', stderr: 'Failed to book appointment: The patient ID is invalid.\n' });
  });
});

describe('help and version', () => {
  it('documents the exit codes and examples on every command', async () => {
    for (const command of ['departments', 'providers', 'types', 'reasons', 'slots', 'booked', 'book']) {
      const run = await runInProcess([command, '--help']);
      expect(run.code).toBe(0);
      expect(run.stdout).toContain(`$ clinic ${command}`);
      expect(run.stdout).toContain('2  bad usage');
    }
  });

  // Issue 34 item 9: commander answered --help before looking the command up.
  it.each([
    [['bogus', '--help'], 'bogus'],
    [['--source', 'fixture', 'bogus', '-h'], 'bogus'],
    [['feedback', 'bogus', '--help'], 'bogus'],
  ])('says clinic %j names an unknown command, exit status 2, instead of printing the help', async (args, name) => {
    const run = await runInProcess(args);
    expect(run).toMatchObject({ code: 2, stdout: '' });
    expect(run.stderr).toMatch(new RegExp(`^error: unknown command '${name}'`));
  });

  it('still prints the help of a known command, options before it included', async () => {
    for (const args of [
      ['--source', 'fixture', 'departments', '--help'],
      ['feedback', '--help'],
      ['feedback', 'list', '-h'],
    ]) {
      const run = await runInProcess(args);
      expect(run).toMatchObject({ code: 0, stderr: '' });
      expect(run.stdout).toMatch(/^Usage: clinic /);
    }
  });

  it('prints the package version', async () => {
    const run = await runInProcess(['--version']);
    expect(run).toEqual({ code: 0, stdout: '1.0.0\n', stderr: '' });
  });
});
