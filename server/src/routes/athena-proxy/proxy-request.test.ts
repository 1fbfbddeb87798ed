import { describe, expect, it } from 'vitest';
import { REFUSAL, ReferenceCallCache, resolveProxyCall } from './proxy-request';

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
