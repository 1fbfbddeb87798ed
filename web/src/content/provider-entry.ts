import { bundledPhoto } from './photos';
import type { ProviderSummary, ProviderTitle } from './types';

type ClinicName = 'Glendale' | 'Burbank' | 'La Canada';

interface ProviderInput {
  id: number;
  name: string;
  title: ProviderTitle;
  languages: string;
  location: ClinicName;
  conciergeOnly?: true;
}

/** Lowercase hyphenated name with credentials: "Sarah Mitchell, DO" → "sarah-mitchell-do". */
function providerSlug(name: string): string {
  return name
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');
}

/** Builds one roster entry so slug, link and scheduler id always agree with the name. */
export function providerEntry(input: ProviderInput): ProviderSummary {
  const slug = providerSlug(input.name);
  return {
    id: input.id,
    name: input.name,
    slug,
    title: input.title,
    schedulerProviderId: String(input.id),
    ...(input.conciergeOnly ? { conciergeOnly: true } : {}),
    ...photoFields(slug),
    link: `/provider/${slug}`,
    features: { languages: input.languages, location: `${input.location} clinic` },
  };
}

/** The provider's bundled photo (booking.md §2: named by the lowercase hyphenated full name), when there is one. */
function photoFields(slug: string): Pick<ProviderSummary, 'image' | 'imageSrcSet'> {
  const photo = bundledPhoto('providers', slug);
  if (!photo) return {};
  return photo.srcSet ? { image: photo.src, imageSrcSet: photo.srcSet } : { image: photo.src };
}
