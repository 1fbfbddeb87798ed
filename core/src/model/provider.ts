/** A bookable provider (booking.md §3). IV services are providers named IV_OFFICE / IV_HOME. */
export interface Provider {
  providerid: string;
  firstname: string;
  lastname: string;
  displayname: string;
  providername?: string;
  credentials?: string;
  providertypeid?: string;
  providertype?: string;
  entitytype?: string;
  specialty?: string;
  /** What the site shows: "IV Office Service" for IV_OFFICE, otherwise the display name. */
  formattedDisplayName?: string;
}

export const IV_OFFICE = 'IV_OFFICE';
export const IV_HOME = 'IV_HOME';
