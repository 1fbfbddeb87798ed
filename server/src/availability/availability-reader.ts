import { AthenaScheduler, type AthenaTransport } from '@clinic/adapters';
import { indexedTypes, type ClinicDayRange, type OpenSlot } from '@clinic/core';
import type { PracticeDirectory } from './availability-store';

/** One read of open slots: which days, and optionally one provider at some departments (a lost race's day). */
export interface SlotRead {
  range: ClinicDayRange;
  departmentIds: readonly string[];
  types: readonly { appointmenttypeid: string }[];
  providerId?: string;
}

/**
 * The index's reads from athena, through the server's own upstream (the pooled client, the per-practice pacing of
 * ATHENA_MAX_RPS, the reference cache) and ATHENA_OPERATIONS' requests (AthenaScheduler builds them). athena lists
 * nothing without a type (athena-api.md §4.5), so a read is one call per indexed type for every department at once,
 * plus its further pages; at most `concurrency` types are read at a time, leaving the pace to patients' calls.
 */
export class AvailabilityReader {
  private readonly athena: AthenaScheduler;

  constructor(
    transport: AthenaTransport,
    private readonly concurrency: number,
    now: () => number,
  ) {
    this.athena = new AthenaScheduler(transport, { clock: { now: () => new Date(now()) } });
  }

  async directory(): Promise<PracticeDirectory> {
    const [departments, providers, types] = await Promise.all([
      this.athena.getDepartments(),
      this.athena.getProviders(),
      this.athena.getPracticeAppointmentTypes(),
    ]);
    return {
      departmentIds: departments.filter((d) => (d.providerlist?.length ?? 0) > 0).map((d) => d.departmentid),
      providers: providers.map(({ providerid, firstname, lastname, displayname }) => ({ providerid, firstname, lastname, displayname })),
      types: indexedTypes(types).map(({ appointmenttypeid, name, shortname, duration }) => ({
        appointmenttypeid,
        name,
        shortname,
        duration,
      })),
    };
  }

  /** Every open slot of the read, every type; any failed call fails the whole read (a partial read is never kept). */
  async slots(read: SlotRead): Promise<OpenSlot[]> {
    if (read.departmentIds.length === 0) return [];
    const departmentId = read.departmentIds.join(',');
    const pending = [...read.types];
    const found: OpenSlot[] = [];
    const worker = async () => {
      for (let type = pending.shift(); type; type = pending.shift()) {
        const slots = await this.athena.getOpenSlots({
          departmentId,
          appointmentTypeId: type.appointmenttypeid,
          startDate: read.range.startDate,
          endDate: read.range.endDate,
          ignoreSchedulablePermission: true,
          ...(read.providerId ? { providerId: read.providerId } : {}),
        });
        found.push(...slots);
      }
    };
    await Promise.all(Array.from({ length: Math.max(1, Math.min(this.concurrency, pending.length)) }, worker));
    return found;
  }
}
