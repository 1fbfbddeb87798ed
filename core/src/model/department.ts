/** A clinic department as the scheduler knows it (booking.md §3). Ids are strings, as athena sends them. */
export interface Department {
  departmentid: string;
  name: string;
  address: string;
  city: string;
  state: string;
  zip: string;
  phone?: string;
  latitude?: string;
  longitude?: string;
  /** Provider ids (strings) who see patients here; departments without it are not bookable. */
  providerlist?: string[];
  facilityid?: string;
  facilityname?: string;
  facilitytypename?: string;
  timezonename?: string;
}

/** Departments grouped under one capitalized city, for the Location dropdown. */
export interface DepartmentGroup {
  city: string;
  departments: Department[];
}
