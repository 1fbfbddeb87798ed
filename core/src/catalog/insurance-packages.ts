import { listsEnglish } from '../i18n/catalogs/core.en.lists';

/** An insurance plan the step 3 dropdown offers; the id is athena's insurance package id. */
export interface InsurancePackage {
  id: string;
  name: string;
}

/** Package id 0 means the patient pays themselves (booking.md §9). */
export const SELF_PAY_PACKAGE_ID = '0';

/** athena's package id for a payment plan: a policy on file that insures nothing (athena-api.md §4.9). */
export const PAYMENT_PLAN_PACKAGE_ID = '-500';

/** The insurance dropdown, in the spec's order (booking.md §9, insurance packages). */
export const INSURANCE_PACKAGES: readonly InsurancePackage[] = [
  // The one name the dialog translates (core.en.lists.ts); the others are insurers' names and stay.
  { id: SELF_PAY_PACKAGE_ID, name: listsEnglish['list.insurance.selfPay'] },
  { id: '98546', name: 'Medicare' },
  { id: '15310', name: 'Blue Cross' },
  { id: '74', name: 'Cigna' },
  { id: '2150', name: 'Blue Shield' },
  { id: '23344', name: 'Aetna' },
  { id: '660279', name: 'Health Net' },
  { id: '4953', name: 'United Healthcare' },
  { id: '655450', name: 'Tricare' },
  { id: '581754', name: 'Adventist Health' },
  { id: '19961', name: 'USC Health Plan' },
  { id: '190449', name: 'Optum Medical Group' },
];

/** True when the chosen package is self-pay, which skips every other insurance rule. */
export function isSelfPay(packageId: string | number | undefined): boolean {
  return String(packageId ?? '').trim() === SELF_PAY_PACKAGE_ID;
}
