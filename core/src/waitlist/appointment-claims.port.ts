/**
 * One change at a time per appointment, across replicas (decision 82): the manage page's cancel and reschedule and
 * an offer's move take the same claim, so two of them never book beside each other before either cancels the old
 * appointment.
 */
export interface AppointmentClaimsPort {
  /**
   * Runs `change` while holding the appointment's claim; undefined, without running it, when another change holds
   * it (with `wait`, after waiting a bounded time for that change to end).
   */
  exclusively<T>(appointmentId: string, wait: boolean, change: () => Promise<T>): Promise<T | undefined>;
}
