import type { Testimonial } from '@clinic/core';
import { freshEmbeddedDataDir } from '@clinic/database/test-support';
import { rmSync } from 'node:fs';
import { afterAll, describe, expect, it } from 'vitest';
import { openServerDatabase } from './open-server-database';

const SEED: Testimonial[] = [
  {
    id: 's1',
    platform: 'yelp',
    name: 'A.',
    rating: 5,
    comment: 'Public one',
    location: 'Glendale',
    created_at: '2025-11-01T18:00:00Z',
    is_public: true,
    ai_outcome_summary: null,
  },
  {
    id: 's2',
    platform: 'google',
    name: 'B.',
    rating: 4,
    comment: 'Not public',
    location: 'Burbank',
    created_at: '2025-11-02T18:00:00Z',
    is_public: false,
    ai_outcome_summary: null,
  },
];

const dirs: string[] = [];
const newDataDir = async () => {
  const dir = await freshEmbeddedDataDir('clinic-seed-');
  dirs.push(dir);
  return dir;
};
afterAll(() => dirs.forEach((dir) => rmSync(dir, { recursive: true, force: true })));

describe('the demo seed', () => {
  it('goes into a brand-new database only, its public testimonials published, and survives a restart', async () => {
    const dataDir = await newDataDir();
    const first = await openServerDatabase({ dataDir }, { demoSeed: () => SEED });
    expect((await first.testimonials.featured(9)).map((t) => t.comment)).toEqual(['Public one']);
    await first.close();
    const again = await openServerDatabase({ dataDir }, { demoSeed: () => SEED });
    expect(await again.testimonials.count()).toBe(1);
    await again.close();
  }, 120_000);

  it('never lands in a database that already existed: without a seed (production) it stays empty', async () => {
    const dataDir = await newDataDir();
    const production = await openServerDatabase({ dataDir });
    expect(await production.testimonials.featured(9)).toEqual([]);
    await production.close();
    const demoLater = await openServerDatabase({ dataDir }, { demoSeed: () => SEED });
    expect(await demoLater.testimonials.count()).toBe(0);
    await demoLater.close();
  }, 120_000);
});
