import { parseUsDate } from '@clinic/core';
import { AthenaHttpError, athenaError } from './athena-errors';
import type { AthenaParams } from './athena-params';

/** Throws athena's 400 with `missingfields` unless every name is present. */
export function requireFields(params: AthenaParams, ...names: string[]): void {
  const missing = params.missing(...names);
  if (missing.length > 0) throw new AthenaHttpError(400, athenaError.missingFields(missing));
}

/** An optional MM/DD/YYYY parameter; athena answers 400 for anything else. */
export function usDateParam(params: AthenaParams, name: string): string | undefined {
  const value = params.get(name);
  if (value === undefined) return undefined;
  if (!parseUsDate(value)) throw new AthenaHttpError(400, athenaError.invalidDate(value));
  return value;
}

/** An optional integer parameter (ids, limit, offset). */
export function intParam(params: AthenaParams, name: string): number | undefined {
  const value = params.get(name);
  if (value === undefined) return undefined;
  if (!/^-?\d+$/.test(value)) throw new AthenaHttpError(400, athenaError.invalidInteger(value));
  return Number(value);
}

/** Numeric ids as athena's modern typing emits them in list endpoints ("12" → 12). */
export function asNumber(id: string | number | undefined): number | undefined {
  if (id === undefined || id === '') return undefined;
  const n = Number(id);
  return Number.isFinite(n) ? n : undefined;
}
