import type { z } from 'zod';
import { UsageError } from '../cli-errors';

/** Validates a command's options; the first problem becomes one usage line naming the flag. */
export function parseOptions<S extends z.ZodType>(schema: S, raw: unknown): z.output<S> {
  const result = schema.safeParse(raw);
  if (result.success) return result.data;
  const issue = result.error.issues[0];
  const key = issue?.path[0];
  const flag = typeof key === 'string' ? `--${kebab(key)}` : 'options';
  throw new UsageError(`${flag} ${issue?.message ?? 'is invalid'}`);
}

function kebab(key: string): string {
  return key.replace(/[A-Z]/g, (c) => `-${c.toLowerCase()}`);
}
