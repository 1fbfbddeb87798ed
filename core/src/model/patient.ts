/** A patient record from the scheduler (booking.md §3). `dob` is MM/DD/YYYY. */
export interface Patient {
  patientid: string;
  firstname: string;
  lastname: string;
  dob: string;
  mobilephone?: string;
  email?: string;
  sex?: 'M' | 'F';
  departmentid?: string;
  address1?: string;
  city?: string;
  state?: string;
  zip?: string;
  countrycode3166?: string;
  /** The patient's language, athena's ISO 639-2/T code (`spa`, `hye`); set at registration from the site's language. */
  language6392code?: string;
  guarantoraddresssameaspatient?: boolean;
  portalaccessgiven?: boolean;
  privacyinformationverified?: boolean;
  insurances?: InsuranceSummary[];
}

/** What the wizard needs from a patient search hit: the id and the insurances on file, nothing else. */
export interface PatientMatch {
  patientid: string;
  insurances: InsuranceSummary[];
}

/** A policy on file, reduced to what choosing the one to book with needs (rules/insurance-on-file.ts). */
export interface InsuranceSummary {
  insuranceid: string;
  insurancepackageid?: string;
  /** 1 primary, 2 secondary, …; athena leaves it out for some policies. */
  sequencenumber?: number;
}

/** Search criteria for the enhanced best match; the phone is digits only. */
export interface PatientSearch {
  firstName?: string;
  lastName?: string;
  dob?: string;
  email?: string;
  phoneNumber?: string;
}

/** Fields sent to create a patient (booking.md §7, createPatient). */
export interface NewPatient {
  firstname: string;
  lastname: string;
  dob: string;
  mobilephone: string;
  email: string;
  departmentid: string;
  sex?: 'M' | 'F';
}

/** The demographics the wizard may correct on a patient it registered itself. */
export type PatientUpdate = Omit<NewPatient, 'departmentid'>;

/** The browser's fallback list entry under the `patients` key. */
export interface StoredPatient {
  firstName: string;
  lastName: string;
  dob: string;
  patientid?: string;
}
