import { providerDisplayName, type Provider } from '@clinic/core';
import { providers as roster } from '../../content/providers';

/** What the time picker shows of a provider: the site's roster supplies the photo and title the scheduler lacks. */
export function providerProfile(provider: Provider | undefined): { name: string; specialty: string; image?: string | undefined } {
  if (!provider) return { name: '', specialty: '' };
  const entry = roster.find((p) => p.schedulerProviderId === String(provider.providerid));
  return {
    name: providerDisplayName(provider),
    specialty: provider.specialty?.trim() || entry?.title || '',
    image: entry?.image,
  };
}
