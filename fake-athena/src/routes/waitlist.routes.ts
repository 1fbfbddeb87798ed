import { AthenaHttpError, athenaError } from '../athena-errors';
import type { AthenaRoute, FakeAthenaContext } from '../athena-route';
import { intParam, requireFields } from '../athena-values';

interface WaitlistItem {
  waitlistid: string;
  departmentid: string;
  providerid?: string;
  patientid: string;
  appointmentid?: string;
  note?: string;
}

/**
 * athena's staff waitlist (issue #33): add an entry, list them, remove one. athena-api.md does not describe it; this
 * follows athena's public Appointments reference as far as we know it (decision 95): form fields in, `waitlistid`
 * out, the patient must exist, DELETE answers `{ "success": "true" }`.
 */
export function waitlistRoutes({ store }: FakeAthenaContext): AthenaRoute[] {
  const items = new Map<string, WaitlistItem>();
  let next = 7001;
  return [
    {
      method: 'POST',
      path: '/appointments/waitlist',
      handle: ({ params }) => {
        requireFields(params, 'departmentid', 'patientid');
        const patientid = String(intParam(params, 'patientid'));
        if (!store.getPatient(patientid)) throw new AthenaHttpError(404, athenaError.notFound('patient'));
        const optional = (key: 'providerid' | 'appointmentid' | 'note') => {
          const value = params.get(key);
          return value !== undefined ? { [key]: value } : {};
        };
        const item: WaitlistItem = {
          waitlistid: String(next++),
          departmentid: String(intParam(params, 'departmentid')),
          patientid,
          ...optional('providerid'),
          ...optional('appointmentid'),
          ...optional('note'),
        };
        items.set(item.waitlistid, item);
        return { waitlistid: item.waitlistid };
      },
    },
    {
      method: 'GET',
      path: '/appointments/waitlist',
      handle: () => ({ waitlist: [...items.values()], totalcount: items.size }),
    },
    {
      method: 'DELETE',
      path: '/appointments/waitlist/:waitlistid',
      handle: ({ ids }) => {
        if (!items.delete(ids.waitlistid!)) throw new AthenaHttpError(404, athenaError.notFound('waitlist entry'));
        return { success: 'true' };
      },
    },
  ];
}
