// The three clinics (website.md §2 locations section, §9 addresses and hours), in the order the site lists them.
import { HOURS, PHONE_DISPLAY, SITE_NAME } from './site';
import type { ClinicLocation } from './types';

function clinic(
  id: ClinicLocation['id'],
  name: string,
  street: string,
  city: string,
  zip: string,
  schedulerDepartmentId: string,
): ClinicLocation {
  const oneLine = `${street}, ${city} CA ${zip}`;
  const query = encodeURIComponent(oneLine);
  return {
    id,
    name,
    address: { street, city, state: 'CA', zip },
    phone: PHONE_DISPLAY,
    hours: { weekday: HOURS.weekday, weekend: HOURS.weekend },
    mapEmbed: `https://www.google.com/maps?q=${query}&output=embed`,
    mapUrl: `https://www.google.com/maps/search/?api=1&query=${query}`,
    locationUrl: `/locations/${id}`,
    reviewsUrl: `https://www.google.com/maps/search/?api=1&query=${encodeURIComponent(`${SITE_NAME} ${oneLine}`)}`,
    schedulerDepartmentId,
  };
}

export const locations: ClinicLocation[] = [
  clinic('glendale', 'Glendale', '214 N Central Ave', 'Glendale', '91203', '1'),
  clinic('la-canada', 'La Canada', '1407 Foothill Blvd', 'La Canada', '91011', '3'),
  clinic('burbank', 'Burbank', '3808 W. Riverside Dr Ste 120', 'Burbank', '91505', '2'),
];

/** The clinic whose page lives at /locations/{id}, or undefined for an unknown id. */
export function locationById(id: string | undefined): ClinicLocation | undefined {
  return locations.find((location) => location.id === id);
}

/** "214 N Central Ave, Glendale CA 91203": the address as the spec writes it. */
export function formatAddress(location: ClinicLocation): string {
  const { street, city, state, zip } = location.address;
  return `${street}, ${city} ${state} ${zip}`;
}
