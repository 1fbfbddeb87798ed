// `@clinic/core/test-support`: the test doubles every package's tests share (never imported by production code).
export { FixedClock } from './fixed-clock';
export { openSlot } from './booking-fixtures';
export { managed } from './managed-appointments';
export {
  InMemoryAppointmentClaims,
  InMemoryAthenaWaitlist,
  InMemoryUsageCounters,
  InMemoryWaitlistStore,
  PlainWaitlistTokens,
} from './in-memory-waitlist';
