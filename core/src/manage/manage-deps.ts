import type {
  AvailabilityPort,
  BookingsPort,
  ClockPort,
  CodeGeneratorPort,
  MailerPort,
  OutgoingMail,
  PatientDirectoryPort,
  PatientRegistryPort,
  PracticeDirectoryPort,
  VerificationCodeStorePort,
} from '../ports';

/** The scheduler operations "manage my appointment" uses: the patient's bookings, and what a reschedule needs. */
export type ManageScheduler = BookingsPort &
  Pick<PatientRegistryPort, 'getPatient'> &
  Pick<AvailabilityPort, 'getOpenSlots'> &
  Pick<PracticeDirectoryPort, 'getDepartments' | 'getProviders'>;

/** Everything the manage use-cases need, as ports. */
export interface ManageDeps {
  scheduler: ManageScheduler;
  codes: VerificationCodeStorePort;
  codeGenerator: CodeGeneratorPort;
  directory: PatientDirectoryPort;
  mailer: MailerPort;
  clock: ClockPort;
  /** The site's absolute origin (https://…), for the manage link in e-mails. */
  siteOrigin: string;
  /** A confirmation e-mail that could not be sent; the action itself stands (log a code, count a metric). */
  onMailFailed?: (kind: OutgoingMail['kind'], error: unknown) => void;
}

/** Sends best-effort: a failed confirmation never undoes or fails the action it confirms. */
export async function sendQuietly(deps: Pick<ManageDeps, 'mailer' | 'onMailFailed'>, mail: OutgoingMail): Promise<boolean> {
  try {
    await deps.mailer.send(mail);
    return true;
  } catch (error) {
    deps.onMailFailed?.(mail.kind, error);
    return false;
  }
}
