import {
  DEFAULT_WAITLIST_SETTINGS,
  forgetWaitlistedAppointment,
  runWaitlistMatching,
  type AppointmentClaimsPort,
  type AthenaWaitlistPort,
  type AvailabilitySnapshot,
  type UsageCountersPort,
  type WaitlistDeps,
  type WaitlistSettings,
  type WaitlistStorePort,
} from '@clinic/core';
import type { FastifyInstance } from 'fastify';
import { waitlistOutcomes } from '../../metrics/metrics';
import type { ManageService } from '../manage/manage-service';
import { failureCode } from '../manage/manage-service';
import { HmacWaitlistTokens } from './waitlist-tokens';

/** What the waitlist (#33) runs on: its store (the database), athena's waitlist, the usage counters, its knobs. */
export interface WaitlistOptions {
  store: WaitlistStorePort;
  athena: AthenaWaitlistPort;
  /** Defaults to the app's usage counters (/metrics at once, the database's clinic-day totals). */
  counters?: UsageCountersPort;
  settings?: Partial<WaitlistSettings>;
}

/** The waitlist as the server runs it: the routes' dependencies, and the two events that drive it. */
export interface WaitlistService {
  deps: WaitlistDeps;
  /** Wire to the availability index's listener (it runs on the replica holding the refresh lease). */
  onIndexRefreshed(snapshot: Pick<AvailabilitySnapshot, 'slots'>): Promise<void>;
  /** The appointment was cancelled or moved: its entry goes. Never throws. */
  forget(appointmentId: string): Promise<void>;
}

/** Builds the waitlist's dependencies over the manage flow's; failures are logged and counted by code only. */
export function waitlistService(
  app: FastifyInstance,
  manage: ManageService,
  options: WaitlistOptions & { counters: UsageCountersPort; claims: AppointmentClaimsPort },
  secret: string,
): WaitlistService {
  const deps: WaitlistDeps = {
    store: options.store,
    athena: options.athena,
    counters: options.counters,
    tokens: new HmacWaitlistTokens(secret),
    manage: manage.deps,
    claims: options.claims,
    settings: { ...DEFAULT_WAITLIST_SETTINGS, ...options.settings },
    onSideEffectFailed: (code, error) => {
      waitlistOutcomes.inc({ action: 'side-effect', outcome: code });
      app.log.warn({ code, cause: failureCode(error) }, 'waitlist side effect failed');
    },
  };
  return {
    deps,
    async onIndexRefreshed(snapshot) {
      try {
        const run = await runWaitlistMatching(deps, snapshot);
        if (run.offersSent + run.offersExpired + run.entriesFinished > 0) app.log.info(run, 'waitlist matched');
      } catch (error) {
        waitlistOutcomes.inc({ action: 'match', outcome: 'FAILED' });
        app.log.warn({ code: failureCode(error) }, 'waitlist matching failed');
      }
    },
    async forget(appointmentId) {
      try {
        await forgetWaitlistedAppointment(deps, appointmentId);
      } catch (error) {
        waitlistOutcomes.inc({ action: 'forget', outcome: 'FAILED' });
        app.log.warn({ code: failureCode(error) }, 'waitlist entry not removed');
      }
    },
  };
}
