// athena's reference lists as athena sends them (athena-api.md §3.2, §3.3, §4.1–§4.4, §4.12). Each `*Answer` is one
// whole response body; the ids, typing and names are athena's, unkind parts included.

/** GET /departments?providerlist=true&fullproviderlist=true: string ids, provider ids as strings and numbers. */
export const departmentsAnswer = {
  departments: [
    {
      departmentid: '1',
      name: 'GLENDALE',
      address: '100 N Brand Blvd',
      city: 'GLENDALE',
      state: 'CA',
      zip: '91203',
      timezone: -8,
      servicedepartment: true,
      providerlist: ['71', 86],
      latitude: '34.14',
    },
  ],
  totalcount: 1,
};

/**
 * GET /departments with athena's internal names ("MAIN ST (HUB)"): patients see `patientdepartmentname`, which
 * departments hidden from the portal lack; `providerlist` lists only providers with bookings, `fullproviderlist`
 * the configured roster.
 */
export const departmentsWithInternalNamesAnswer = {
  departments: [
    {
      departmentid: '1',
      name: 'MAIN ST (HUB)',
      patientdepartmentname: 'Glendale',
      timezonename: 'America/Los_Angeles',
      providerlist: ['2'],
      fullproviderlist: ['2', '5', '7'],
    },
    { departmentid: '2', name: 'BURBANK', providerlist: ['3'] },
    { departmentid: '3', name: 'LCF-INT', patientdepartmentname: ' ', fullproviderlist: [], providerlist: ['4'] },
  ],
  totalcount: 3,
};

/** One department of a paged list, and the path-only links athena pages with (keys echoed upper-cased). */
export const departmentPageItem = { departmentid: '1', name: 'A' };
export const departmentsNext = '/v1/195900/departments?SHOWALLDEPARTMENTS=true&limit=200&offset=1';

/** GET /providers: numeric ids in modern answers, a string id left over from the stringly days. */
export const providersAnswer = {
  providers: [
    {
      providerid: 86,
      firstname: 'Ana',
      lastname: 'Reyes',
      displayname: 'Ana Reyes MD',
      providertype: 'MD',
      providertypeid: 'MD',
      specialty: 'Family Medicine',
      entitytype: 'Person',
      billable: true,
    },
    { providerid: '87', firstname: 'Sam', lastname: 'Lee', entitytype: 'Person' },
  ],
  totalcount: 2,
};
export const providersNext = '/v1/195900/providers?DEPARTMENTID=1&SHOWALLPROVIDERS=true&limit=100&offset=100';

/** GET /appointmenttypes in modern typing: numeric ids and durations, boolean flags. */
export const appointmentTypesAnswer = {
  appointmenttypes: [{ appointmenttypeid: 82, name: 'NEW PATIENT 30', shortname: 'NP30', duration: 30, generic: false, patient: true }],
  totalcount: 1,
};
/** GET /appointmenttypes with every flag athena has for a type. */
export const followUpTypesAnswer = {
  appointmenttypes: [
    {
      appointmenttypeid: 83,
      name: 'FOLLOW UP 15',
      shortname: 'FU15',
      patientdisplayname: 'Follow-up visit',
      duration: 15,
      generic: false,
      patient: true,
      templatetypeonly: false,
      createencounteroncheckin: true,
    },
  ],
  totalcount: 1,
};
/** GET /appointmenttypes as a bare array with every scalar a string (2016 preview). */
export const appointmentTypesLegacyAnswer = [
  { appointmenttypeid: '9', name: 'INJECTION/ IV', shortname: 'INJ', duration: '30', generic: 'false', patient: 'true' },
];
export const appointmentTypesNext = '/v1/195900/appointmenttypes?DEPARTMENTIDS=1&PROVIDERIDS=86&limit=100&offset=100';

/** GET /patientappointmentreasons/newpatient: numeric reason ids. */
export const newPatientReasonsAnswer = {
  patientappointmentreasons: [{ reasonid: 1001, reason: 'New Patient', description: 'New Patient', reasontype: 'new' }],
  totalcount: 1,
};
/** A reason for either kind of patient, with its booking window (at least 24 hours, at most 90 days ahead). */
export const reasonsWithWindowsAnswer = {
  patientappointmentreasons: [
    {
      reasonid: 1002,
      reason: 'Annual Physical',
      description: 'Annual physical exam',
      reasontype: 'all',
      schedulingminhours: 24,
      schedulingmaxdays: 90,
    },
  ],
  totalcount: 1,
};
/** GET /patientappointmentreasons/existingpatient in the older typing: a string id and a string totalcount. */
export const existingPatientReasonsLegacyAnswer = {
  patientappointmentreasons: [{ reasonid: '2001', reason: 'Follow Up', reasontype: 'existing' }],
  totalcount: '1',
};
export const reasonsNext = '/v1/195900/patientappointmentreasons/newpatient?DEPARTMENTID=1&PROVIDERID=86&offset=1';

/** GET /practiceinfo: a list of one, the practice id a string. */
export const practiceInfoAnswer = {
  totalcount: 1,
  practiceinfo: [
    {
      practiceid: '195900',
      name: 'Valley Primary Care',
      hasclinicals: true,
      hascommunicator: true,
      golivedate: '09/14/2015',
      experiencemode: 'STREAMLINEDONLY',
      publicnames: ['Valley Primary Care'],
    },
  ],
};
