import {
  autoSelectedIvProvider,
  buildSlots,
  fetchOpenSlots,
  pickIvAppointmentType,
  providersForMode,
  upcomingSlots,
  type AppointmentType,
  type BookingMode,
  type Department,
  type OpenSlot,
  type PatientType,
  type Provider,
} from '@clinic/core';
import { CommandFailure, UsageError } from '../cli-errors';
import type { CliContext } from '../context';
import type { DateWindow } from '../options/date-window';
import { listProviders } from './lookups';

export interface SlotSearch {
  department: Department;
  providerId?: string;
  window: DateWindow;
  patientType: PatientType;
  mode: BookingMode;
}

/** Open slots with the providers they belong to, for display. */
export interface FoundSlots {
  slots: OpenSlot[];
  providers: Provider[];
}

/**
 * Open slots the way the booking dialog finds them (booking.md §4, §7): providers limited per mode, the core's
 * `fetchOpenSlots` (one search per type the patient may see, or the IV type in IV mode), then the core's
 * slot rules (filter, sort, de-duplicate, IV collisions). Not `searchSlots` itself: staff choose the window and
 * may search every provider of a department, and a failure here is the command's exit status, not a screen text.
 */
export async function findSlots(ctx: CliContext, search: SlotSearch): Promise<FoundSlots> {
  const { availability, clock } = await ctx.services();
  const eligible = providersForMode(await listProviders(ctx, search.department), search.department, search.mode);
  const providers = pickProviders(eligible, search);
  const types = await typesOf(ctx, search.department, providers);
  const providerId = search.providerId ?? (search.mode === 'iv' ? providers[0]?.providerid : undefined);
  const found = await ctx.call('Searching open slots', () =>
    fetchOpenSlots(availability, {
      departmentId: search.department.departmentid,
      startDate: search.window.from,
      endDate: search.window.to,
      patientType: search.patientType,
      ...(search.mode === 'iv' ? { appointmentTypeId: ivType(types).appointmenttypeid } : { types }),
      ...(providerId ? { providerId } : {}),
    }),
  );
  const shown = new Set(providers.map((p) => p.providerid));
  const slots = buildSlots(
    upcomingSlots(
      found.filter((s) => shown.has(s.providerid)),
      clock.now(),
    ),
    { patientType: search.patientType, mode: search.mode, types },
  );
  return { slots, providers };
}

/** Every appointment type the providers offer at the department, once each. */
async function typesOf(ctx: CliContext, department: Department, providers: readonly Provider[]): Promise<AppointmentType[]> {
  const { directory } = await ctx.services();
  const lists = await ctx.call('Loading appointment types', () =>
    Promise.all(providers.map((p) => directory.getAppointmentTypes({ departmentId: department.departmentid, providerId: p.providerid }))),
  );
  return [...new Map(lists.flat().map((t) => [t.appointmenttypeid, t])).values()];
}

function ivType(types: readonly AppointmentType[]): AppointmentType {
  const choice = pickIvAppointmentType(types);
  if (!choice.ok) throw new CommandFailure(choice.message);
  return choice.value;
}

function pickProviders(eligible: Provider[], search: SlotSearch): Provider[] {
  const where = `${search.department.departmentid} ${search.department.name}`;
  if (search.providerId) {
    const found = eligible.find((p) => p.providerid === search.providerId);
    if (found) return [found];
    const kind = search.mode === 'iv' ? 'IV provider' : 'provider';
    const known = eligible.map((p) => p.providerid).join(', ') || 'none';
    throw new UsageError(`Unknown ${kind} ${search.providerId} at department ${where} (known: ${known})`);
  }
  if (search.mode === 'iv') {
    const iv = autoSelectedIvProvider(eligible);
    if (!iv) throw new CommandFailure(`No IV service at department ${where}`);
    return [iv];
  }
  return eligible;
}
