import { CONCIERGE_PROVIDER_ID } from '@clinic/core';
import { buildDepartments, nameWithCredentials, ROSTER } from '@clinic/fixtures';
import { describe, expect, it } from 'vitest';
import { providers } from './providers';

// The site's roster (what patients read) and the fixture roster (what the demo scheduler books) describe the same
// 16 people; the site cannot import the fixtures in production, so this test is what keeps the two in step.
describe('the site roster and the demo scheduler roster', () => {
  const departmentName = new Map(buildDepartments().map((d) => [d.departmentid, d.name]));
  const site = providers.map((p) => ({ id: p.schedulerProviderId, name: p.name, title: p.title, location: p.features.location }));
  const scheduler = ROSTER.map((r) => ({
    id: r.providerid,
    name: nameWithCredentials(r),
    title: r.siteTitle,
    location: `${departmentName.get(r.departmentid)} clinic`,
  }));

  it('list the same people under the same scheduler ids, names, titles and main clinics', () => {
    expect(site).toEqual(scheduler);
  });
});

describe('the concierge-only mark', () => {
  it('is on exactly the provider the core never offers as bookable', () => {
    expect(providers.filter((p) => p.conciergeOnly).map((p) => p.schedulerProviderId)).toEqual([CONCIERGE_PROVIDER_ID]);
  });
});
