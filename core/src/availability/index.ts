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
