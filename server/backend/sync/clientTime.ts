import { HttpError } from '../http/validate.ts';

/** 2021-07-13, when the first clients shipped: nothing was watched before it. */
const EARLIEST = Date.UTC(2021, 6, 13);

/**
 * A time a client reports (ISO date or epoch ms), clamped to [2021-07-13, now] so that a wrong
 * device clock can neither bury an item nor pin it on top for ever; missing means now.
 */
export function clientTime(value: string | number | undefined, now: Date, field: string): Date {
  if (value === undefined) return now;
  const ms = typeof value === 'number' ? value : Date.parse(value);
  if (Number.isNaN(ms))
    throw new HttpError(400, `${field}: must be an ISO date or epoch milliseconds`);
  return new Date(Math.min(Math.max(ms, EARLIEST), now.getTime()));
}
