import { mkdtempSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { demoWaitlistKey } from './demo-waitlist-key';

let dir = '';
afterEach(() => rmSync(dir, { recursive: true, force: true }));

describe("the demo's waitlist key", () => {
  it('is generated once under DATA_DIR, readable by its owner only, and the same after a restart', () => {
    dir = mkdtempSync(join(tmpdir(), 'clinic-key-'));
    const first = demoWaitlistKey(join(dir, 'data'));
    expect(first.length).toBeGreaterThanOrEqual(32);
    expect(statSync(join(dir, 'data', 'waitlist.key')).mode & 0o777).toBe(0o600);
    expect(demoWaitlistKey(join(dir, 'data'))).toBe(first);
  });
});
