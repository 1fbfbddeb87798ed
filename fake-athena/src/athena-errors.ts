import { ATHENA_SLOT_TAKEN } from '@clinic/core';

/** athena's error bodies, word for word where the sources give them (athena-api.md §5). */
export const athenaError = {
  missingFields: (fields: string[]) => ({ missingfields: fields, error: 'Additional fields are required.' }),
  invalidDate: (value: string) => ({
    detailedmessage: `Expecting format date, but value is ${value}`,
    error: 'The data provided is invalid.',
  }),
  invalidInteger: (value: string) => ({
    detailedmessage: `Expecting type integer, but value is ${value}`,
    error: 'The data provided is invalid.',
  }),
  improperDob: { error: 'Improper DOB.' },
  noContext: { error: 'You do not have access to this context' },
  unknownPath: { error: 'Unknown API path' },
  notFound: (what: string) => ({ error: `The ${what} ID is invalid.` }),
  slotTaken: ATHENA_SLOT_TAKEN,
  duplicateInsurance: { error: 'The patient already has an insurance policy with this insurance package.' },
} as const;

/** Thrown by route helpers; the fake's error handler turns it into `status` + `body`. */
export class AthenaHttpError extends Error {
  constructor(
    readonly status: number,
    readonly body: object,
  ) {
    super(`athena ${status}`);
  }
}
