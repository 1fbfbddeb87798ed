import { WAITLIST_API, addClinicDays, appointmentStart, clinicDateOf, formatUsDate, type AvailabilityAnswer } from '@clinic/core';
import { PERSONAS } from '@clinic/fixtures';
import { readdir, readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { runClinic } from '../../cli/src/test-support/built-cli';
import { FakeAthena } from '../test-support/booking/fake-athena';
import { useTokyoBrowser } from '../test-support/booking/tokyo-browser';
import { startServer } from '../test-support/server.mjs';

const repoRoot = fileURLToPath(new URL('../..', import.meta.url));
const A = PERSONAS.withInsurance;
const B = PERSONAS.withoutInsurance;
const TWO_HOURS_AND_A_QUARTER = 135 * 60_000;

let server: { baseUrl: string; dataDir: string; fakeAthenaPort: number; stop: () => Promise<void> };
beforeAll(async () => {
  // The index refreshes its near window every 2 s here, so "within one refresh" is seconds, not a minute.
  server = await startServer(repoRoot, {
    env: { ONLINE_BOOKINGS_PER_PATIENT: '100', AVAILABILITY_NEAR_REFRESH_MS: '2000' },
    template: inject('demoDatabaseTemplate'),
    quiet: true,
  });
}, 150_000);
afterAll(() => server?.stop());
const newPage = useTokyoBrowser();

const json = (body: unknown, headers: Record<string, string> = {}) => ({
  method: 'POST',
  headers: { 'content-type': 'application/json', accept: 'application/json', ...headers },
  body: JSON.stringify(body),
});

/** The booking session the proxy hands a browser whose patient search found A (the dialog's own step 2). */
async function bookingSessionOf(p: typeof A): Promise<Record<string, string>> {
  const query = new URLSearchParams({
    firstname: p.firstname,
    lastname: p.lastname,
    dob: p.dob,
    email: p.email,
    mobilephone: p.mobilephone,
    returnbestmatches: 'true',
  });
  const res = await fetch(`${server.baseUrl}/api/athena-proxy`, json({ url: `/patients/enhancedbestmatch?${query}`, method: 'GET' }));
  expect(res.status).toBe(200);
  return { 'booking-session': res.headers.get('booking-session')! };
}

/** The demo outbox: the newest message of a kind to `email`, waited for. */
async function mailTo(kind: string, email: string): Promise<{ text: string }> {
  const dir = join(server.dataDir, 'outbox');
  let found: { text: string } | undefined;
  await expect
    .poll(
      async () => {
        const names = await readdir(dir).catch(() => [] as string[]);
        const mails = await Promise.all(
          names.filter((n) => n.endsWith('.json')).map(async (n) => JSON.parse(await readFile(join(dir, n), 'utf8'))),
        );
        found = mails.find((m: { kind: string; to: { email: string } }) => m.kind === kind && m.to.email === email);
        return found !== undefined;
      },
      { timeout: 30_000 },
    )
    .toBe(true);
  return found!;
}

describe('earlier times, offered (issue 33), demo server', () => {
  it("A waits behind B; B is cancelled with clinic cancel; one refresh later A is offered B's time, taps and moves", async () => {
    const athena = new FakeAthena(`http://127.0.0.1:${server.fakeAthenaPort}`);
    const athenaEnv = athena.cliEnv();
    // The two soonest times of one provider and visit type that the waitlist may offer (two hours' notice and a margin):
    // B takes the first at the front desk, A books the second, so the only earlier time A could get is B's.
    let slots: AvailabilityAnswer['slots'] = [];
    await expect
      .poll(
        async () => {
          const res = await fetch(`${server.baseUrl}/api/availability?patientType=existing&mode=appointment&departmentId=1`);
          slots = ((await res.json()) as AvailabilityAnswer).slots;
          return slots.length > 0;
        },
        { timeout: 60_000 },
      )
      .toBe(true);
    const soon = slots.filter((s) => appointmentStart(s) > Date.now() + TWO_HOURS_AND_A_QUARTER);
    const first = soon[0]!;
    const second = soon.find((s) => s.providerid === first.providerid && s.appointmenttypeid === first.appointmenttypeid && s !== first)!;
    expect(await athena.book(first, B.patientid)).toBe(200);

    // A books the later time in the dialog's way (booking session) and asks for an earlier one.
    const session = await bookingSessionOf(A);
    const booked = await fetch(
      `${server.baseUrl}/api/athena-proxy`,
      json(
        {
          url: `/appointments/${second.appointmentid}`,
          method: 'PUT',
          data: `patientid=${A.patientid}&appointmenttypeid=${second.appointmenttypeid}`,
        },
        session,
      ),
    );
    expect(booked.status).toBe(200);
    const today = clinicDateOf(new Date());
    const choices = {
      providerChoice: 'same',
      weekdays: [0, 1, 2, 3, 4, 5, 6],
      partOfDay: 'any',
      endDate: formatUsDate(addClinicDays(today, 60)),
    };
    const joined = await fetch(
      `${server.baseUrl}${WAITLIST_API.fromBooking}`,
      json({ patientId: A.patientid, appointmentId: second.appointmentid, choices }, session),
    );
    expect(joined.status).toBe(200);
    expect((await athena.waitlist()).map((w) => [w.patientid, w.appointmentid])).toEqual([[A.patientid, String(second.appointmentid)]]);

    // Front desk: `clinic cancel` on B's appointment; within one index refresh A's offer is in the outbox.
    const cancelled = await runClinic(['cancel', '--appointment', first.appointmentid, '--reason', 'Patient called'], athenaEnv);
    expect(cancelled.code).toBe(0);
    const offer = await mailTo('waitlist-offer', A.email);
    const link = /https?:\/\/\S+\/appointments\/offer\?token=\S+/.exec(offer.text)![0];

    // A taps: the page shows both appointments and one button.
    const page = await newPage({ width: 375, height: 800 });
    await page.goto(`${server.baseUrl}${new URL(link).pathname}${new URL(link).search}`, { waitUntil: 'networkidle' });
    await page.getByRole('region', { name: 'The earlier time' }).waitFor();
    await page.getByRole('button', { name: 'Move my appointment' }).click();
    await page.getByRole('status').filter({ hasText: 'Your appointment has moved' }).waitFor();

    // B's old time is A's now; A's old time is open again; athena's waitlist holds nothing for A.
    const aNow = (await athena.booked()).filter((a) => a.patientid === A.patientid).map((a) => a.appointmentid);
    expect(aNow).toContain(String(first.appointmentid));
    expect(aNow).not.toContain(String(second.appointmentid));
    const slotsCli = await runClinic(
      [
        'slots',
        '--department',
        '1',
        '--provider',
        first.providerid,
        '--from',
        second.date,
        '--to',
        second.date,
        '--patient',
        'existing',
        '--json',
      ],
      athenaEnv,
    );
    expect(slotsCli.stdout).toContain(String(second.appointmentid));
    expect(await athena.waitlist()).toEqual([]);
  }, 180_000);
});
