const PRACTICE_ID = '195900';
// The fixture client the server itself uses against its embedded fake athena (fake-athena/, the @clinic/fake-athena workspace).
const CLIENT = { id: 'fixture-client', secret: 'fixture-secret' };

/** A booked appointment as athena's GET appointments/booked lists it (athena-api.md §4.11), trimmed to what specs check. */
export interface BookedRow {
  appointmentid: string;
  date: string;
  starttime: string;
  patientid: string;
  providerid: string;
  departmentid: string;
  appointmenttypeid: string;
  patient?: { firstname: string; lastname: string };
}

/** A patient as GET patients/{id} returns it. */
export interface PatientRow {
  firstname: string;
  lastname: string;
  dob: string;
  mobilephone?: string;
  insurances?: { insurancepackageid: string | number }[];
  /** The registration's language, as athena keeps it (issue #37: a Spanish or Armenian booking sets it). */
  language6392code?: string;
}

/** An open slot as GET appointments/open returns it (ids may be numbers there). */
export interface OpenSlotRow {
  appointmentid: string | number;
  date: string;
  starttime: string;
  providerid: string | number;
  appointmenttypeid: string | number;
}

/** Talks to the fake athena directly, as staff would: a bearer token, then the practice's API. */
export class FakeAthena {
  private token: string | undefined;

  constructor(readonly url: string) {}

  /** The environment that points the staff CLI (`clinic … --source athena`) at this athena, as the front desk's would. */
  cliEnv(): Record<string, string> {
    return { ATHENA_BASE_URL: this.url, ATHENA_PRACTICE_ID: PRACTICE_ID, ATHENA_CLIENT_ID: CLIENT.id, ATHENA_CLIENT_SECRET: CLIENT.secret };
  }

  /** Every booked appointment of the practice, this year and the next (the schedule spans 90 days). */
  async booked(): Promise<BookedRow[]> {
    const year = new Date().getUTCFullYear();
    const query = new URLSearchParams({ startdate: `01/01/${year - 1}`, enddate: `12/31/${year + 1}`, showpatientdetail: 'true' });
    const { status, body } = await this.call('GET', `/appointments/booked?${query}`);
    if (status !== 200) throw new Error(`booked list answered ${status}: ${JSON.stringify(body)}`);
    return (body as { appointments: BookedRow[] }).appointments.map((a) => ({ ...a, appointmentid: String(a.appointmentid) }));
  }

  /** A patient's record with the policies on file (GET patients/{id} with showinsurance). */
  async patient(patientid: string): Promise<PatientRow> {
    const { status, body } = await this.call('GET', `/patients/${patientid}?showinsurance=true`);
    if (status !== 200) throw new Error(`patient ${patientid} answered ${status}`);
    const [patient] = body as [PatientRow];
    return patient;
  }

  /** The open slots of one provider and appointment type from `startdate` on, 90 days (GET appointments/open). */
  async openSlots(q: {
    departmentid: string;
    providerid: string;
    appointmenttypeid: string;
    startdate: string;
    enddate: string;
  }): Promise<OpenSlotRow[]> {
    const query = new URLSearchParams({ ...q, ignoreschedulablepermission: 'true' });
    const { status, body } = await this.call('GET', `/appointments/open?${query}`);
    if (status !== 200) throw new Error(`open slots answered ${status}: ${JSON.stringify(body)}`);
    return (body as { appointments: OpenSlotRow[] }).appointments;
  }

  /**
   * Every open slot of the practice's clinics between two dates, of every type (reasonid -1, athena-api.md §4.5),
   * with its type's name: what the soonest time of the group must be chosen from.
   */
  async openSlotsOfPractice(
    departmentIds: readonly string[],
    startdate: string,
    enddate: string,
  ): Promise<(OpenSlotRow & { departmentid: string; appointmenttype: string })[]> {
    const query = new URLSearchParams({ reasonid: '-1', startdate, enddate, limit: '5000', ignoreschedulablepermission: 'true' });
    for (const id of departmentIds) query.append('departmentid', id);
    const { status, body } = await this.call('GET', `/appointments/open?${query}`);
    if (status !== 200) throw new Error(`open slots answered ${status}: ${JSON.stringify(body)}`);
    const rows = (body as { appointments: (OpenSlotRow & { departmentid: string | number; appointmenttype: string })[] }).appointments;
    return rows.map((r) => ({ ...r, departmentid: String(r.departmentid) }));
  }

  /** Books an open slot for a patient, as another booking channel would; returns athena's status. */
  async book(slot: OpenSlotRow, patientid: string): Promise<number> {
    const form = new URLSearchParams({ patientid, appointmenttypeid: String(slot.appointmenttypeid), ignoreschedulablepermission: 'true' });
    return (await this.call('PUT', `/appointments/${slot.appointmentid}`, form)).status;
  }

  /** athena's staff waitlist (issue #33): the entries the site added and has not removed. */
  async waitlist(): Promise<{ waitlistid: string; patientid: string; appointmentid?: string }[]> {
    const { status, body } = await this.call('GET', '/appointments/waitlist');
    if (status !== 200) throw new Error(`waitlist answered ${status}`);
    return (body as { waitlist: { waitlistid: string; patientid: string; appointmentid?: string }[] }).waitlist;
  }

  private async call(method: 'GET' | 'PUT', path: string, form?: URLSearchParams): Promise<{ status: number; body: unknown }> {
    const response = await fetch(`${this.url}/v1/${PRACTICE_ID}${path}`, {
      method,
      headers: { authorization: `Bearer ${await this.bearer()}`, ...(form ? { 'content-type': 'application/x-www-form-urlencoded' } : {}) },
      ...(form ? { body: form.toString() } : {}),
    });
    return { status: response.status, body: await response.json().catch(() => undefined) };
  }

  private async bearer(): Promise<string> {
    if (this.token) return this.token;
    const response = await fetch(`${this.url}/oauth2/v1/token`, {
      method: 'POST',
      headers: {
        authorization: `Basic ${Buffer.from(`${CLIENT.id}:${CLIENT.secret}`).toString('base64')}`,
        'content-type': 'application/x-www-form-urlencoded',
      },
      body: 'grant_type=client_credentials&scope=athena/service/Athenanet.MDP.*',
    });
    if (!response.ok) throw new Error(`token request answered ${response.status}`);
    this.token = ((await response.json()) as { access_token: string }).access_token;
    return this.token;
  }
}
