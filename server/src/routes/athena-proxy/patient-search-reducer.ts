import { z } from 'zod';

const idSchema = z.union([z.string(), z.number()]).transform(String);
const hitSchema = z.object({
  patientid: idSchema,
  dob: z.string().optional(),
  mobilephone: z.string().optional(),
  insurances: z
    .array(z.object({ insuranceid: idSchema, insurancepackageid: idSchema.optional() }))
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
export function reducePatientSearch(body: unknown, sent: Readonly<Record<string, string>>): { patientid: string }[] {
  const parsed = answerSchema.safeParse(body);
  if (!parsed.success) return [];
  const dob = sent.dob;
  const phone = digits(sent.mobilephone);
  return parsed.data
    .filter((hit) => dob !== undefined && hit.dob === dob)
    .filter((hit) => phone !== '' && digits(hit.mobilephone) === phone)
    .map((hit) => ({
      patientid: hit.patientid,
      dob,
      mobilephone: sent.mobilephone,
      insurances: hit.insurances.map((i) => ({ insuranceid: i.insuranceid, insurancepackageid: i.insurancepackageid })),
    }));
}
