import { describe, expect, it } from 'vitest';
import { REFUSAL, ReferenceCallCache, resolveProxyCall } from './call-resolution';

const departments = { url: '/departments?providerlist=true&limit=200', method: 'GET' };
const patientSearch = { url: '/patients/enhancedbestmatch?firstname=Anahit&lastname=Sarkisian&dob=04%2F12%2F1968', method: 'GET' };

describe('ReferenceCallCache', () => {
  it('hands back the same rebuilt call for a repeated reference GET, equal to a fresh resolution', () => {
    const cache = new ReferenceCallCache();
    const first = resolveProxyCall(departments, cache);
    const again = resolveProxyCall({ ...departments }, cache);
    if (!first.ok || !again.ok) throw new Error('departments were refused');
    expect(again.value).toBe(first.value);
    expect(again).toEqual(resolveProxyCall(departments));
    // Shared between requests, so nobody may change it.
    expect(Object.isFrozen(again.value.request)).toBe(true);
  });

  it('never keeps a patient operation, so no patient detail from a url stays in memory', () => {
    const cache = new ReferenceCallCache();
    expect(resolveProxyCall(patientSearch, cache)).toHaveProperty('value.operation.limited', true);
    resolveProxyCall({ url: '/patients', method: 'POST', data: 'firstname=Anahit' }, cache);
    expect(cache.size).toBe(0);
  });

  it('still checks the body shape before looking anything up', () => {
    const cache = new ReferenceCallCache();
    resolveProxyCall(departments, cache);
    expect(resolveProxyCall({ ...departments, host: 'evil.example' }, cache)).toEqual(REFUSAL.shape);
    expect(resolveProxyCall({ ...departments, method: 'PUT' }, cache)).toEqual(REFUSAL.method);
  });

  it('is bounded: the oldest url goes first', () => {
    const cache = new ReferenceCallCache(2);
    for (const id of [1, 2, 3]) resolveProxyCall({ url: `/providers?departmentid=${id}`, method: 'GET' }, cache);
    expect(cache.size).toBe(2);
    expect(cache.get('/providers?departmentid=1')).toBeUndefined();
    expect(cache.get('/providers?departmentid=3')).toBeDefined();
  });
});

describe('resolveProxyCall', () => {
  it('hands the route the ids of the path by name, read once from the operation table', () => {
    const booking = resolveProxyCall({ url: '/appointments/1101', method: 'PUT', data: 'patientid=5001&appointmenttypeid=21' });
    const insurance = resolveProxyCall({ url: '/patients/5001/insurances', method: 'POST', data: 'insurancepackageid=0' });
    const reasons = resolveProxyCall({ url: '/patientappointmentreasons/newpatient?departmentid=1', method: 'GET' });
    expect([booking, insurance, reasons]).toMatchObject([
      { ok: true, value: { name: 'book', ids: { appointmentId: '1101' } } },
      { ok: true, value: { name: 'createInsurance', ids: { patientId: '5001' } } },
      { ok: true, value: { name: 'reasons', ids: { patientType: 'newpatient' } } },
    ]);
  });

  it('refuses an id of the wrong shape as a path it does not know', () => {
    expect(resolveProxyCall({ url: '/patientappointmentreasons/anypatient', method: 'GET' })).toEqual(REFUSAL.forbidden);
    expect(resolveProxyCall({ url: '/patients/5001x/insurances', method: 'POST', data: 'insurancepackageid=0' })).toEqual(
      REFUSAL.forbidden,
    );
  });
});
