import type { z } from 'zod';

/** A form check: the cleaned value, or one message per field for the UI to show under it. */
export type FormResult<V, F extends string> = { ok: true; value: V } | { ok: false; errors: Partial<Record<F, string>> };

/** Runs a zod schema and keeps the first message of each field, in field order. */
export function checkForm<V, F extends string>(schema: z.ZodType<V>, input: unknown): FormResult<V, F> {
  const parsed = schema.safeParse(input);
  if (parsed.success) return { ok: true, value: parsed.data };
  const errors: Partial<Record<F, string>> = {};
  for (const issue of parsed.error.issues) {
    const field = String(issue.path[0] ?? 'form') as F;
    errors[field] ??= issue.message;
  }
  return { ok: false, errors };
}
