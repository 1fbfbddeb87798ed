import { config } from 'zod';

/**
 * Tells zod never to compile parsers with `new Function`. Browsers under a CSP without 'unsafe-eval' report
 * zod's probe for it as a policy violation even though zod catches the error. Call once, before any parse.
 */
export function enableStrictCspValidation(): void {
  config({ jitless: true });
}
