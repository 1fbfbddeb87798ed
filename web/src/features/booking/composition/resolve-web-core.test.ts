import { afterEach, describe, expect, it } from 'vitest';
import { resolveWebCore } from './resolve-web-core';

describe("the browser's composition root", () => {
  afterEach(() => {
    sessionStorage.clear();
    localStorage.clear();
  });

  it('keeps the fallback patient list in the tab session only, never in lasting local storage', async () => {
    const { patientStore } = resolveWebCore();
    await patientStore.savePatient({ firstName: 'Ana', lastName: 'Lee', dob: '04/12/1985' });
    expect(sessionStorage.getItem('patients')).toContain('Ana');
    expect(localStorage.getItem('patients')).toBeNull();
  });
});
