/** Someone typing into the dialog: digits only for the phone and birthday, as a person types them. */
export interface Visitor {
  first: string;
  last: string;
  /** Ten digits; the dialog masks them as (818) 555-0199. */
  phone: string;
  email: string;
  /** MM/DD/YYYY; typed as digits, the dialog adds the slashes. */
  dob: string;
}

/** New patients, one per scenario and width: a second run as the same person would find her on file. */
export function newVisitor(first: string, last: string, dob: string, phoneEnd: string): Visitor {
  return { first, last, dob, phone: `81855501${phoneEnd}`, email: `${first}.${last}@example.com`.toLowerCase() };
}

/** fixtures PERSONAS.withInsurance: Blue Cross on file, so step 2 books directly. */
export const ANAHIT: Visitor = {
  first: 'Anahit',
  last: 'Sarkisian',
  dob: '04/12/1968',
  phone: '8185550187',
  email: 'anahit.sarkisian@example.com',
};
/** fixtures PERSONAS.withoutInsurance: found, but sent to step 3. */
export const THOMAS: Visitor = {
  first: 'Thomas',
  last: 'Bennett',
  dob: '09/30/1985',
  phone: '8185550163',
  email: 'thomas.bennett@example.com',
};
/** fixtures PERSONAS.messyInsurance: self-pay, a payment plan and a secondary listed before the primary (Aetna, 9204). */
export const ROSA: Visitor = { first: 'Rosa', last: 'Delgado', dob: '11/05/1957', phone: '8185550128', email: 'rosa.delgado@example.com' };
