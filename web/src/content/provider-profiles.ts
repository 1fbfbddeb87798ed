// A provider's whole profile: the roster entry every page has (providers.ts) with the details only the profile page
// loads, in the page's language (provider-details.ts and its translations, decision 98).
import { providers } from './providers';
import type { ProviderDetails, ProviderProfile, ProviderSummary } from './types';

type DetailsById = Readonly<Record<number, ProviderDetails>>;

/** A roster entry with its details: the whole profile. */
function profileOf(provider: ProviderSummary, details: DetailsById): ProviderProfile {
  const { credential, education, focus, about } = details[provider.id]!;
  const { languages, location } = provider.features;
  return { ...provider, features: { credential, education, languages, location, focus }, about };
}

/** Every provider's whole profile, in roster order. */
export const providerProfiles = (details: DetailsById): ProviderProfile[] => providers.map((provider) => profileOf(provider, details));

/** The provider whose profile lives at /provider/{slug}, or undefined for an unknown slug. */
export function providerBySlug(slug: string | undefined, details: DetailsById): ProviderProfile | undefined {
  const provider = providers.find((entry) => entry.slug === slug);
  return provider && profileOf(provider, details);
}
