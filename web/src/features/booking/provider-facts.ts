import {
  type ClinicPoint,
  type Provider,
  type ProviderFacts,
  type ProviderKind,
  type ProviderFactsOf,
  CONCIERGE_PROVIDER_ID,
} from '@clinic/core';
import { locations } from '../../content/locations';
import { providers as roster } from '../../content/providers';
import type { ProviderSummary, ProviderTitle } from '../../content/types';
import { zipCentroid } from './zip-centroids';
import { t } from '../../i18n/catalog';

const KIND_OF_TITLE = {
  'Internist & Primary Care Physician': 'physician',
  'Family Nurse Practitioner': 'nurse-practitioner',
  'Physician Assistant': 'physician-assistant',
} as const satisfies Record<ProviderTitle, ProviderKind>;

/** The titles the filter offers, in the words patients use. */
export const providerKinds = (): ReadonlyArray<{ id: ProviderKind; name: string }> => [
  { id: 'physician', name: t('booking.kindPhysician') },
  { id: 'nurse-practitioner', name: t('booking.kindNursePractitioner') },
  { id: 'physician-assistant', name: t('booking.kindPhysicianAssistant') },
];

/** The site's roster entry for a scheduler provider id. */
export function rosterEntry(providerId: string | undefined): ProviderSummary | undefined {
  return providerId === undefined ? undefined : roster.find((p) => p.schedulerProviderId === providerId);
}

const FACTS = new Map(
  roster.map((p): [string, ProviderFacts] => [
    p.schedulerProviderId ?? String(p.id),
    { languages: p.features.languages.split(',').map((l) => l.trim()), kind: KIND_OF_TITLE[p.title] },
  ]),
);

/** What the roster says of a provider's languages and title (web/src/content/providers.ts). */
export const providerFactsOf: ProviderFactsOf = (providerId) => FACTS.get(providerId);

/** Every language a bookable provider speaks besides English, in alphabetical order: the language filter's options. */
export const ROSTER_LANGUAGES: readonly string[] = [
  ...new Set(
    roster
      .filter((p) => !p.conciergeOnly)
      .flatMap((p) => p.features.languages.split(','))
      .map((l) => l.trim())
      .filter((l) => l !== 'English'),
  ),
].sort();

/** The three clinics by scheduler department, with where each stands (their ZIP code's centroid). */
export const CLINICS = locations.flatMap((l) =>
  l.schedulerDepartmentId ? [{ departmentId: l.schedulerDepartmentId, name: l.name, zip: l.address.zip }] : [],
);

export const CLINIC_POINTS: readonly ClinicPoint[] = CLINICS.flatMap((c) => {
  const point = zipCentroid(c.zip);
  return point ? [{ departmentId: c.departmentId, point }] : [];
});

/** The clinic's name for a scheduler department. */
export function clinicName(departmentId: string): string {
  return CLINICS.find((c) => c.departmentId === departmentId)?.name ?? '';
}

/** Whether the roster marks a provider as seeing patients only through concierge membership. */
export function isConciergeProvider(providerId: string | undefined): boolean {
  return providerId === CONCIERGE_PROVIDER_ID || Boolean(rosterEntry(providerId)?.conciergeOnly);
}

/** A roster provider in the scheduler's shape, for the steps after a time-first choice (no provider list was loaded). */
export function rosterProvider(providerId: string | undefined): Provider | undefined {
  const entry = rosterEntry(providerId);
  if (!entry || providerId === undefined) return undefined;
  return { providerid: providerId, firstname: '', lastname: '', displayname: entry.name };
}
