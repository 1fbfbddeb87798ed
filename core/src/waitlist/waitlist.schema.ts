import { z } from 'zod';
import { waitlistChoicesSchema } from './waitlist-entry';

const idText = z.string().regex(/^\d{1,12}$/);

/** `POST /api/waitlist/booking`: the appointment just booked, its patient, and the choices. */
export const bookingOptInSchema = z.object({ patientId: idText, appointmentId: idText, choices: waitlistChoicesSchema }).strict();
export type BookingOptIn = z.infer<typeof bookingOptInSchema>;

/** A link's token, in a body (never in a URL the server logs). */
export const waitlistTokenSchema = z.object({ token: z.string().min(1).max(200) }).strict();

/** What the manage page reads about one appointment: the choices when it is waiting, else null. */
export const waitlistStatusSchema = z.object({ choices: waitlistChoicesSchema.nullable() });
export type WaitlistStatus = z.infer<typeof waitlistStatusSchema>;
