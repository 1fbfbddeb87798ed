// athena's answers about booked appointments (athena-api.md §4.10, §4.11): ids become strings once a slot is booked.

/** PUT /appointments/{id}: `[BookedAppointment]`, shaped like EH BookAppointment.json. */
export const bookedAnswer = [
  {
    appointmentid: '2204083',
    appointmentstatus: 'f',
    date: '12/02/2025',
    starttime: '09:00',
    duration: 30,
    departmentid: '1',
    providerid: '86',
    patientid: '5309',
    appointmenttypeid: '82',
    appointmenttype: 'NEW PATIENT 30',
    patientappointmenttypename: 'New Patient',
    chargeentrynotrequired: false,
    referringproviderid: '',
    renderingproviderid: '',
    supervisingproviderid: 0,
  },
];

/** One appointment of GET /appointments/booked, shaped like HTD-net GetBookedAppointments.json: string ids. */
export const bookedListItemPlain = {
  appointmentid: '1',
  appointmentstatus: 'f',
  date: '12/03/2025',
  starttime: '10:15',
  duration: 30,
  departmentid: '1',
  providerid: '86',
  patientid: '5309',
  appointmenttypeid: '82',
  appointmenttype: 'FOLLOW UP 30',
  scheduledby: 'API-2530',
  scheduleddatetime: '11/20/2025 14:02:11',
  chargeentrynotrequired: false,
  referringproviderid: '',
  renderingproviderid: '',
  supervisingproviderid: 0,
};

/**
 * The same with showpatientdetail and showinsurance: the note in `appointmentnotes`, a stringly nested patient
 * (its mobile phone only when the record has one) and the plans, ids as strings like the rest of the item
 * (athena-api.md §4.11 gives no type for them; the client reads either).
 */
export const bookedListItem = {
  ...bookedListItemPlain,
  appointmentnotes: [{ id: 1, text: 'I need an interpreter (Spanish)', displayonschedule: true }],
  patient: { patientid: '5309', firstname: 'Maria', lastname: 'Lopez' },
  insurances: [{ insurancepackageid: '15310', insuranceplanname: 'Blue Cross' }],
};

/** The nested patient of a booked appointment whose record has a mobile phone. */
export const bookedPatientWithPhone = { ...bookedListItem.patient, mobilephone: '8185550199' };

/** GET /appointments/booked, the first of two pages (athena pages 1,000 at a time). */
export const bookedListAnswer = {
  appointments: [bookedListItem],
  totalcount: 2,
  next: '/v1/195900/appointments/booked?STARTDATE=12%2F01%2F2025&ENDDATE=12%2F31%2F2025&limit=1000&offset=1000',
};

/** PUT /appointments/{id}/cancel. */
export const cancelledAnswer = { status: 'x' };
