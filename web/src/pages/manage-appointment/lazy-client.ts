import { MANAGE_MESSAGES, refusalOf, type ClinicDate, type ManageFailure } from '@clinic/core';
import { lazyModule } from '../../app/lazy-module';
import { withNamespaces } from '../../i18n/with-namespaces';
import type { IdentityErrors } from './identity-rules';
import type { ManageApi, ManageIdentity, ManageResult } from './manage-api';

// With the client come the dialog's messages (the calendar, the time step) and the core's texts (its rules' and
// outcomes' words): after first paint, so the page's first load carries only its own (decision 93).
const client = withNamespaces(
  lazyModule(
    () => import('./manage-client'),
    (mod) => mod,
  ),
  ['booking', 'core'],
);
const UNAVAILABLE: ManageFailure = { code: 'MANAGE_UNAVAILABLE', message: MANAGE_MESSAGES.MANAGE_UNAVAILABLE };

/** Starts fetching the client chunk (the page calls it once it is on screen). */
export function preloadClient(): void {
  void client.load().catch(() => undefined); // a submit retries and reports it
}

/** The step 1 rules, once their chunk is in; a chunk that cannot be fetched is the service being unavailable. */
export async function checkIdentity(
  identity: ManageIdentity,
  today: ClinicDate,
): Promise<{ ok: true; errors: IdentityErrors } | { ok: false; message: string }> {
  try {
    return { ok: true, errors: (await client.load()).identityErrors(identity, today) };
  } catch {
    return { ok: false, message: UNAVAILABLE.message };
  }
}

/** The manage routes' client, each call waiting for the chunk; the same answers as manageApi(). */
export function lazyManageApi(): ManageApi {
  const withClient = async <T>(work: (api: ManageApi) => Promise<ManageResult<T>>): Promise<ManageResult<T>> => {
    let api: ManageApi;
    try {
      api = (await client.load()).manageApi();
    } catch {
      return refusalOf(UNAVAILABLE);
    }
    return work(api);
  };
  return {
    requestCode: (identity) => withClient((api) => api.requestCode(identity)),
    verifyCode: (identity, code) => withClient((api) => api.verifyCode(identity, code)),
    appointments: () => withClient((api) => api.appointments()),
    cancel: (appointmentId, reason) => withClient((api) => api.cancel(appointmentId, reason)),
    reschedule: (appointmentId, newAppointmentId) => withClient((api) => api.reschedule(appointmentId, newAppointmentId)),
    signOut: () => withClient((api) => api.signOut()),
  };
}
