import type { UsageCounterName } from '../availability';
import type { UsageCountersPort } from '../ports';
import type {
  AppointmentClaimsPort,
  AthenaWaitlistPort,
  NewWaitlistEntry,
  OfferClaim,
  PlannedOffer,
  WaitlistChoices,
  WaitlistEntry,
  WaitlistOffer,
  WaitlistStorePort,
  WaitlistTokensPort,
} from '../waitlist';

/** The waitlist store over arrays, with the database's promises (one offer per entry and slot, waves, one winner). */
export class InMemoryWaitlistStore implements WaitlistStorePort {
  readonly entries: (WaitlistEntry & { email: string; athenaWaitlistId: string | null })[] = [];
  readonly allOffers: WaitlistOffer[] = [];
  private nextId = 1;

  constructor(private readonly now: () => Date) {}

  async save(entry: NewWaitlistEntry): Promise<WaitlistEntry> {
    const stored = { ...entry, id: String(this.nextId++), createdAt: this.now(), athenaWaitlistId: null };
    this.entries.push(stored);
    return this.public(stored);
  }
  async updateChoices(appointmentId: string, choices: WaitlistChoices) {
    const entry = this.entries.find((e) => e.appointmentId === appointmentId);
    if (entry) Object.assign(entry, choices);
    return entry && this.public(entry);
  }
  async findByAppointment(appointmentId: string) {
    const entry = this.entries.find((e) => e.appointmentId === appointmentId);
    return entry && this.public(entry);
  }
  async get(entryId: string) {
    const entry = this.entries.find((e) => e.id === entryId);
    return entry && this.public(entry);
  }
  async list() {
    return this.entries.map((e) => this.public(e));
  }
  async remove(entryId: string) {
    const at = this.entries.findIndex((e) => e.id === entryId);
    if (at < 0) return undefined;
    const [gone] = this.entries.splice(at, 1);
    // An accepted offer stays: it tells the rest of its wave that the slot was taken.
    for (let i = this.allOffers.length - 1; i >= 0; i--) {
      const offer = this.allOffers[i]!;
      if (offer.entryId === entryId && offer.state !== 'accepted') this.allOffers.splice(i, 1);
    }
    return { athenaWaitlistId: gone!.athenaWaitlistId };
  }
  async setAthenaWaitlistId(entryId: string, athenaWaitlistId: string) {
    const entry = this.entries.find((e) => e.id === entryId);
    if (entry) entry.athenaWaitlistId = athenaWaitlistId;
  }
  async offers() {
    return this.allOffers.map((o) => ({ ...o }));
  }
  async getOffer(offerId: string) {
    const offer = this.allOffers.find((o) => o.id === offerId);
    return offer && { ...offer };
  }
  async recordOffer(planned: PlannedOffer, offersPerWave: number) {
    const ofSlot = this.allOffers.filter((o) => o.slotId === planned.slot.appointmentid);
    if (ofSlot.some((o) => o.entryId === planned.entryId || o.state === 'accepted')) return undefined;
    if (ofSlot.filter((o) => o.state === 'pending').length >= offersPerWave) return undefined;
    const offer: WaitlistOffer = {
      id: String(this.nextId++),
      entryId: planned.entryId,
      slotId: planned.slot.appointmentid,
      state: 'pending',
      expiresAt: planned.expiresAt,
    };
    this.allOffers.push(offer);
    return { ...offer };
  }
  async expireOffers(offerIds: readonly string[]) {
    const expiring = this.allOffers.filter((o) => offerIds.includes(o.id) && o.state === 'pending');
    for (const o of expiring) o.state = 'expired';
    return expiring.length;
  }
  async claimOffer(offerId: string, now: Date): Promise<OfferClaim> {
    const offer = this.allOffers.find((o) => o.id === offerId);
    if (!offer) return 'unknown';
    if (offer.state === 'accepted') return 'used';
    if (offer.state !== 'pending') return offer.state;
    if (offer.expiresAt <= now) return 'expired';
    if (this.allOffers.some((o) => o.slotId === offer.slotId && o.state === 'accepted')) return 'taken';
    offer.state = 'accepted';
    return 'claimed';
  }
  async markTaken(offerId: string) {
    const offer = this.allOffers.find((o) => o.id === offerId);
    if (offer) offer.state = 'taken';
  }
  async recipientOf(entryId: string) {
    return this.entries.find((e) => e.id === entryId)?.email;
  }

  private public({
    email: _email,
    athenaWaitlistId: _athena,
    ...entry
  }: WaitlistEntry & { email: string; athenaWaitlistId: string | null }): WaitlistEntry {
    return { ...entry, weekdays: [...entry.weekdays] };
  }
}

/** The per-appointment claims in one process; a test puts an id in `held` for a change running elsewhere. Never waits. */
export class InMemoryAppointmentClaims implements AppointmentClaimsPort {
  readonly held = new Set<string>();
  async exclusively<T>(appointmentId: string, _wait: boolean, change: () => Promise<T>): Promise<T | undefined> {
    if (this.held.has(appointmentId)) return undefined;
    this.held.add(appointmentId);
    try {
      return await change();
    } finally {
      this.held.delete(appointmentId);
    }
  }
}

/** athena's waitlist as a set of ids. */
export class InMemoryAthenaWaitlist implements AthenaWaitlistPort {
  readonly ids = new Map<string, { departmentId: string; providerId: string; patientId: string; appointmentId: string }>();
  private next = 900;
  async addToWaitlist(input: { departmentId: string; providerId: string; patientId: string; appointmentId: string }) {
    const id = String(this.next++);
    this.ids.set(id, input);
    return id;
  }
  async removeFromWaitlist(waitlistId: string) {
    this.ids.delete(waitlistId);
  }
}

/** Readable tokens for tests (`offer:o1:<ms>`): the signing itself is the adapters' and tested there. */
export class PlainWaitlistTokens implements WaitlistTokensPort {
  sign(claim: { purpose: 'offer' | 'opt-out'; id: string; expiresAt: Date }) {
    return `${claim.purpose}:${claim.id}:${claim.expiresAt.getTime()}`;
  }
  verify(token: string, purpose: 'offer' | 'opt-out', now: Date) {
    const [kind, id, until] = token.split(':');
    return kind === purpose && id ? { id, expired: Number(until) <= now.getTime() } : undefined;
  }
}

/** Counts in a map, by name. */
export class InMemoryUsageCounters implements UsageCountersPort {
  readonly counts = new Map<UsageCounterName, number>();
  async increment(name: UsageCounterName, options: { by?: number } = {}) {
    this.counts.set(name, (this.counts.get(name) ?? 0) + (options.by ?? 1));
  }
}
