import {
  MANAGE_LIMITS,
  addClinicDays,
  bookingConfirmationMail,
  clinicDateOf,
  formatUsDate,
  manageReference,
  patientName,
  mailVerificationCode,
  sendQuietly,
  toManagedAppointment,
  type IssuedCode,
  type ManageDeps,
  type RequestCodeBody,
  type SiteLanguageCode,
} from '@clinic/core';
import type { FastifyBaseLogger } from 'fastify';
import { mailFailures } from '../../metrics/metrics';
import { failureCode as deepestFailureCode } from '../health/failure-code';

/**
 * What a failure may say in a log line: a code or an error's name, never its message (it may quote a patient). The
 * deepest code on the way (the socket's ECONNREFUSED under athena's NETWORK), so the line names what failed.
 */
export function failureCode(error: unknown): string {
  const deepest = deepestFailureCode(error);
  return deepest !== 'UNKNOWN' ? deepest : error instanceof Error ? error.name : 'unknown';
}

/**
 * The manage use-cases' background work: e-mailing a code after the same 202 every caller gets, and the booking
 * confirmation after a booking made in the dialog. Neither delays nor fails the answer it follows; `idle()` lets
 * tests await it instead of sleeping.
 */
export class ManageService {
  private readonly running = new Set<Promise<void>>();

  constructor(
    readonly deps: ManageDeps,
    private readonly log: FastifyBaseLogger,
  ) {}

  /** Matches and e-mails a stored code in the background, after the caller has answered, in the page's language. */
  mailCodeLater(who: RequestCodeBody, issued: IssuedCode, language: SiteLanguageCode = 'en'): void {
    this.later('verification-code', async () => void (await mailVerificationCode(this.deps, who, issued, language)));
  }

  /**
   * After a booking made in the dialog: remember who booked under which e-mail and date of birth (so they can
   * manage it later), and e-mail the confirmation in the language of the page that booked. The address comes
   * from athena's record, never the browser.
   * The two are independent: a database that cannot remember the patient does not cost them their confirmation.
   */
  confirmBooking(patientId: string, appointmentId: string, language: SiteLanguageCode = 'en'): void {
    this.later('booking-confirmation', async () => {
      const { scheduler } = this.deps;
      const patient = await scheduler.getPatient(patientId);
      const email = patient.email?.trim().toLowerCase();
      if (!email) return;
      const remembered = this.deps.directory
        .remember({ patientId, email, dateOfBirth: patient.dob })
        .catch((error: unknown) => this.log.warn({ code: failureCode(error) }, 'booking not remembered for manage'));
      const today = clinicDateOf(this.deps.clock.now());
      const appointments = await scheduler.getPatientAppointments({
        patientId,
        startDate: formatUsDate(today),
        endDate: formatUsDate(addClinicDays(today, MANAGE_LIMITS.upcomingWindowDays)),
      });
      const booked = appointments.find((a) => a.appointmentid === appointmentId);
      if (!booked) return;
      const ref = await manageReference(this.deps);
      const department = ref.departments.find((d) => d.departmentid === booked.departmentid);
      const mail = bookingConfirmationMail(
        { email, name: patientName(patient) },
        { appointment: toManagedAppointment(booked, ref), department },
        this.deps.siteOrigin,
        language,
      );
      // One confirmation per appointment, however often this runs (a retried booking, another replica).
      await sendQuietly(this.deps, { ...mail, dedupeKey: `booking-confirmation:${appointmentId}` });
      await remembered;
    });
  }

  /** Resolves when every background task started so far has finished. */
  async idle(): Promise<void> {
    while (this.running.size > 0) await Promise.allSettled([...this.running]);
  }

  private later(kind: 'verification-code' | 'booking-confirmation', work: () => Promise<void>): void {
    const task = work().catch((error: unknown) => {
      mailFailures.inc({ kind });
      this.log.warn({ kind, code: failureCode(error) }, 'mail not sent');
    });
    this.running.add(task);
    void task.finally(() => this.running.delete(task));
  }
}
