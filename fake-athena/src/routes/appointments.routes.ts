import { addClinicDays, clinicInstant, formatUsDate, parseUsDate, usDateKey, type OpenSlot } from '@clinic/core';
import { staffDetailsOf } from '@clinic/adapters';
import { SlotUnavailableError, type PracticeFixtureStore } from '@clinic/fixtures';
import { AthenaHttpError, athenaError } from '../athena-errors';
import { paged } from '../athena-paging';
import type { AthenaParams } from '../athena-params';
import type { AthenaRoute, FakeAthenaContext } from '../athena-route';
import { bookedShape, bookingAnswerShape, openSlotShape } from '../athena-shapes';
import { intParam, requireFields, usDateParam } from '../athena-values';

export const SLOT_PAGE_SIZE = 1000; // athena's default for appointments/open and /booked (§3.2)

/** Open slots, booking and the booked list (athena-api.md §4.5, §4.10, §4.11). */
export function appointmentRoutes({ store, now, slotPageSize }: FakeAthenaContext): AthenaRoute[] {
  /**
   * A reason's minimum notice (`schedulingminhours`, athena-api.md §7): slots sooner than that are not offered
   * for the reason unless the caller sends bypassscheduletimechecks.
   */
  const noticeHours = (reasonId: string | undefined): number => {
    if (reasonId === undefined) return 0;
    const reason = [...store.reasons('new'), ...store.reasons('existing')].find((r) => String(r.reasonid) === reasonId);
    return (reason as { schedulingminhours?: number } | undefined)?.schedulingminhours ?? 0;
  };
  const farEnough = (hours: number) => (slot: OpenSlot) =>
    hours <= 0 || clinicInstant(parseUsDate(slot.date)!, slot.starttime).getTime() - now() >= hours * 3_600_000;

  return [
    {
      method: 'GET',
      path: '/appointments/open',
      handle: ({ params, selfPath }) => {
        requireFields(params, 'departmentid');
        const reasons = params.list('reasonid');
        const typeId = params.get('appointmenttypeid');
        const providerIds = params.list('providerid');
        if (reasons.some((r) => r !== '-1') && providerIds.length === 0) {
          throw new AthenaHttpError(400, athenaError.missingFields(['providerid']));
        }
        const startDate = usDateParam(params, 'startdate') ?? formatUsDate(store.today);
        const endDate = usDateParam(params, 'enddate') ?? formatUsDate(addClinicDays(parseUsDate(startDate)!, 7));
        const includeFrozen = params.flag('showfrozenslots');
        const bypassNotice = params.flag('bypassscheduletimechecks');
        // athena returns nothing unless a reason or a type narrows the search (§4.5).
        const slots =
          reasons.length === 0 && typeId === undefined
            ? []
            : params.list('departmentid').flatMap((departmentId) =>
                (reasons.length > 0 ? reasons : [undefined]).flatMap((reason) =>
                  store
                    .openSlots({
                      departmentId,
                      startDate,
                      endDate,
                      includeFrozen,
                      ...(providerIds.length > 0 ? { providerIds } : {}),
                      ...(typeId !== undefined ? { appointmentTypeId: typeId } : {}),
                      ...(reason !== undefined && reason !== '-1' ? { reasonId: Number(reason) } : {}),
                    })
                    .filter(farEnough(bypassNotice ? 0 : noticeHours(reason))),
                ),
              );
        const unique = [...new Map(slots.map((s) => [s.appointmentid, s])).values()];
        unique.sort((a, b) => (usDateKey(a.date) + a.starttime).localeCompare(usDateKey(b.date) + b.starttime));
        return paged(
          'appointments',
          unique.map((s) => openSlotShape(s, includeFrozen)),
          params,
          selfPath,
          slotPageSize,
        );
      },
    },
    { method: 'PUT', path: '/appointments/:appointmentid', handle: ({ params, ids }) => book(params, ids.appointmentid!) },
    {
      // athena-api.md §4.10 "Related": patientid required, cancellationreason free text → {"status":"x"}; the slot opens again.
      method: 'PUT',
      path: '/appointments/:appointmentid/cancel',
      handle: ({ params, ids }) => {
        requireFields(params, 'patientid');
        const patientid = String(intParam(params, 'patientid'));
        if (!('cancel' in store)) throw new AthenaHttpError(404, athenaError.notFound('appointment'));
        (store as PracticeFixtureStore).cancel(ids.appointmentid!, patientid);
        return { status: 'x' };
      },
    },
    {
      method: 'GET',
      path: '/appointments/booked',
      handle: ({ params, selfPath }) => {
        requireFields(params, 'startdate', 'enddate');
        const optional = (key: string, value: string | undefined) => (value !== undefined ? { [key]: value } : {});
        const booked = store.booked({
          startDate: usDateParam(params, 'startdate')!,
          endDate: usDateParam(params, 'enddate')!,
          showCancelled: params.flag('showcancelled'),
          ...optional('departmentId', params.get('departmentid')),
          ...optional('providerId', params.get('providerid')),
          ...optional('patientId', params.get('patientid')),
          ...optional('appointmentTypeId', params.get('appointmenttypeid')),
        });
        const items = booked.map((a) => ({
          ...bookedShape(a, params.flag('showpatientdetail')),
          ...staffDetails(store, a.patientid, params.flag('showpatientdetail'), params.flag('showinsurance')),
        }));
        return paged('appointments', items, params, selfPath, slotPageSize);
      },
    },
  ];

  function book(params: AthenaParams, appointmentid: string): unknown {
    requireFields(params, 'patientid');
    if (params.get('reasonid') === undefined && params.get('appointmenttypeid') === undefined) {
      throw new AthenaHttpError(400, athenaError.missingFields(['reasonid']));
    }
    const patientid = String(intParam(params, 'patientid'));
    intParam(params, 'appointmenttypeid');
    if (!store.getPatient(patientid)) throw new AthenaHttpError(404, athenaError.notFound('patient'));
    const typeId = params.get('appointmenttypeid');
    const note = params.get('bookingnote');
    try {
      const booked = store.book({
        appointmentid,
        patientid,
        ...(typeId !== undefined ? { appointmenttypeid: typeId } : {}),
        ...(note !== undefined ? { bookingnote: note } : {}),
      });
      return [bookingAnswerShape(booked)];
    } catch (error) {
      if (error instanceof SlotUnavailableError) throw new AthenaHttpError(409, athenaError.slotTaken);
      throw error;
    }
  }
}

/** The patient's phone (showpatientdetail) and policies (showinsurance) athena adds to a booked appointment (§4.11). */
function staffDetails(store: FakeAthenaContext['store'], patientid: string, withPatient: boolean, withInsurance: boolean) {
  const { patient, insurances } = staffDetailsOf(store, patientid);
  return {
    ...(withPatient && patient ? { patient } : {}),
    ...(withInsurance && insurances ? { insurances } : {}),
  };
}
