import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { openDatabase } from '../connect/open-database';
import { migrateToLatest } from '../migrations/migrate';
import { describeOnBothDatabases } from '../test-support/both-databases';
import { PostgresTestimonials } from './postgres-testimonials';
import { OWN_PLATFORM, PostgresFeedback } from '../feedback/postgres-feedback';
import { TestimonialModeration } from './testimonial-moderation';

describeOnBothDatabases('testimonials and feedback', (database) => {
  const moderation = () => new TestimonialModeration(database.current().db);
  const testimonials = () => new PostgresTestimonials(database.current().db);
  const feedback = () => new PostgresFeedback(database.current().db);

  it('keeps new feedback pending: nothing is public until staff publish it', async () => {
    await feedback().insert({ rating: 5, clinic: 'Burbank', comments: 'Quick and kind.' });
    expect(await testimonials().featured(9)).toEqual([]);
    expect(await testimonials().count()).toBe(0);
    const [item] = await moderation().list({ pendingOnly: true });
    expect(item).toMatchObject({
      status: 'pending',
      is_public: false,
      origin: 'feedback',
      platform: OWN_PLATFORM,
      rating: 5,
      location: 'Burbank',
      comment: 'Quick and kind.',
    });
  });

  it('publishes feedback as a public testimonial of the practice, with the name and outcome staff give', async () => {
    const id = await feedback().insert({ rating: 4, comments: 'Dr. visit went well.' });
    expect(await moderation().publish(id, { name: 'Maria G.', outcome: 'Blood pressure under control' })).toBe('done');
    const [shown] = await testimonials().featured(9);
    expect(shown).toMatchObject({
      id,
      platform: OWN_PLATFORM,
      name: 'Maria G.',
      rating: 4,
      is_public: true,
      ai_outcome_summary: 'Blood pressure under control',
      location: null,
    });
    expect(await moderation().list({ pendingOnly: true })).toEqual([]);
  });

  it('hides feedback, and reports ids that do not exist', async () => {
    const id = await feedback().insert({ rating: 2, comments: 'Long wait.' });
    await moderation().publish(id);
    expect(await moderation().hide(id)).toBe('done');
    expect(await testimonials().featured(9)).toEqual([]);
    expect(await moderation().hide('999999')).toBe('not-found');
    expect(await moderation().publish('not-a-number')).toBe('not-found');
  });

  it('serves published testimonials newest first, counted, at most `count`, and by page', async () => {
    await moderation().importReviews(
      ['2025-01-05', '2025-03-01', '2024-12-24'].map((day, i) => ({
        platform: 'google' as const,
        sourceRef: `r${i}`,
        comment: `Review of ${day}`,
        rating: 5,
        createdAt: `${day}T18:00:00Z`,
      })),
    );
    for (const item of await moderation().list()) await moderation().publish(item.id);
    expect((await testimonials().featured(9)).map((t) => t.comment)).toEqual([
      'Review of 2025-03-01',
      'Review of 2025-01-05',
      'Review of 2024-12-24',
    ]);
    expect((await testimonials().featured(2)).length).toBe(2);
    expect((await testimonials().page(2, 2)).map((t) => t.comment)).toEqual(['Review of 2024-12-24']);
    expect(await testimonials().count()).toBe(3);
    expect((await testimonials().featured(1))[0]!.created_at).toBe('2025-03-01T18:00:00.000Z');
  });

  it('imports reviews as pending and skips ones already imported', async () => {
    const review = { platform: 'yelp' as const, sourceRef: 'abc', name: 'Sam K.', rating: 5, comment: 'Great staff' };
    expect(await moderation().importReviews([review])).toEqual({ added: 1, skipped: 0 });
    expect(await moderation().importReviews([review, { ...review, sourceRef: 'def' }])).toEqual({ added: 1, skipped: 1 });
    const items = await moderation().list();
    expect(items.map((i) => [i.platform, i.status, i.origin])).toEqual([
      ['yelp', 'pending', 'import'],
      ['yelp', 'pending', 'import'],
    ]);
  });

  it('stores SQL-looking and script text inert, exactly as written', async () => {
    const hostile = `Robert'); DROP TABLE testimonials;-- <script>alert(1)</script>`;
    const id = await feedback().insert({ rating: 1, comments: hostile });
    await moderation().publish(id, { name: `<img src=x onerror=alert(1)>` });
    const [shown] = await testimonials().featured(9);
    expect(shown).toMatchObject({ comment: hostile, name: '<img src=x onerror=alert(1)>' });
  });

  it('migrates idempotently: a second run applies nothing and a reopened database is not new', async () => {
    expect(await migrateToLatest(database.current().db)).toEqual({ applied: [] });
    const again = await openDatabase(database.settings());
    try {
      expect(again.created).toBe(false);
    } finally {
      await again.close();
    }
  });
});

describe('a brand-new embedded database opened by two processes at once', () => {
  it('is created once, served by one and joined by the other, which see the same rows', async () => {
    const dataDir = mkdtempSync(join(tmpdir(), 'clinic-db-'));
    // The second opener finds the first one's lock and waits for its socket instead of opening the files too.
    const [a, b] = await Promise.all([openDatabase({ dataDir }), openDatabase({ dataDir })]);
    try {
      expect([a.created, b.created].sort()).toEqual([false, true]);
      expect([a.description, b.description].filter((d) => d.endsWith('shared with the running server'))).toHaveLength(1);
      const id = await new PostgresFeedback(a.db).insert({ rating: 5, comments: 'Written through one.' });
      expect((await new TestimonialModeration(b.db).list()).map((i) => i.id)).toEqual([id]);
    } finally {
      const joiner = a.description.endsWith('shared with the running server') ? a : b;
      await joiner.close();
      await (joiner === a ? b : a).close();
      rmSync(dataDir, { recursive: true, force: true });
    }
  }, 180_000);
});
