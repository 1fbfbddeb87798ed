/** A point on the map, in degrees. */
export interface GeoPoint {
  latitude: number;
  longitude: number;
}

/** A clinic the patient may be nearest to: its scheduler department and where it stands. */
export interface ClinicPoint {
  departmentId: string;
  point: GeoPoint;
}

const EARTH_RADIUS_MILES = 3958.8;
const radians = (degrees: number) => (degrees * Math.PI) / 180;

/** Great-circle distance in miles (haversine): plenty for choosing among three clinics a few miles apart. */
export function distanceMiles(a: GeoPoint, b: GeoPoint): number {
  const dLat = radians(b.latitude - a.latitude);
  const dLon = radians(b.longitude - a.longitude);
  const h = Math.sin(dLat / 2) ** 2 + Math.cos(radians(a.latitude)) * Math.cos(radians(b.latitude)) * Math.sin(dLon / 2) ** 2;
  return 2 * EARTH_RADIUS_MILES * Math.asin(Math.sqrt(h));
}

/** The clinic nearest a point, with its distance; undefined when there is no clinic. */
export function nearestClinic(from: GeoPoint, clinics: readonly ClinicPoint[]): { departmentId: string; miles: number } | undefined {
  let best: { departmentId: string; miles: number } | undefined;
  for (const clinic of clinics) {
    const miles = distanceMiles(from, clinic.point);
    if (!best || miles < best.miles) best = { departmentId: clinic.departmentId, miles };
  }
  return best;
}

/** A US ZIP code as typed: five digits, optionally with the plus-four, surrounding spaces ignored. */
export function zipFive(text: string): string | undefined {
  return /^\s*(\d{5})(?:-\d{4})?\s*$/.exec(text)?.[1];
}
