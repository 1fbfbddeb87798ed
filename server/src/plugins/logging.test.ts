import { PERSONAS, createFixtureStore } from '@clinic/fixtures';
import { afterEach, describe, expect, it } from 'vitest';
import { buildStack, proxy } from '../test-support/build-app';

type Stack = Awaited<ReturnType<typeof buildStack>>;
let stack: Stack;
afterEach(() => stack.close());

describe('server logs', () => {
  it('never contain the name, birth date, phone, e-mail or insurance number of a patient who books', async () => {
    const lines: string[] = [];
    const store = createFixtureStore({ today: { year: 2025, month: 12, day: 1 } }); // Mon Dec 1 2025
    stack = await buildStack({ store, app: { log: { level: 'trace', stream: { write: (line) => lines.push(line) } } } });
    const p = PERSONAS.newPatient;
    const policy = { number: 'ZQW7731908', group: 'GRP-55120' };
    const send = async (request: ReturnType<typeof proxy>) => (await stack.app.inject(request)).json();

    await send(
      proxy(
        `/patients/enhancedbestmatch?firstname=${p.firstname}&lastname=${p.lastname}&dob=${p.dob}&email=${p.email}&mobilephone=${p.mobilephone}`,
      ),
    );
    const created = await stack.app.inject(
      proxy(
        '/patients',
        'POST',
        new URLSearchParams({
          firstname: p.firstname,
          lastname: p.lastname,
          dob: p.dob,
          mobilephone: p.mobilephone,
          email: p.email,
          departmentid: '1',
          sex: 'F',
        }).toString(),
      ),
    );
    const [{ patientid }] = created.json() as [{ patientid: string }];
    // The browser sends back the patient binding the registration handed it.
    const session = { 'booking-session': String(created.headers['booking-session']) };
    await send(
      proxy(
        `/patients/${patientid}/insurances`,
        'POST',
        new URLSearchParams({
          insurancepackageid: '15310',
          insuranceidnumber: policy.number,
          policynumber: policy.group,
          sequencenumber: '1',
          relationshiptoinsuredid: '1',
          insurancepolicyholderfirstname: p.firstname,
          insurancepolicyholderlastname: p.lastname,
          insurancepolicyholderdob: p.dob,
          insurancepolicyholdersex: 'F',
        }).toString(),
        session,
      ),
    );
    const slot = store.openSlots({ departmentId: '1', startDate: '12/01/2025', endDate: '12/31/2025' })[0]!;
    const booked = await stack.app.inject(
      proxy(
        `/appointments/${slot.appointmentid}`,
        'PUT',
        `patientid=${patientid}&appointmenttypeid=${slot.appointmenttypeid}&bookingnote=${p.firstname}%20${p.mobilephone}`,
        session,
      ),
    );
    expect(booked.statusCode).toBe(200);
    // A malformed body quoting the patient must not be echoed into the log either.
    await stack.app.inject({
      method: 'POST',
      url: '/api/athena-proxy',
      headers: { 'content-type': 'application/json' },
      payload: `{"url":"/patients?firstname=${p.firstname}&email=${p.email}"`,
    });

    const log = lines.join('\n');
    expect(lines.length).toBeGreaterThanOrEqual(5);
    expect(log).toContain('"operation":"book"');
    for (const secret of [p.firstname, p.lastname, p.dob, encodeURIComponent(p.dob), p.mobilephone, p.email, policy.number, policy.group]) {
      expect(log).not.toContain(secret);
    }
  });
});
