// The provider roster (website.md §3; the shared roster of the brief): 16 fictional providers, ids = scheduler ids.
// What menus, cards and lists show; each profile's details live in provider-details.ts, which only the profile page
// loads (every page's menu loads this file).
import { providerEntry as p } from './provider-entry';
import type { ProviderSummary } from './types';

const IM = 'Internist & Primary Care Physician' as const;
const FNP = 'Family Nurse Practitioner' as const;

export const providers: ProviderSummary[] = [
  p({
    id: 1,
    name: 'Armen Petrosyan, MD',
    title: IM,
    languages: 'English, Armenian, Russian',
    location: 'Glendale',
    conciergeOnly: true,
  }),
  p({
    id: 2,
    name: 'Elena Vasquez, MD',
    title: IM,
    languages: 'English, Spanish',
    location: 'Glendale',
  }),
  p({
    id: 3,
    name: 'David Kim, MD',
    title: IM,
    languages: 'English, Korean',
    location: 'Burbank',
  }),
  p({
    id: 4,
    name: 'Sarah Mitchell, DO',
    title: IM,
    languages: 'English',
    location: 'La Canada',
  }),
  p({
    id: 5,
    name: 'Raffi Hakobyan, MD',
    title: IM,
    languages: 'English, Armenian',
    location: 'Glendale',
  }),
  p({
    id: 6,
    name: 'Priya Raman, MD',
    title: IM,
    languages: 'English, Tamil, Hindi',
    location: 'Burbank',
  }),
  p({
    id: 7,
    name: 'Michael Torres, MD',
    title: IM,
    languages: 'English, Spanish',
    location: 'Glendale',
  }),
  p({
    id: 8,
    name: 'Lena Avetisyan, DO',
    title: IM,
    languages: 'English, Armenian',
    location: 'La Canada',
  }),
  p({
    id: 9,
    name: 'James Whitfield, MD',
    title: IM,
    languages: 'English',
    location: 'Burbank',
  }),
  p({
    id: 10,
    name: 'Nora Haddad, MD',
    title: IM,
    languages: 'English, Arabic, French',
    location: 'Glendale',
  }),
  p({
    id: 11,
    name: 'Daniel Cho, MD',
    title: IM,
    languages: 'English, Korean',
    location: 'La Canada',
  }),
  p({
    id: 12,
    name: 'Ani Grigoryan, FNP-C',
    title: FNP,
    languages: 'English, Armenian',
    location: 'Glendale',
  }),
  p({
    id: 13,
    name: 'Jessica Alvarez, FNP-C',
    title: FNP,
    languages: 'English, Spanish',
    location: 'Burbank',
  }),
  p({
    id: 14,
    name: 'Hannah Brooks, FNP-C',
    title: FNP,
    languages: 'English',
    location: 'La Canada',
  }),
  p({
    id: 15,
    name: 'Marisol Reyes, FNP-C',
    title: FNP,
    languages: 'English, Spanish',
    location: 'Glendale',
  }),
  p({
    id: 16,
    name: 'Kevin Nguyen, PA-C',
    title: 'Physician Assistant',
    languages: 'English, Vietnamese',
    location: 'Burbank',
  }),
];

/** The six physicians of the header's "Physicians" dropdown: roster ids 1–6 in that order. */
export const menuPhysicians: ProviderSummary[] = providers.filter((provider) => provider.id <= 6);
