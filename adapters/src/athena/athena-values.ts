import { formatUsDate, parseUsDate, type ClinicDate } from '@clinic/core';

/** A query or form value before encoding; empty ones are dropped. */
export type AthenaParam = string | number | boolean | null | undefined;

/** Fields with empty, null or undefined values removed and the rest as strings (booking.md §5). */
export function compactParams(params: Record<string, AthenaParam>): Record<string, string> {
  const out: Record<string, string> = {};
  for (const [key, value] of Object.entries(params)) {
    if (value === undefined || value === null) continue;
    const text = String(value).trim();
    if (text !== '') out[key] = text;
  }
  return out;
}

/**
 * A date as athena wants it, MM/DD/YYYY. Accepts MM/DD/YYYY, M/D/YYYY and YYYY-MM-DD;
 * anything else is passed through for athena to reject.
 */
export function toAthenaDate(value: string): string;
export function toAthenaDate(value: string | undefined): string | undefined;
export function toAthenaDate(value: string | undefined): string | undefined {
  if (value === undefined) return undefined;
  const text = value.trim();
  const iso = /^(\d{4})-(\d{1,2})-(\d{1,2})$/.exec(text);
  const us = /^(\d{1,2})\/(\d{1,2})\/(\d{4})$/.exec(text);
  const date: ClinicDate | undefined = iso
    ? { year: Number(iso[1]), month: Number(iso[2]), day: Number(iso[3]) }
    : us
      ? { year: Number(us[3]), month: Number(us[1]), day: Number(us[2]) }
      : undefined;
  if (!date) return text;
  const formatted = formatUsDate(date);
  return parseUsDate(formatted) ? formatted : text;
}

/** Digits only, for phone comparisons and athena's phone fields. */
export function digitsOf(value: string | undefined): string {
  return (value ?? '').replace(/\D/g, '');
}
