import type { CodeGeneratorPort } from '@clinic/core';
import { randomInt } from 'node:crypto';

/** Verification codes from the operating system's cryptographic generator, uniform over 000000–999999. */
export const cryptoCodes: CodeGeneratorPort = {
  next: (digits) => String(randomInt(0, 10 ** digits)).padStart(digits, '0'),
};
