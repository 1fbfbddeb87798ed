import { AthenaHttpError, athenaError } from '../athena-errors';
import { paged } from '../athena-paging';
import type { AthenaRoute, FakeAthenaContext } from '../athena-route';
import { appointmentTypeShape, departmentShape, providerShape, reasonShape } from '../athena-shapes';
import { requireFields } from '../athena-values';
import { HIDDEN_DEPARTMENT_IDS } from '@clinic/fixtures';
import { PracticeLists } from '../practice-lists';

const LIST_LIMIT = 1500; // athena's default page size for most lists (§3.2)

/** Departments, providers, appointment types, reasons and practice info (athena-api.md §4.1–4.4, §4.12). */
export function referenceRoutes({ store, practiceId, practiceName }: FakeAthenaContext): AthenaRoute[] {
  const practice = new PracticeLists(store);
  const byId = <T>(items: T[], id: (item: T) => string, wanted: string | undefined, what: string): T[] => {
    const hit = items.find((item) => id(item) === wanted);
    if (!hit) throw new AthenaHttpError(404, athenaError.notFound(what));
    return [hit];
  };
  return [
    {
      method: 'GET',
      path: '/departments',
      handle: ({ params, selfPath }) => {
        const lists = { providerlist: params.flag('providerlist'), fullproviderlist: params.flag('fullproviderlist') };
        // Departments hidden from the portal are listed only with showalldepartments (§4.1).
        const shown = store.departments().filter((d) => params.flag('showalldepartments') || !HIDDEN_DEPARTMENT_IDS.has(d.departmentid));
        const items = shown.map((d) => departmentShape(d, lists));
        return paged('departments', items, params, selfPath, LIST_LIMIT);
      },
    },
    {
      method: 'GET',
      path: '/departments/:departmentid',
      handle: ({ ids }) =>
        byId(store.departments(), (d) => d.departmentid, ids.departmentid, 'department').map((d) =>
          departmentShape(d, { providerlist: true, fullproviderlist: true }),
        ),
    },
    {
      method: 'GET',
      path: '/providers',
      handle: ({ params, selfPath }) => paged('providers', practice.providers().map(providerShape), params, selfPath, LIST_LIMIT),
    },
    {
      method: 'GET',
      path: '/providers/:providerid',
      handle: ({ ids }) => byId(practice.providers(), (p) => p.providerid, ids.providerid, 'provider').map(providerShape),
    },
    {
      method: 'GET',
      path: '/appointmenttypes',
      handle: ({ params, selfPath }) =>
        paged('appointmenttypes', practice.appointmentTypes(params).map(appointmentTypeShape), params, selfPath, LIST_LIMIT),
    },
    {
      method: 'GET',
      path: '/appointmenttypes/:appointmenttypeid',
      handle: ({ ids }) =>
        byId(store.appointmentTypes(), (t) => t.appointmenttypeid, ids.appointmenttypeid, 'appointment type').map(appointmentTypeShape),
    },
    ...(['new', 'existing'] as const).map((type): AthenaRoute => ({
      method: 'GET',
      path: `/patientappointmentreasons/${type}patient`,
      handle: ({ params, selfPath }) => {
        requireFields(params, 'departmentid', 'providerid');
        const items = store.reasons(type).map((r) => reasonShape(r, type));
        return paged('patientappointmentreasons', items, params, selfPath, LIST_LIMIT);
      },
    })),
    {
      method: 'GET',
      path: '/practiceinfo',
      handle: () => ({
        totalcount: 1,
        practiceinfo: [
          { practiceid: practiceId, name: practiceName, hasclinicals: true, hascommunicator: true, experiencemode: 'STREAMLINEDONLY' },
        ],
      }),
    },
  ];
}
