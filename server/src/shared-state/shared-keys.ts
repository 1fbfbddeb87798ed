import { randomBytes } from 'node:crypto';
import { SharedStateUnavailable } from '../routes/athena-proxy/idempotency-store';
import { DEFAULT_MAX_KEYS, sweepBounded } from './bounded-sweep';

/**
 * Keys held for a while in the state every replica shares (this process's memory without Redis): a claim that
 * lets one request at a time act on something, or a session that exists until it is signed out or expires.
 * Implementations throw SharedStateUnavailable when they cannot answer, so nothing goes ahead unguarded.
 */
export interface SharedKeys {
  /** Holds `key` for `ttlMs` when nobody holds it: the holder's token, or undefined when it is already held. */
  claim(key: string, ttlMs: number): Promise<string | undefined>;
  /** Whether `key` is held now. */
  held(key: string): Promise<boolean>;
  /**
   * Lets `key` go. With a `token`, only while that holder still has it: a claim that expired and was taken by
   * another request is left alone.
   */
  release(key: string, token?: string): Promise<void>;
}

/** A holder's token: random, so a late release can tell its own claim from a newer one. */
export function holderToken(): string {
  return randomBytes(16).toString('base64url');
}

/** SharedKeys in this process (one process, the demo); bounded, expired keys are swept as new ones arrive. */
export class MemorySharedKeys implements SharedKeys {
  private readonly keys = new Map<string, { token: string; expiresAt: number }>();

  constructor(private readonly options: { maxKeys?: number; now?: () => number } = {}) {}

  async claim(key: string, ttlMs: number): Promise<string | undefined> {
    // No await between the check and the set: in one process they are one step.
    if (this.live(key)) return undefined;
    const token = holderToken();
    this.keys.set(key, { token, expiresAt: this.now() + ttlMs });
    this.sweep();
    return token;
  }

  async held(key: string): Promise<boolean> {
    return this.live(key);
  }

  private live(key: string): boolean {
    const found = this.keys.get(key);
    if (found && found.expiresAt > this.now()) return true;
    if (found) this.keys.delete(key);
    return false;
  }

  async release(key: string, token?: string): Promise<void> {
    if (token === undefined || this.keys.get(key)?.token === token) this.keys.delete(key);
  }

  private sweep(): void {
    const now = this.now();
    sweepBounded(this.keys, this.options.maxKeys ?? DEFAULT_MAX_KEYS, (held) => held.expiresAt <= now);
  }

  private now(): number {
    return (this.options.now ?? Date.now)();
  }
}

/** Wraps a shared-state call so a failure reads as SharedStateUnavailable. */
export async function guarded<T>(command: () => Promise<T>): Promise<T> {
  try {
    return await command();
  } catch (error) {
    throw new SharedStateUnavailable(error);
  }
}
