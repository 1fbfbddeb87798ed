import { describe, expect, it } from 'vitest';
import type { Department, Provider } from '../model';
import { autoSelectedIvProvider, matchProvider, providerDisplayName, providersForMode, searchProviders } from './provider-filter';

const provider = (id: string, displayname: string, extra: Partial<Provider> = {}): Provider => ({
  providerid: id,
  firstname: displayname.split(' ')[0] ?? '',
  lastname: displayname.split(' ')[1] ?? '',
  displayname,
  ...extra,
});
const reyes = provider('10', 'Dana Reyes');
const ortiz = provider('11', 'Sam Ortiz');
const ivOffice = provider('90', 'IV_OFFICE');
const ivHome = provider('91', 'IV_HOME');
const all = [reyes, ortiz, ivOffice, ivHome];
const glendale: Department = {
  departmentid: '1',
  name: 'Glendale',
  address: '214 N Central Ave',
  city: 'Glendale',
  state: 'CA',
  zip: '91203',
  providerlist: ['10', '90', '91'],
};

describe('providers per booking mode', () => {
  it('hides both IV services for regular appointments and keeps the department list', () => {
    expect(providersForMode(all, glendale, 'appointment')).toEqual([reyes]);
  });

  it('shows only IV_OFFICE in IV mode', () => {
    expect(providersForMode(all, glendale, 'iv')).toEqual([ivOffice]);
  });

  it('does not limit by department when none is chosen', () => {
    expect(providersForMode(all, undefined, 'appointment')).toEqual([reyes, ortiz]);
  });

  it('auto-selects the IV office provider', () => {
    expect(autoSelectedIvProvider(all)).toBe(ivOffice);
    expect(autoSelectedIvProvider([reyes])).toBeUndefined();
  });
});

describe('provider display names', () => {
  it('labels the IV services for people', () => {
    expect(providerDisplayName(ivOffice)).toBe('IV Office Service');
    expect(providerDisplayName(ivHome)).toBe('IV Home Service');
  });

  it('prefers the formatted display name, then the display name, then first and last name', () => {
    expect(providerDisplayName(provider('1', 'Reyes, Dana', { formattedDisplayName: 'Dana Reyes, MD' }))).toBe('Dana Reyes, MD');
    expect(providerDisplayName(reyes)).toBe('Dana Reyes');
    expect(providerDisplayName({ providerid: '2', firstname: 'Ana', lastname: 'Lee', displayname: '' })).toBe('Ana Lee');
  });
});

describe('provider search', () => {
  it('matches a case-insensitive substring of the display name', () => {
    expect(searchProviders([reyes, ortiz, ivOffice], 'rEy').providers).toEqual([reyes]);
    expect(searchProviders([reyes, ortiz, ivOffice], 'office').providers).toEqual([ivOffice]);
  });

  it('shows everything for an empty search', () => {
    expect(searchProviders([reyes, ortiz], '  ')).toEqual({ providers: [reyes, ortiz] });
  });

  it('says which text found nothing', () => {
    expect(searchProviders([reyes, ortiz], 'Smith')).toEqual({ providers: [], message: 'No providers found matching Smith' });
  });
});

describe('matchProvider: the provider a "Book with …" button means', () => {
  const reyes = { providerid: '11', firstname: 'Dana', lastname: 'Reyes', displayname: 'Dana Reyes MD' };
  const ortiz = { providerid: '12', firstname: 'Sam', lastname: 'Ortiz', displayname: 'Ortiz, Sam' };

  it('takes the scheduler id first, else a case-insensitive name match without the credentials', () => {
    expect(matchProvider([reyes, ortiz], '12', 'Dana Reyes')?.providerid).toBe('12');
    expect(matchProvider([reyes, ortiz], '99', 'dana reyes, MD')?.providerid).toBe('11');
    expect(matchProvider([reyes, ortiz], undefined, 'Sam Ortiz')?.providerid).toBe('12');
    expect(matchProvider([reyes, ortiz], undefined, ' ')).toBeUndefined();
  });
});
