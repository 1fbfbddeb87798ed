import type { WaitlistChoices, WaitlistEntry, WaitlistOffer } from './waitlist-entry';
import type { PlannedOffer } from './waitlist-matching';

/** An entry as it is made: everything but its id and time, with the address offers go to. */
export type NewWaitlistEntry = Omit<WaitlistEntry, 'id' | 'createdAt'> & { email: string };

/** How taking an offer's slot went: the offer is now the slot's one accepted offer, or why not. */
export type OfferClaim = 'claimed' | 'used' | 'expired' | 'taken' | 'unknown';

/**
 * The waitlist's entries and offers (issue #33), shared by every replica. The e-mail is kept encrypted and is only
 * ever read back to address an offer; one offer per entry and slot, ever, whoever records it.
 */
export interface WaitlistStorePort {
  /** Adds or replaces the entry of this booked appointment (one entry per appointment). */
  save(entry: NewWaitlistEntry): Promise<WaitlistEntry>;
  updateChoices(appointmentId: string, choices: WaitlistChoices): Promise<WaitlistEntry | undefined>;
  findByAppointment(appointmentId: string): Promise<WaitlistEntry | undefined>;
  get(entryId: string): Promise<WaitlistEntry | undefined>;
  list(): Promise<WaitlistEntry[]>;
  /**
   * Deletes the entry and its offers but an accepted one (it tells the rest of the wave the slot is taken); the
   * athena waitlist id it held, when it had one.
   */
  remove(entryId: string): Promise<{ athenaWaitlistId: string | null } | undefined>;
  /** Remembers athena's id for the entry, to remove it there when the entry goes. */
  setAthenaWaitlistId(entryId: string, athenaWaitlistId: string): Promise<void>;
  /** Every offer of the entries still waiting, and the accepted ones. */
  offers(): Promise<WaitlistOffer[]>;
  getOffer(offerId: string): Promise<WaitlistOffer | undefined>;
  /**
   * Records an offer unless it was made before or its slot already has `offersPerWave` pending offers or an
   * accepted one (checked atomically across replicas); undefined when it was not recorded.
   */
  recordOffer(offer: PlannedOffer, offersPerWave: number): Promise<WaitlistOffer | undefined>;
  /** Marks pending offers expired; how many were. */
  expireOffers(offerIds: readonly string[]): Promise<number>;
  /** Atomically makes this pending, unexpired offer the slot's one accepted offer. */
  claimOffer(offerId: string, now: Date): Promise<OfferClaim>;
  /** A claimed offer whose slot could not be booked after all: the slot is nobody's through the waitlist. */
  markTaken(offerId: string): Promise<void>;
  /** The entry's address, decrypted; only to send it an offer. */
  recipientOf(entryId: string): Promise<string | undefined>;
}

/** athena's staff-side waitlist (`POST /appointments/waitlist`), so the front desk sees who waits. */
export interface AthenaWaitlistPort {
  addToWaitlist(input: { departmentId: string; providerId: string; patientId: string; appointmentId: string }): Promise<string>;
  removeFromWaitlist(waitlistId: string): Promise<void>;
}

/** Signed, expiring links that name no patient: an offer to take, or an entry to leave. */
export interface WaitlistTokensPort {
  sign(claim: { purpose: 'offer' | 'opt-out'; id: string; expiresAt: Date }): string;
  /** The id the token was signed for and whether its time is past; undefined when forged or for another purpose. */
  verify(token: string, purpose: 'offer' | 'opt-out', now: Date): { id: string; expired: boolean } | undefined;
}
