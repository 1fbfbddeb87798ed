// athena's open slots (athena-api.md §4.5): numeric ids, `reasonid` a list of strings, `next` on all but the last page.

/** One slot shaped like EH ListOpenAppointmentSlots.json. */
export const openSlot = {
  date: '12/02/2025',
  appointmentid: 2204083,
  departmentid: 1,
  localproviderid: 86,
  providerid: 86,
  appointmenttypeid: 82,
  appointmenttype: 'NEW PATIENT 30',
  patientappointmenttypename: 'New Patient',
  starttime: '09:00',
  duration: 30,
  reasonid: ['-1'],
};

/** GET /appointments/open, one page. */
export const openSlotsAnswer = { appointments: [openSlot], totalcount: 1 };

/** The first of two pages, with athena's path-only link to the second. */
export const openSlotsFirstPage = {
  appointments: [openSlot],
  totalcount: 2,
  next: '/v1/195900/appointments/open?DEPARTMENTID=1&APPOINTMENTTYPEID=82&STARTDATE=12%2F01%2F2025&ENDDATE=03%2F01%2F2026&offset=1',
};

/** The same slot from a practice still on the stringly encoding, with showfrozenslots. */
export const openSlotLegacy = {
  ...openSlot,
  appointmentid: '2204084',
  departmentid: '1',
  providerid: '86',
  appointmenttypeid: '82',
  duration: '30',
  frozen: 'true',
};

/** Rows athena has been seen to send among good ones: no date, a "9am" start, no start, no such day, no id. */
export const malformedSlots = [
  { ...openSlot, appointmentid: 1, date: '' },
  { ...openSlot, appointmentid: 2, starttime: '9am' },
  { ...openSlot, appointmentid: 3, starttime: '' },
  { ...openSlot, appointmentid: 4, date: '02/30/2025' },
  { ...openSlot, appointmentid: undefined },
];

/** GET /appointments/open?showfrozenslots=true: every slot says whether it is frozen, as a boolean. */
export const openSlotsWithFrozenAnswer = {
  appointments: [
    { ...openSlot, frozen: false },
    { ...openSlot, appointmentid: 2204085, starttime: '09:30', frozen: true },
  ],
  totalcount: 2,
};
