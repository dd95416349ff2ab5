import { describe, expect, it } from 'vitest';
import {
  nearestRegion,
  needsDetection,
  REGION_RECHECK_SECONDS,
  REGIONS,
} from '../../src/domain/regions.ts';

describe('regions (doc 1 §3)', () => {
  it('are the nine of the spec', () => {
    expect(REGIONS).toEqual([
      'dallas',
      'portland',
      'new-york',
      'paris',
      'hong-kong',
      'kansas',
      'sydney',
      'singapore',
      'mumbai',
    ]);
  });

  it.each([
    ['London', 51.5074, -0.1278, 'paris'],
    ['Berlin', 52.52, 13.405, 'paris'],
    ['Tokyo', 35.6762, 139.6503, 'hong-kong'],
    ['Jakarta', -6.2088, 106.8456, 'singapore'],
    ['Delhi', 28.6139, 77.209, 'mumbai'],
    ['Auckland', -36.8485, 174.7633, 'sydney'],
    ['Los Angeles', 34.0522, -118.2437, 'portland'],
    ['Chicago', 41.8781, -87.6298, 'kansas'],
    ['Houston', 29.7604, -95.3698, 'dallas'],
    ['Boston', 42.3601, -71.0589, 'new-york'],
    // Across the antimeridian: nearer Sydney than anything west of it.
    ['Fiji', -17.7134, 178.065, 'sydney'],
  ])('puts %s nearest to %s', (_, latitude, longitude, region) => {
    expect(nearestRegion({ latitude, longitude })).toBe(region);
  });
});

describe('re-detection (doc 1 §4, §9: 30 days)', () => {
  const now = 1_800_000_000;
  const thirtyDays = 30 * 24 * 60 * 60;

  it('is 30 days, in seconds', () => {
    expect(REGION_RECHECK_SECONDS).toBe(thirtyDays);
  });

  it('detects when no region is known', () => {
    expect(needsDetection({ region: null, lastChecked: null, userPicked: false }, now)).toBe(true);
    expect(needsDetection({ region: 'paris', lastChecked: null, userPicked: false }, now)).toBe(
      true,
    );
  });

  it('detects again once the region is 30 days old, not a second before', () => {
    const at = (age: number) =>
      needsDetection({ region: 'paris', lastChecked: now - age, userPicked: false }, now);
    expect(at(thirtyDays - 1)).toBe(false);
    expect(at(thirtyDays)).toBe(true);
    expect(at(400 * 24 * 60 * 60)).toBe(true);
  });

  it('never detects over a region the user picked, however old', () => {
    expect(needsDetection({ region: 'mumbai', lastChecked: 0, userPicked: true }, now)).toBe(false);
  });
});
