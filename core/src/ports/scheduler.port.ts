import type { AvailabilityPort } from './availability.port';
import type { BookingsPort } from './bookings.port';
import type { PatientRegistryPort } from './patient-registry.port';
import type { PracticeDirectoryPort } from './practice-directory.port';
import type { StaffSchedulePort } from './staff-schedule.port';

/**
 * The whole scheduling system (booking.md §7), as an adapter implements it and `guardedScheduler` wraps it.
 * Use-cases and drivers depend on the parts they use, never on this (decision 87).
 * Failures are thrown as `SchedulerError` carrying a stable code and the spec's prefixed message.
 */
export interface SchedulerPort extends PracticeDirectoryPort, AvailabilityPort, PatientRegistryPort, BookingsPort, StaffSchedulePort {}
