import { z } from 'zod';

const idSchema = z.union([z.string(), z.number()]).transform(String);
const hitSchema = z.object({
  patientid: idSchema,
  dob: z.string().optional(),
  mobilephone: z.string().optional(),
  insurances: z
    .array(
      z.object({
        insuranceid: idSchema,
        insurancepackageid: idSchema.optional(),
        sequencenumber: z.union([z.number(), z.string().regex(/^\d+$/).transform(Number)]).optional(),
      }),
    )
    .optional()
    .default([]),
});
const answerSchema = z.union([z.array(hitSchema), z.object({ patients: z.array(hitSchema) }).transform((o) => o.patients)]);

const digits = (text: string | undefined) => (text ?? '').replace(/\D/g, '');

/**
 * What an anonymous browser may learn from a patient search: the ids of patients whose date of birth and
 * mobile phone equal what the browser itself sent, and their insurance ids. The browser's own dob and
 * phone are echoed so the client's filter (booking.md §5) still recognises the match; nothing athena
 * knows beyond that leaves the server.
 */
export function reducePatientSearch(body: unknown, sent: Readonly<Record<string, string>>): { patientid: string }[] | undefined {
  const parsed = answerSchema.safeParse(body);
  // Not athena's shape (an HTML page, `{"success":false}`): the caller says so rather than "no such patient".
  if (!parsed.success) return undefined;
  const dob = sent.dob;
  const phone = digits(sent.mobilephone);
  return parsed.data
    .filter((hit) => dob !== undefined && hit.dob === dob)
    .filter((hit) => phone !== '' && digits(hit.mobilephone) === phone)
    .map((hit) => ({
      patientid: hit.patientid,
      dob,
      mobilephone: sent.mobilephone,
      // Exactly what choosing the policy to book with needs (core insuranceOnFile): id, package, sequence.
      insurances: hit.insurances.map((i) => ({
        insuranceid: i.insuranceid,
        insurancepackageid: i.insurancepackageid,
        sequencenumber: i.sequencenumber,
      })),
    }));
}
