// `npm test`'s lanes (decision 102): a chain's steps run in turn in one lane, beside the other steps, so the browser
// suite starts only once the build it tests has passed.
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { machineBusySeconds, runSideBySide } from './run.mjs';

describe('runSideBySide', () => {
  // A folder per test: the one before it removed its own.
  /** @type {string} */
  let folder;
  /** @type {string} */
  let log;
  beforeEach(() => {
    folder = mkdtempSync(join(tmpdir(), 'run-side-by-side-'));
    log = join(folder, 'log');
  });
  /** A step that adds its name to the log when it runs. @param {string} name @returns {[string, string[]]} */
  const writes = (name) => [process.execPath, ['-e', `require('node:fs').appendFileSync(${JSON.stringify(log)}, '${name} ')`]];
  afterEach(() => {
    vi.restoreAllMocks();
    rmSync(folder, { recursive: true, force: true });
  });

  it("runs a chain's steps in turn, and the other steps beside it", async () => {
    vi.spyOn(console, 'log').mockImplementation(() => undefined);
    vi.spyOn(process.stdout, 'write').mockImplementation(() => true);
    await runSideBySide([[writes('build'), writes('bundle'), writes('browser')], writes('checks')], 3);
    const order = readFileSync(log, 'utf8').trim().split(' ');
    expect(order.filter((name) => name !== 'checks')).toEqual(['build', 'bundle', 'browser']);
    expect(order).toContain('checks');
  });

  it('starts a step marked after another, in another lane, only once that one has passed', async () => {
    vi.spyOn(console, 'log').mockImplementation(() => undefined);
    vi.spyOn(process.stdout, 'write').mockImplementation(() => true);
    // The build is slow and its lane's first step; the budget is the other lane's only step, so it would run first.
    /** @type {[string, string[]]} */
    const build = [process.execPath, ['-e', `setTimeout(() => require('node:fs').appendFileSync(${JSON.stringify(log)}, 'build '), 500)`]];
    const [node, budget] = writes('budget');
    await runSideBySide(
      [
        [build, writes('browser')],
        [node, budget, { after: build }],
      ],
      3,
    );
    const order = readFileSync(log, 'utf8').trim().split(' ');
    expect(order.indexOf('budget')).toBeGreaterThan(order.indexOf('build'));
  });
});

describe('runSideBySide, a step that waits for another', () => {
  it('refuses to start when the step it waits for is not among the steps, rather than wait forever', async () => {
    /** @type {[string, string[]]} */
    const elsewhere = [process.execPath, ['-e', '']];
    await expect(runSideBySide([[process.execPath, ['-e', ''], { after: elsewhere }]], 2)).rejects.toThrow(/not one of the steps/);
  });
});

describe('machineBusySeconds', () => {
  it("adds the machine's user, nice, system, irq and softirq ticks, not idle, iowait or steal", () => {
    const stat = 'cpu  100 20 30 4000 5 6 7 8 0 0\ncpu0 50 10 15 2000 2 3 3 4 0 0\n';
    expect(machineBusySeconds(() => stat)).toBeCloseTo(1.63);
  });

  it('is unknown when /proc/stat cannot be read or parsed, so the summary leaves the figure out', () => {
    expect(
      machineBusySeconds(() => {
        throw new Error('ENOENT');
      }),
    ).toBeUndefined();
    expect(machineBusySeconds(() => 'intr 1 2 3')).toBeUndefined();
  });
});
