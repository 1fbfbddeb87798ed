export {
  AVAILABILITY_FRESHNESS,
  AVAILABILITY_PATH,
  availabilityAnswerSchema,
  availabilityQuerySchema,
  availableSlotSchema,
  type AvailabilityAnswer,
  type AvailabilityQuery,
  type AvailabilitySnapshot,
} from './availability-contract';
export { FUNNEL_PATH, funnelEventSchema, type FunnelEvent, USAGE_COUNTERS, type UsageCounterName } from './usage-counters';
