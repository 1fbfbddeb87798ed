import { z } from 'zod';
import { SITE_LANGUAGE_CODES, type SiteLanguageCode } from '../i18n/site-languages';
import type { PatientType } from '../ports';
import type { BookingMode } from '../rules';
import { usDateSchema } from '../validation/clinic-text.schema';

/** Which providers a patient will move to: the one they booked, or anyone at the same clinic. */
export const PROVIDER_CHOICES = ['same', 'any'] as const;
export type ProviderChoice = (typeof PROVIDER_CHOICES)[number];

/** Part of the clinic day that suits: before noon, from noon, or either. */
export const PARTS_OF_DAY = ['morning', 'afternoon', 'any'] as const;
export type PartOfDayChoice = (typeof PARTS_OF_DAY)[number];

/** The languages an offer e-mail can be written in: the site's, the one the entry was made in (decision 99). */
export const WAITLIST_LANGUAGES = SITE_LANGUAGE_CODES;
export type WaitlistLanguage = SiteLanguageCode;

/** "Tell me if an earlier time opens": what the patient chose, checked at every door (issue #33). */
export const waitlistChoicesSchema = z
  .object({
    providerChoice: z.enum(PROVIDER_CHOICES),
    /** Days of the week that suit, 0 = Sunday; at least one. */
    weekdays: z.array(z.number().int().min(0).max(6)).min(1).max(7),
    partOfDay: z.enum(PARTS_OF_DAY),
    /** Offers stop after this clinic date (MM/DD/YYYY). */
    endDate: usDateSchema,
  })
  .strict();
export type WaitlistChoices = z.infer<typeof waitlistChoicesSchema>;

/** The booked appointment an entry would replace: what matching compares a freed slot with. */
export interface WaitlistBooking {
  appointmentId: string;
  patientId: string;
  departmentId: string;
  providerId: string;
  appointmentTypeId: string;
  /** Clinic date and start time of the booked appointment. */
  date: string;
  startTime: string;
}

/** One patient waiting for an earlier time. The e-mail lives only in the store, encrypted; matching never sees it. */
export interface WaitlistEntry extends WaitlistBooking, WaitlistChoices {
  id: string;
  /** The dialog's slot rules for this visit (booking.md §4), fixed when the entry was made. */
  patientType: PatientType;
  mode: BookingMode;
  language: WaitlistLanguage;
  /** Soonest-waiting first: the order offers go out in. */
  createdAt: Date;
}

/** One offer of one freed slot to one entry; the store keeps one per (entry, slot), ever. */
export interface WaitlistOffer {
  id: string;
  entryId: string;
  slotId: string;
  state: 'pending' | 'accepted' | 'expired' | 'taken';
  expiresAt: Date;
}
