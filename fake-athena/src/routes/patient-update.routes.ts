import { parseUsDate } from '@clinic/core';
import { AthenaHttpError, athenaError } from '../athena-errors';
import type { AthenaRoute, FakeAthenaContext } from '../athena-route';

const FIELDS = ['firstname', 'lastname', 'mobilephone', 'email'] as const;

/** PUT /patients/{id}: corrects a patient's demographics and answers `[{ patientid }]` (athena-api.md §4.7). */
export function patientUpdateRoutes({ store }: FakeAthenaContext): AthenaRoute[] {
  return [
    {
      method: 'PUT',
      path: '/patients/:patientid',
      handle: ({ ids, params }) => {
        const dob = params.get('dob');
        if (dob !== undefined && !parseUsDate(dob)) throw new AthenaHttpError(400, athenaError.improperDob);
        const sex = params.get('sex')?.toUpperCase();
        const changes: Record<string, string> = {};
        for (const field of FIELDS) {
          const value = params.get(field);
          if (value !== undefined) changes[field] = value;
        }
        const updated = store.updatePatient(ids.patientid ?? '', {
          ...changes,
          ...(dob ? { dob } : {}),
          ...(sex === 'M' || sex === 'F' ? { sex } : {}),
        });
        if (!updated) throw new AthenaHttpError(404, athenaError.notFound('patient'));
        return [{ patientid: updated.patientid }];
      },
    },
  ];
}
