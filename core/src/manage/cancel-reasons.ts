/** The short list a patient picks a cancellation reason from; the server sends `label` as athena's cancellationreason. */
export const CANCEL_REASONS = [
  { code: 'schedule-conflict', label: 'Schedule conflict' },
  { code: 'feeling-better', label: 'Feeling better' },
  { code: 'booked-elsewhere', label: 'Booked another appointment' },
  { code: 'transportation', label: 'Transportation' },
  { code: 'other', label: 'Other' },
] as const;

export type CancelReasonCode = (typeof CANCEL_REASONS)[number]['code'];

export const CANCEL_REASON_CODES = CANCEL_REASONS.map((r) => r.code) as [CancelReasonCode, ...CancelReasonCode[]];

/** The text athena records for a reason code. */
export function cancelReasonLabel(code: CancelReasonCode): string {
  return CANCEL_REASONS.find((r) => r.code === code)!.label;
}
