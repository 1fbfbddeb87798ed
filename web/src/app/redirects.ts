import { LANGUAGES, localizedPath } from '../i18n/languages';

/** Old addresses and where they now live (website.md §2, "Redirects (replace history)"). */
export const redirects: Readonly<Record<string, string>> = {
  '/contents/staff': '/provider',
  '/contents/concierge-medicine': '/concierge-medicine',
  '/contents': '/',
  '/location/ca/la-canada': '/locations/la-canada',
  '/location/ca/glendale': '/locations/glendale',
  '/location/ca/burbank': '/locations/burbank',
  '/contactus': '/contact',
  '/your-privacy': '/privacy-policy',
  '/our-terms': '/terms',
  '/accessibility-statement': '/accessibility',
  '/services/iv-hydration-iv-vitamin-treatment': '/iv-therapy',
};

/** The same redirects in every language, for the server (`/es/contactus` → `/es/contact`). */
export function localizedRedirects(): Record<string, string> {
  return Object.fromEntries(
    LANGUAGES.flatMap((language) =>
      Object.entries(redirects).map(([from, to]) => [localizedPath(from, language), localizedPath(to, language)]),
    ),
  );
}
