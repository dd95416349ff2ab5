import { parse } from 'zod/mini';
import {
  fallbackGeolocationAnswerSchema,
  geolocationAnswerSchema,
} from '../../contracts/region.ts';

/** A place on Earth, in degrees. */
export interface Place {
  latitude: number;
  longitude: number;
}

async function answerOf(url: string, signal: AbortSignal | undefined): Promise<unknown> {
  if (url === '') throw new Error('No geolocation service is configured');
  const response = await fetch(url, { signal, headers: { Accept: 'application/json' } });
  if (!response.ok) throw new Error(`The geolocation service answered ${response.status}`);
  return response.json();
}

/** Where this device seems to be, by its IP address (spec doc 1 §7): `{ latitude, longitude }`. */
export async function locate(url: string, signal?: AbortSignal): Promise<Place> {
  return parse(geolocationAnswerSchema, await answerOf(url, signal));
}

/** The same from the fallback service, which answers `{ loc: "lat,lon" }`. */
export async function locateByFallback(url: string, signal?: AbortSignal): Promise<Place> {
  const { loc } = parse(fallbackGeolocationAnswerSchema, await answerOf(url, signal));
  const [latitude, longitude] = loc.split(',').map(Number) as [number, number];
  return parse(geolocationAnswerSchema, { latitude, longitude });
}
