import { describe, expect, it } from 'vitest';
import { distanceMiles, nearestClinic, zipFive } from './nearest-clinic';

// The clinics' own ZIP centroids (GeoNames): Glendale 91203, Burbank 91505, La Canada 91011.
const CLINICS = [
  { departmentId: '1', point: { latitude: 34.1517, longitude: -118.2636 } },
  { departmentId: '2', point: { latitude: 34.169, longitude: -118.3442 } },
  { departmentId: '3', point: { latitude: 34.2217, longitude: -118.2051 } },
];

describe('the nearest clinic', () => {
  it('measures Glendale to Burbank at about five miles', () => {
    expect(distanceMiles(CLINICS[0]!.point, CLINICS[1]!.point)).toBeCloseTo(4.8, 0);
  });

  it('picks Burbank for North Hollywood (91601) and La Canada for La Crescenta (91214)', () => {
    expect(nearestClinic({ latitude: 34.1672, longitude: -118.3732 }, CLINICS)?.departmentId).toBe('2');
    expect(nearestClinic({ latitude: 34.2347, longitude: -118.2363 }, CLINICS)?.departmentId).toBe('3');
  });

  it('has no answer without clinics', () => {
    expect(nearestClinic({ latitude: 34, longitude: -118 }, [])).toBeUndefined();
  });

  it('reads a typed ZIP code, with or without the plus-four', () => {
    expect(zipFive(' 91505 ')).toBe('91505');
    expect(zipFive('91505-1234')).toBe('91505');
    expect(zipFive('9150')).toBeUndefined();
    expect(zipFive('glendale')).toBeUndefined();
  });
});
