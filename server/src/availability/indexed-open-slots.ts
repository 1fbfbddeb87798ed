import { addClinicDays, availabilityWindows, formatUsDate, parseUsDate, usDateKey, type ClinicDate, type OpenSlot } from '@clinic/core';
import type { IndexedAvailability } from './availability-store';

/** athena's own page size for appointments/open when the caller sends no limit (athena-api.md §4.5). */
const ATHENA_SLOT_PAGE = 1000;

const digitsList = (value: string | undefined) => (value === undefined ? undefined : value.split(','));

/**
 * The seed's by-provider search (`GET /appointments/open`, as the dialog sends it through the proxy) answered from
 * the index in athena's own shape and paging, or undefined when the index cannot answer it exactly as athena would:
 * a reason-based search, a type the index does not read, only web-bookable slots, or days outside its window.
 */
export function openSlotsFromIndex(
  state: IndexedAvailability,
  sent: Readonly<Record<string, string>>,
  today: ClinicDate,
): string | undefined {
  const typeId = sent.appointmenttypeid;
  if (sent.reasonid !== undefined || typeId === undefined || sent.ignoreschedulablepermission !== 'true') return undefined;
  if (!state.directory.types.some((t) => t.appointmenttypeid === typeId)) return undefined;
  const start = sent.startdate === undefined ? today : parseUsDate(sent.startdate);
  const end = sent.enddate === undefined ? start && addClinicDays(start, 7) : parseUsDate(sent.enddate);
  const departments = digitsList(sent.departmentid);
  if (!start || !end || !departments) return undefined;
  const windowEnd = usDateKey(availabilityWindows(today).far.endDate);
  const [first, last] = [usDateKey(formatUsDate(start)), usDateKey(formatUsDate(end))];
  if (last > windowEnd) return undefined;
  const providers = digitsList(sent.providerid);
  const slots = state.slots.filter((s) => {
    const day = usDateKey(s.date);
    return (
      s.appointmenttypeid === typeId &&
      departments.includes(s.departmentid) &&
      (providers === undefined || providers.includes(s.providerid)) &&
      day >= first &&
      day <= last
    );
  });
  slots.sort(
    (a, b) =>
      (usDateKey(a.date) + a.starttime).localeCompare(usDateKey(b.date) + b.starttime) || Number(a.appointmentid) - Number(b.appointmentid),
  );
  return JSON.stringify(page(slots.map(athenaShape), sent));
}

/** athena's list envelope: `{ appointments, totalcount, next? }`, `next` path-only as the proxy relays it. */
function page(items: readonly Record<string, unknown>[], sent: Readonly<Record<string, string>>): Record<string, unknown> {
  const limit = Math.max(1, Number(sent.limit ?? ATHENA_SLOT_PAGE) || ATHENA_SLOT_PAGE);
  const offset = Math.max(0, Number(sent.offset ?? 0) || 0);
  const body: Record<string, unknown> = { appointments: items.slice(offset, offset + limit), totalcount: items.length };
  if (offset + limit < items.length) {
    const query = new URLSearchParams({ ...sent, offset: String(offset + limit) });
    body.next = `/appointments/open?${query.toString()}`;
  }
  return body;
}

/** A slot as athena lists it (ids as numbers, athena-api.md §4.5). */
function athenaShape(slot: OpenSlot): Record<string, unknown> {
  return {
    date: slot.date,
    appointmentid: Number(slot.appointmentid),
    departmentid: Number(slot.departmentid),
    localproviderid: Number(slot.providerid),
    providerid: Number(slot.providerid),
    appointmenttypeid: Number(slot.appointmenttypeid),
    appointmenttype: slot.appointmenttype,
    patientappointmenttypename: slot.patientappointmenttypename ?? slot.appointmenttype,
    starttime: slot.starttime,
    duration: slot.duration,
    reasonid: slot.reasonid ?? ['-1'],
  };
}
