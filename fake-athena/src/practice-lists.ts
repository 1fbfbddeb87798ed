import { isIvTypeName, type AppointmentType, type Provider } from '@clinic/core';
import { buildPracticeAppointmentTypes, buildPracticeStaff, type FixtureStore } from '@clinic/fixtures';
import type { AthenaParams } from './athena-params';

/**
 * The practice as athena lists it, larger than the booking fixtures: GET /providers adds nurses, assistants,
 * front desk and former providers (130+ in all), GET /appointmenttypes the practice's other services (100+),
 * so both page (athena-api.md §3.2, §4.2, §4.3). Built once per fake; seeded, so always the same.
 */
export class PracticeLists {
  private readonly staff: Provider[] = buildPracticeStaff();
  private readonly otherTypes: AppointmentType[] = buildPracticeAppointmentTypes();
  private readonly staffIds = new Set(this.staff.map((p) => p.providerid));

  constructor(private readonly store: FixtureStore) {}

  providers(): Provider[] {
    return [...this.store.providers(), ...this.staff];
  }

  /**
   * GET /appointmenttypes with athena's filters: `providerids` gives those providers' types (an IV service
   * its IV types, a clinician the other booking types, staff the practice's other services), `departmentids`
   * the types of the department's roster plus the practice's services; `hidenonpatient` (default true) hides
   * types not for patients.
   */
  appointmentTypes(params: AthenaParams): AppointmentType[] {
    const providerIds = params.list('providerids');
    const departmentIds = params.list('departmentids');
    const hideNonPatient = params.get('hidenonpatient') === undefined || params.flag('hidenonpatient');
    let types = [...this.store.appointmentTypes(), ...this.otherTypes];
    if (providerIds.length > 0) types = this.offeredBy(providerIds, types);
    if (departmentIds.length > 0) {
      const roster = this.store
        .departments()
        .filter((d) => departmentIds.includes(d.departmentid))
        .flatMap((d) => d.providerlist ?? []);
      const atDepartment = new Set(
        [...this.offeredBy(roster, this.store.appointmentTypes()), ...this.otherTypes].map((t) => t.appointmenttypeid),
      );
      types = types.filter((t) => atDepartment.has(t.appointmenttypeid));
    }
    return hideNonPatient ? types.filter((t) => t.patient !== false) : types;
  }

  private offeredBy(providerIds: readonly string[], types: readonly AppointmentType[]): AppointmentType[] {
    const providers = this.providers().filter((p) => providerIds.includes(p.providerid));
    const iv = providers.some((p) => p.displayname?.startsWith('IV_'));
    const clinician = providers.some((p) => !p.displayname?.startsWith('IV_') && !this.staffIds.has(p.providerid));
    const staff = providers.some((p) => this.staffIds.has(p.providerid));
    const others = new Set(this.otherTypes.map((t) => t.appointmenttypeid));
    return types.filter((t) => (others.has(t.appointmenttypeid) ? staff : isIvTypeName(t.name) ? iv : clinician));
  }
}
