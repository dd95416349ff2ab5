/**
 * The regions of the file-host API's servers (spec doc 1 §3), each at the city it stands for, and
 * the rule that keeps a detected region for 30 days (spec doc 1 §4, §9).
 */
export const REGIONS = [
  'dallas',
  'portland',
  'new-york',
  'paris',
  'hong-kong',
  'kansas',
  'sydney',
  'singapore',
  'mumbai',
] as const;

export type Region = (typeof REGIONS)[number];

/** Where each region's servers are, in degrees: the city centre. */
const COORDINATES: Record<Region, { latitude: number; longitude: number }> = {
  dallas: { latitude: 32.7767, longitude: -96.797 },
  portland: { latitude: 45.5152, longitude: -122.6784 },
  'new-york': { latitude: 40.7128, longitude: -74.006 },
  paris: { latitude: 48.8566, longitude: 2.3522 },
  'hong-kong': { latitude: 22.3193, longitude: 114.1694 },
  // Kansas City, Missouri.
  kansas: { latitude: 39.0997, longitude: -94.5786 },
  sydney: { latitude: -33.8688, longitude: 151.2093 },
  singapore: { latitude: 1.3521, longitude: 103.8198 },
  mumbai: { latitude: 19.076, longitude: 72.8777 },
};

/** A detected region is trusted this long before it is detected again (spec doc 1 §9: 30 days). */
export const REGION_RECHECK_SECONDS = 30 * 24 * 60 * 60;

const EARTH_RADIUS_KM = 6371;
const radians = (degrees: number) => (degrees * Math.PI) / 180;

/** Great-circle distance (haversine), in km. */
function distanceKm(
  a: { latitude: number; longitude: number },
  b: { latitude: number; longitude: number },
): number {
  const dLat = radians(b.latitude - a.latitude);
  const dLon = radians(b.longitude - a.longitude);
  const h =
    Math.sin(dLat / 2) ** 2 +
    Math.cos(radians(a.latitude)) * Math.cos(radians(b.latitude)) * Math.sin(dLon / 2) ** 2;
  return 2 * EARTH_RADIUS_KM * Math.asin(Math.min(1, Math.sqrt(h)));
}

/** The region whose servers are nearest to a place. */
export function nearestRegion(place: { latitude: number; longitude: number }): Region {
  let nearest: Region = REGIONS[0];
  let best = Number.POSITIVE_INFINITY;
  for (const region of REGIONS) {
    const distance = distanceKm(place, COORDINATES[region]);
    if (distance < best) {
      best = distance;
      nearest = region;
    }
  }
  return nearest;
}

/** What is stored of the region (`__MW::region`); `lastChecked` in seconds since the epoch. */
export interface RegionChoice {
  region: Region | null;
  lastChecked: number | null;
  userPicked: boolean;
}

/**
 * Whether the region is to be detected now: never over a region the user picked, and otherwise
 * only when none is known or it was detected 30 days ago or more.
 */
export function needsDetection(stored: RegionChoice, nowSeconds: number): boolean {
  if (stored.userPicked && stored.region !== null) return false;
  if (stored.region === null || stored.lastChecked === null) return true;
  return nowSeconds - stored.lastChecked >= REGION_RECHECK_SECONDS;
}
