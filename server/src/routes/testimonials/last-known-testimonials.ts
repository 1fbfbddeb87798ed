import type { FastifyBaseLogger } from 'fastify';
import { failureCode } from '../health/failure-code';

/** Answers kept for an outage: the home page's one query and the first pages are all that is ever asked. */
const MAX_KEPT = 100;

/**
 * The testimonials' last good answers, served while the database is down (website.md §8: the site never shows
 * an error for them). The outage is logged when it starts and when it ends, never once per request.
 */
export class LastKnownTestimonials {
  private readonly kept = new Map<string, unknown>();
  private down = false;

  constructor(private readonly log: FastifyBaseLogger) {}

  /** `load`'s answer, kept under `key`; while it fails, the answer kept last (stale), or undefined when none is. */
  async read<T>(key: string, load: () => Promise<T>): Promise<{ value: T; stale: boolean } | undefined> {
    let value: T;
    try {
      value = await load();
    } catch (error) {
      if (!this.down) {
        this.down = true;
        const fields = { event: 'dependency.down', dependency: 'database', feature: 'testimonials', reason: failureCode(error) };
        this.log.warn(fields, 'testimonials served from memory: the database is unavailable');
      }
      return this.kept.has(key) ? { value: this.kept.get(key) as T, stale: true } : undefined;
    }
    if (this.down) {
      this.down = false;
      this.log.info(
        { event: 'dependency.up', dependency: 'database', feature: 'testimonials' },
        'testimonials read from the database again',
      );
    }
    this.keep(key, value);
    return { value, stale: false };
  }

  private keep(key: string, value: unknown): void {
    this.kept.delete(key);
    this.kept.set(key, value);
    if (this.kept.size > MAX_KEPT) this.kept.delete(this.kept.keys().next().value!);
  }
}
