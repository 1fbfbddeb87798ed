import { DEMO_NOTICE } from '@clinic/core';
import { describe, expect, it } from 'vitest';
import { runClinicIntoClosedPipe } from '../src/test-support/built-cli';

// Issue 34 item 9: `clinic --help | head -3` ended in an unhandled EPIPE and a Node stack trace.
describe('clinic piped into a reader that goes away', { timeout: 60_000 }, () => {
  it('ends --help quietly, exit status 0 and nothing on stderr', async () => {
    expect(await runClinicIntoClosedPipe(['--help'])).toEqual({ code: 0, stdout: '', stderr: '' });
  });

  it('ends a long listing quietly, saying on stderr only what it always says', async () => {
    const run = await runClinicIntoClosedPipe(['slots', '--department', '1', '--limit', '200', '--csv']);
    expect(run).toEqual({ code: 0, stdout: '', stderr: `${DEMO_NOTICE} (fixture data).\n` });
  });
});
