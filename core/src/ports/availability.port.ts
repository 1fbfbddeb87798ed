import type { OpenSlot } from '../model';

/** Open slots for one appointment type (the dialog's search) — booking.md §7, GET appointments/open. */
export interface OpenSlotsByTypeQuery {
  departmentId: string;
  appointmentTypeId?: string;
  providerId?: string;
  /** MM/DD/YYYY, clinic date. */
  startDate: string;
  /** MM/DD/YYYY; defaults to startDate. */
  endDate?: string;
  ignoreSchedulablePermission?: boolean;
  limit?: number;
}

/** Open slots for a patient-facing reason — booking.md §7, the reason-based variant. */
export interface OpenSlotsByReasonQuery {
  departmentId: string;
  reasonId: number;
  providerId?: string;
  startDate: string;
  endDate?: string;
  limit?: number;
  /** The scheduling client's own default is false; the dialog's search sends true (booking.md §6). */
  ignoreSchedulablePermission?: boolean;
}

/** The open slots a patient may book (booking.md §7): the slot search and a reschedule's choice of time. */
export interface AvailabilityPort {
  getOpenSlots(query: OpenSlotsByTypeQuery): Promise<OpenSlot[]>;
  getOpenSlotsByReason(query: OpenSlotsByReasonQuery): Promise<OpenSlot[]>;
}
