import { AthenaWaitlist, DirectTransport } from '@clinic/adapters';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { FAKE_ATHENA_CREDENTIALS } from '../fake-athena-auth';
import { startFakeAthena, type RunningFakeAthena } from '../start-fake-athena';
import { TINY_PERSONA, createTinyFixtureStore } from '../test-support/tiny-fixture-store';
import { bearerFor } from '../test-support/oauth-client';

let athena: RunningFakeAthena;
let waitlist: AthenaWaitlist;

beforeEach(async () => {
  athena = await startFakeAthena({ host: '127.0.0.1', port: 0, store: createTinyFixtureStore() });
  waitlist = new AthenaWaitlist(new DirectTransport({ baseUrl: athena.url, ...FAKE_ATHENA_CREDENTIALS }));
});
afterEach(() => athena.close());

const listed = async () => {
  const res = await athena.app.inject({
    method: 'GET',
    url: `/v1/${FAKE_ATHENA_CREDENTIALS.practiceId}/appointments/waitlist`,
    headers: { authorization: await bearerFor(athena.app) },
  });
  return res.json<{ waitlist: { waitlistid: string; patientid: string; appointmentid?: string }[] }>().waitlist;
};

describe("athena's staff waitlist, through the adapter and the fake", () => {
  it('records an entry with the department, provider, patient and the appointment it would replace, and removes it', async () => {
    const id = await waitlist.addToWaitlist({
      departmentId: '1',
      providerId: '10',
      patientId: TINY_PERSONA.patientid,
      appointmentId: '123',
    });
    expect(await listed()).toEqual([
      expect.objectContaining({ waitlistid: id, patientid: TINY_PERSONA.patientid, appointmentid: '123', providerid: '10' }),
    ]);
    await waitlist.removeFromWaitlist(id);
    expect(await listed()).toEqual([]);
    // Gone already (the front desk removed it): nothing to do.
    await expect(waitlist.removeFromWaitlist(id)).resolves.toBeUndefined();
  });

  it('refuses an unknown patient with the operation prefix', async () => {
    await expect(
      waitlist.addToWaitlist({ departmentId: '1', providerId: '10', patientId: '999999', appointmentId: '123' }),
    ).rejects.toThrow(/^Failed to add to the waitlist:/);
  });
});
