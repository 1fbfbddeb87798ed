// A section of the English catalog (core.en.ts) in a file of its own, as the others: the step 3 dropdowns' words.

/**
 * What the patient reads in the dialog's lists (booking.md §9): the relationship to the policy holder, "How did you
 * hear about us?" and the self-pay choice. athena never receives these words in the patient's language: it gets the
 * relationship's id, the package id and the referral source's English value (relationships.ts, insurance-packages.ts,
 * referral-sources.ts), as before the translations. Insurers' names and "Google" are names: no catalog text.
 */
export const listsEnglish = {
  // Ascending ids, the spec's order (booking.md §9, relationship ids); the id is athena's.
  'list.relationship.1': 'Self',
  'list.relationship.2': 'Spouse',
  'list.relationship.3': 'Child',
  'list.relationship.4': 'Other',
  'list.relationship.5': 'Grandparent',
  'list.relationship.6': 'Grandchild',
  'list.relationship.7': 'Uncle or Aunt',
  'list.relationship.9': 'Foster Child',
  'list.relationship.10': 'Ward',
  'list.relationship.11': 'Stepson or Stepdaughter',
  'list.relationship.12': 'Employee',
  'list.relationship.13': 'Unknown',
  'list.relationship.14': 'Handicapped Dependent',
  'list.relationship.15': 'Sponsored Dependent',
  'list.relationship.16': 'Dependent of a Minor Dependent',
  'list.relationship.17': 'Significant Other',
  'list.relationship.18': 'Mother',
  'list.relationship.19': 'Father',
  'list.relationship.21': 'Emancipated Minor',
  'list.relationship.22': 'Organ Donor',
  'list.relationship.23': 'Cadaver Donor',
  'list.relationship.24': 'Injured Plaintiff',
  'list.relationship.25': 'Child (Ins. not Financially Respons.)',
  'list.relationship.26': 'Life Partner',
  'list.relationship.27': "Child (Mother's Insurance)",
  'list.relationship.28': "Child (Father's Insurance)",
  'list.relationship.29': 'Child of Mother not financially responsible',
  'list.relationship.30': 'Child of Father not financially responsible',
  'list.relationship.31': "Stepchild under stepmother's insurance",
  'list.relationship.32': "Stepchild under stepfather's insurance",
  // After "Google", in the spec's order; each English text is also the value athena records.
  'list.referral.friendOrFamily': 'Friend or Family',
  'list.referral.socialMedia': 'Social Media',
  'list.referral.insuranceProvider': 'Insurance Provider',
  'list.referral.other': 'Other',
  'list.insurance.selfPay': 'Self Pay (No Insurance)',
} as const;
