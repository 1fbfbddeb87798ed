import { PAYMENT_PLAN_PACKAGE_ID, isSelfPay } from '../catalog/insurance-packages';
import type { InsuranceSummary } from '../model';

/** Self-pay (package 0) and payment plans (package −500) are on file but insure nothing. */
function insuresSomething(policy: InsuranceSummary): boolean {
  const packageId = String(policy.insurancepackageid ?? '').trim();
  return !isSelfPay(packageId) && packageId !== PAYMENT_PLAN_PACKAGE_ID;
}

/**
 * The policy to book with, or undefined when the patient has no insurance on file (booking.md §4: step 3).
 * athena lists primary and other policies, self-pay and payment plans in no order. The primary is the
 * policy with sequence number 1, or else the lowest sequence number present; when no policy carries a
 * sequence number (older answers), the first listed stands in for it. The patient "has insurance" only when
 * that primary is neither self-pay nor a payment plan: a secondary is never booked as if it were primary.
 */
export function insuranceOnFile(policies: readonly InsuranceSummary[]): InsuranceSummary | undefined {
  const listed = policies.filter((p) => p.insuranceid !== '');
  const sequenced = listed.filter((p) => p.sequencenumber !== undefined && Number.isFinite(p.sequencenumber));
  const primary =
    sequenced.length > 0
      ? sequenced.reduce((best, p) => (p.sequencenumber! < best.sequencenumber! ? p : best))
      : listed.find(insuresSomething);
  return primary && insuresSomething(primary) ? primary : undefined;
}

/**
 * The policy a found patient is booked with. For a patient this dialog registered, step 3 has been answered
 * already (self-pay included), so a retry of step 2 books with that first answer instead of asking again;
 * anyone else needs insurance on file (booking.md §4), or step 3.
 */
export function insuranceToBookWith(policies: readonly InsuranceSummary[], registeredHere: boolean): InsuranceSummary | undefined {
  return insuranceOnFile(policies) ?? (registeredHere ? policies[0] : undefined);
}
