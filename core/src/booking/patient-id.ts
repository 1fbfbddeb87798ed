/**
 * The patient id of a create-patient answer: the first element of an array, the object itself,
 * or its nested `patient` (booking.md §4); numbers become strings.
 */
export function extractPatientId(response: unknown): string | undefined {
  const first: unknown = Array.isArray(response) ? response[0] : response;
  if (typeof first !== 'object' || first === null) return undefined;
  const record = first as { patientid?: unknown; patient?: { patientid?: unknown } };
  const id = record.patientid ?? record.patient?.patientid;
  if (typeof id === 'number' && Number.isFinite(id)) return String(id);
  return typeof id === 'string' && id.trim() ? id.trim() : undefined;
}

/** The spec's stand-in patient after athena's 402 (booking.md §8): `mock_` and a timestamp, never a real record. */
export function isStandInPatientId(patientId: string): boolean {
  return patientId.startsWith('mock_');
}
