import {
  autoSelectedIvProvider, buildSlots, pickIvAppointmentType, providersForMode,
  type AppointmentType, type BookingMode, type Department, type OpenSlot, type PatientType, type Provider,
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
 * Open slots the way the booking dialog finds them (booking.md §4, §7): providers limited per mode, the IV type
 * auto-selected in IV mode, then the core's slot rules (filter, sort, de-duplicate, IV collisions).
 */
export async function findSlots(ctx: CliContext, search: SlotSearch): Promise<FoundSlots> {
  const { scheduler } = ctx.services();
  const eligible = providersForMode(await listProviders(ctx, search.department), search.department, search.mode);
  const providers = pickProviders(eligible, search);
  const departmentId = search.department.departmentid;
  let types: AppointmentType[] = [];
  let appointmentTypeId: string | undefined;
  if (search.mode === 'iv') {
    const ivProvider = providers[0]!;
    types = await ctx.call('Loading appointment types', () => scheduler.getAppointmentTypes({ departmentId, providerId: ivProvider.providerid }));
    const choice = pickIvAppointmentType(types);
    if (!choice.ok) throw new CommandFailure(choice.message);
    appointmentTypeId = choice.type.appointmenttypeid;
  }
  const onlyOne = search.providerId ?? (search.mode === 'iv' ? providers[0]?.providerid : undefined);
  const raw = await ctx.call('Searching open slots', () =>
    scheduler.getOpenSlots({
      departmentId,
      startDate: search.window.from,
      endDate: search.window.to,
      ignoreSchedulablePermission: true,
      ...(onlyOne ? { providerId: onlyOne } : {}),
      ...(appointmentTypeId ? { appointmentTypeId } : {}),
    }),
  );
  const shown = new Set(providers.map((p) => p.providerid));
  const slots = buildSlots(raw.filter((s) => shown.has(s.providerid)), { patientType: search.patientType, mode: search.mode, types });
  return { slots, providers };
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
