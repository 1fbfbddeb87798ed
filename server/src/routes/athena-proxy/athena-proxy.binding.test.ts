import { TINY_PERSONA } from '@clinic/fake-athena/test-support';
import { afterEach, describe, expect, it } from 'vitest';
import { TEST_SESSION_SECRET, boundTo, build, buildStack, proxy } from '../../test-support/build-app';
import { NOT_BOUND } from './browser-replies';
import { PatientBinding } from './patient-binding';

type Stack = Awaited<ReturnType<typeof buildStack>>;
let stack: Stack | undefined;
afterEach(async () => {
  await stack?.close();
  stack = undefined;
});

const NEUTRAL = { error: NOT_BOUND.error, code: NOT_BOUND.code };
const p = TINY_PERSONA;
const searchOf = (phone: string) =>
  proxy(
    `/patients/enhancedbestmatch?firstname=${p.firstname}&lastname=${p.lastname}&dob=${p.dob}&mobilephone=${phone}&returnbestmatches=true`,
  );
const book = (slot: string, patientid: string, headers: Record<string, string> = {}) =>
  proxy(`/appointments/${slot}`, 'PUT', `patientid=${patientid}&appointmenttypeid=21&bookingnote=hello`, headers);
const insure = (patientid: string, headers: Record<string, string> = {}) =>
  proxy(`/patients/${patientid}/insurances`, 'POST', 'insurancepackageid=74&insuranceidnumber=ATTACK1&sequencenumber=1', headers);
const register = (first: string) =>
  proxy('/patients', 'POST', `firstname=${first}&lastname=Mallory&dob=01/01/1990&mobilephone=8185550111&departmentid=1`);

describe('patient ids are capabilities the proxy handed out, not input', () => {
  it('answers a booking for an existing and for a missing patient id alike, when this browser was not handed either', async () => {
    stack = await buildStack();
    // Slot 1101 is taken first, so athena itself would answer 409 (exists) or 404 (no such patient).
    await stack.app.inject(book('1101', p.patientid, boundTo(p.patientid)));
    const existing = await stack.app.inject(book('1101', p.patientid));
    const missing = await stack.app.inject(book('1101', '99999'));
    const ownBindingOnly = await stack.app.inject(book('1101', '99999', boundTo('7000')));
    for (const answer of [existing, missing, ownBindingOnly]) {
      expect(answer.statusCode).toBe(403);
      expect(answer.json()).toEqual(NEUTRAL);
    }
  });

  it('refuses insurance and booking on a patient this browser was not handed, writing nothing', async () => {
    stack = await buildStack();
    const created = await stack.app.inject(register('Eve'));
    const mine = { 'booking-session': String(created.headers['booking-session']) };
    const insurance = await stack.app.inject(insure(p.patientid, mine));
    const booking = await stack.app.inject(book('1102', p.patientid, mine));
    expect([insurance.statusCode, booking.statusCode]).toEqual([403, 403]);
    expect([insurance.json(), booking.json()]).toEqual([NEUTRAL, NEUTRAL]);
    expect(stack.store.getPatient(p.patientid)?.insurances).toEqual(p.insurances);
    expect(stack.store.booked({ startDate: '01/01/2025', endDate: '12/31/2026' })).toEqual([]);
  });

  it('binds the patients of a matching search, and a duplicate policy answers as tolerated without naming the package', async () => {
    stack = await buildStack();
    const noMatch = await stack.app.inject(searchOf('8185550000'));
    expect(noMatch.json()).toEqual([]);
    expect(noMatch.headers['booking-session']).toBeUndefined();
    const found = await stack.app.inject(searchOf(p.mobilephone));
    const session = { 'booking-session': String(found.headers['booking-session']) };
    expect(session['booking-session']).not.toContain(p.patientid);
    const duplicate = await stack.app.inject(
      proxy(`/patients/${p.patientid}/insurances`, 'POST', 'insurancepackageid=15310&sequencenumber=1', session),
    );
    expect(duplicate.statusCode).toBe(409);
    expect(duplicate.json()).toEqual({ error: 'Patient already has insurance' });
    const booked = await stack.app.inject(book('1102', p.patientid, session));
    expect(booked.statusCode).toBe(200);
  });

  it('keeps every patient a browser was handed in this booking: a registration after a search', async () => {
    stack = await buildStack();
    const found = await stack.app.inject(searchOf(p.mobilephone));
    const created = await stack.app.inject({
      ...register('Ann'),
      headers: { 'booking-session': String(found.headers['booking-session']) },
    });
    const session = { 'booking-session': String(created.headers['booking-session']) };
    const [{ patientid }] = created.json() as [{ patientid: string }];
    expect((await stack.app.inject(book('1101', patientid, session))).statusCode).toBe(200);
    expect((await stack.app.inject(book('1102', p.patientid, session))).statusCode).toBe(200);
  });

  it('lets a browser correct only a patient it registered itself, never one its search matched', async () => {
    stack = await buildStack();
    const correct = (patientid: string, headers: Record<string, string>) =>
      proxy(`/patients/${patientid}`, 'PUT', 'firstname=Mallory&email=attacker%40example.com', headers);
    const found = await stack.app.inject(searchOf(p.mobilephone));
    const matched = { 'booking-session': String(found.headers['booking-session']) };
    // Knowing a patient's name, birth date and phone must not let a caller rewrite that patient's e-mail.
    expect((await stack.app.inject(correct(p.patientid, matched))).json()).toEqual(NEUTRAL);
    expect((await stack.app.inject(correct(p.patientid, boundTo(p.patientid)))).json()).toEqual(NEUTRAL);
    expect(stack.store.getPatient(p.patientid)?.firstname).toBe(p.firstname);

    const created = await stack.app.inject({ ...register('Ann'), headers: matched });
    const [{ patientid }] = created.json() as [{ patientid: string }];
    const own = { 'booking-session': String(created.headers['booking-session']) };
    expect((await stack.app.inject(correct(patientid, own))).statusCode).toBe(200);
    expect(stack.store.getPatient(patientid)?.firstname).toBe('Mallory');
  });

  it('refuses a forged, tampered or expired binding with the same neutral answer', async () => {
    let now = Date.parse('2026-01-05T17:00:00Z');
    const { app, upstream } = await build({ now: () => now });
    const genuine = new PatientBinding({ secret: TEST_SESSION_SECRET, now: () => now }).issue(undefined, ['5001']);
    const forged = new PatientBinding({ secret: 'another-secret-another-secret-000', now: () => now }).issue(undefined, ['5001']);
    const [expiry, tags, signature] = genuine.split('.') as [string, string, string];
    const stretched = `${Number(expiry) + 86_400}.${tags}.${signature}`;
    for (const token of [forged, stretched, `${genuine}x`, '']) {
      const res = await app.inject(book('1101', '5001', { 'booking-session': token }));
      expect(res.json()).toEqual(NEUTRAL);
    }
    now += 31 * 60_000; // the booking took longer than the binding's 30 minutes
    expect((await app.inject(book('1101', '5001', { 'booking-session': genuine }))).json()).toEqual(NEUTRAL);
    expect(upstream.calls).toEqual([]);
    await app.close();
  });

  it('ends a binding after BOOKING_SESSION_TTL, whatever the default', async () => {
    let now = Date.parse('2026-01-05T17:00:00Z'); // Mon Jan 5, 9:00 PT
    const { app, upstream } = await build({ now: () => now, bindingTtlMs: 5 * 60_000 });
    upstream.respond = () => ({ status: 200, body: [{ patientid: '5001' }] });
    const registered = await app.inject(register('Ana'));
    const own = { 'booking-session': String(registered.headers['booking-session']) };
    now += 4 * 60_000;
    expect((await app.inject(insure('5001', own))).statusCode).toBe(200);
    now += 2 * 60_000; // six minutes after the registration: past the five-minute binding, well within the default 30
    expect((await app.inject(insure('5001', own))).json()).toEqual(NEUTRAL);
    await app.close();
  });
});
