/** Insurance to register for a patient. Self-pay sends only the package id 0 (booking.md §7). */
export type InsuranceInput =
  | { kind: 'self-pay' }
  | {
      kind: 'policy';
      insurancepackageid: string;
      insuranceidnumber: string;
      policynumber: string;
      sequencenumber: number;
      relationshiptoinsuredid: number;
      insurancepolicyholderfirstname: string;
      insurancepolicyholderlastname: string;
      insurancepolicyholdersex?: 'M' | 'F';
      insurancepolicyholderdob: string;
    };

/** Result of registering insurance; `alreadyOnFile` when athena answered 409 (booking.md §8). */
export interface InsuranceResult {
  insuranceid?: string;
  alreadyOnFile: boolean;
  message?: string;
}
