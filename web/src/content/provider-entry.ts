import { bundledPhoto } from './photos';
import type { ProviderProfile, ProviderTitle } from './types';

type ClinicName = 'Glendale' | 'Burbank' | 'La Canada';

interface ProviderInput {
  id: number;
  name: string;
  title: ProviderTitle;
  credential: string;
  education: string;
  languages: string;
  location: ClinicName;
  focus: string;
  about: string;
  conciergeOnly?: true;
}

/** Lowercase hyphenated name with credentials: "Sarah Mitchell, DO" → "sarah-mitchell-do". */
function providerSlug(name: string): string {
  return name
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');
}

/** Builds one profile so slug, link, scheduler id and the closing bio line always agree with the name. */
export function providerEntry(input: ProviderInput): ProviderProfile {
  const slug = providerSlug(input.name);
  const firstName = input.name.split(' ')[0] ?? input.name;
  return {
    id: input.id,
    name: input.name,
    slug,
    title: input.title,
    schedulerProviderId: String(input.id),
    ...(input.conciergeOnly ? { conciergeOnly: true } : {}),
    ...photoFields(slug),
    link: `/provider/${slug}`,
    features: {
      credential: input.credential,
      education: input.education,
      languages: input.languages,
      location: `${input.location} clinic`,
      focus: input.focus,
    },
    bio: [
      input.about,
      `${firstName} sees patients at our ${input.location} office, Monday through Friday. New and returning patients can book online or by phone.`,
    ],
  };
}

/** The provider's bundled photo (booking.md §2: named by the lowercase hyphenated full name), when there is one. */
function photoFields(slug: string): Pick<ProviderProfile, 'image' | 'imageSrcSet'> {
  const photo = bundledPhoto('providers', slug);
  if (!photo) return {};
  return photo.srcSet ? { image: photo.src, imageSrcSet: photo.srcSet } : { image: photo.src };
}
