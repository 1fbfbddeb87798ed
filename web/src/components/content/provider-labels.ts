import type { ProviderTitle } from '../../content/types';
import { t } from '../../i18n/catalog';

/** A provider's title in the page's language; the roster keeps the English one, which the booking dialog reads. */
export function providerTitle(title: ProviderTitle): string {
  const titles: Record<ProviderTitle, string> = {
    'Internist & Primary Care Physician': t('card.provider.internist'),
    'Family Nurse Practitioner': t('card.provider.nursePractitioner'),
    'Physician Assistant': t('card.provider.physicianAssistant'),
  };
  return titles[title];
}

/** "Glendale clinic" (the roster's `features.location`) in the page's language; the clinic's name stays. */
export const clinicLabel = (location: string): string => t('card.provider.clinic', { clinic: location.replace(/ clinic$/, '') });
