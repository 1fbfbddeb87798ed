import type { ManageDeps } from '../manage/manage-deps';
import type { UsageCountersPort } from '../ports';
import type { AppointmentClaimsPort } from './appointment-claims.port';
import type { WaitlistSettings } from './waitlist-matching';
import type { AthenaWaitlistPort, WaitlistStorePort, WaitlistTokensPort } from './waitlist-store.port';

/** Everything the waitlist's use-cases need, as ports; moves reuse the manage flow's own dependencies. */
export interface WaitlistDeps {
  store: WaitlistStorePort;
  athena: AthenaWaitlistPort;
  tokens: WaitlistTokensPort;
  counters: UsageCountersPort;
  manage: ManageDeps;
  /** The manage page's per-appointment claims: an offer's move is one more change of the patient's appointment. */
  claims: AppointmentClaimsPort;
  settings: WaitlistSettings;
  /**
   * A side effect that failed while the action stands (athena's waitlist, a counter, an e-mail): a stable code for
   * the log and the metrics, never the patient's data.
   */
  onSideEffectFailed?: (code: WaitlistSideEffect, error: unknown) => void;
}

export type WaitlistSideEffect = 'ATHENA_WAITLIST_ADD' | 'ATHENA_WAITLIST_REMOVE' | 'OFFER_MAIL' | 'COUNTER';

/** Runs a side effect whose failure must not undo what it accompanies. */
export async function quietly(deps: Pick<WaitlistDeps, 'onSideEffectFailed'>, code: WaitlistSideEffect, effect: () => Promise<unknown>) {
  try {
    await effect();
  } catch (error) {
    deps.onSideEffectFailed?.(code, error);
  }
}

/** Deletes an entry here and in athena's waitlist (issue #33: when it is taken, cancelled, moved, passed or left). */
export async function removeEntry(deps: Pick<WaitlistDeps, 'store' | 'athena' | 'onSideEffectFailed'>, entryId: string): Promise<boolean> {
  const removed = await deps.store.remove(entryId);
  const athenaId = removed?.athenaWaitlistId;
  if (athenaId) await quietly(deps, 'ATHENA_WAITLIST_REMOVE', () => deps.athena.removeFromWaitlist(athenaId));
  return removed !== undefined;
}
