export {
  AVAILABILITY_FRESHNESS,
  AVAILABILITY_PATH,
  availabilityAnswerSchema,
  availabilityQuerySchema,
  availableSlotSchema,
  type AvailabilityAnswer,
  type AvailabilityQuery,
  type AvailabilitySnapshot,
  type AvailableSlot,
} from './availability-contract';
export { availabilityWindows, indexedTypes, type AvailabilityWindows, type ClinicDayRange } from './availability-windows';
export { availabilityFreshness, type AvailabilityFreshness } from './availability-status';
export { availableTimes, type AvailabilityDirectory } from './available-times';
export { FUNNEL_PATH, funnelEventSchema, type FunnelEvent, USAGE_COUNTERS, type UsageCounterName } from './usage-counters';
