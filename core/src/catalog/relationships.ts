/** A relationship of the patient to the policy holder; ids are athena's (booking.md §9). */
export interface Relationship {
  id: string;
  name: string;
}

/** "Self" auto-fills the policy holder from step 2 (booking.md §4). */
export const SELF_RELATIONSHIP_ID = '1';

/** The relationship dropdown, in the spec's order (booking.md §9, relationship ids). */
export const RELATIONSHIPS: readonly Relationship[] = [
  { id: SELF_RELATIONSHIP_ID, name: 'Self' },
  { id: '2', name: 'Spouse' },
  { id: '3', name: 'Child' },
  { id: '4', name: 'Other' },
  { id: '5', name: 'Grandparent' },
  { id: '6', name: 'Grandchild' },
  { id: '7', name: 'Uncle or Aunt' },
  { id: '9', name: 'Foster Child' },
  { id: '10', name: 'Ward' },
  { id: '11', name: 'Stepson or Stepdaughter' },
  { id: '12', name: 'Employee' },
  { id: '13', name: 'Unknown' },
  { id: '14', name: 'Handicapped Dependent' },
  { id: '15', name: 'Sponsored Dependent' },
  { id: '16', name: 'Dependent of a Minor Dependent' },
  { id: '17', name: 'Significant Other' },
  { id: '18', name: 'Mother' },
  { id: '19', name: 'Father' },
  { id: '21', name: 'Emancipated Minor' },
  { id: '22', name: 'Organ Donor' },
  { id: '23', name: 'Cadaver Donor' },
  { id: '24', name: 'Injured Plaintiff' },
  { id: '25', name: 'Child (Ins. not Financially Respons.)' },
  { id: '26', name: 'Life Partner' },
  { id: '27', name: "Child (Mother's Insurance)" },
  { id: '28', name: "Child (Father's Insurance)" },
  { id: '29', name: 'Child of Mother not financially responsible' },
  { id: '30', name: 'Child of Father not financially responsible' },
  { id: '31', name: "Stepchild under stepmother's insurance" },
  { id: '32', name: "Stepchild under stepfather's insurance" },
];
