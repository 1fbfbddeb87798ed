import type { PatientFeedback } from '../validation/feedback.schema';

/** Where feedback from /feedback goes: stored for staff, never public until they publish it. */
export interface FeedbackPort {
  submit(feedback: PatientFeedback): Promise<void>;
}
