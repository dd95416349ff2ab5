import * as z from 'zod/mini';
import { AUTO_READ_DAYS } from '../domain/notifications.ts';

/** The notifications' local settings (spec doc 3 §3): never synced, one key each. */

/** The guids of the items read, most recently marked last. */
export const readNotificationsSchema = z.object({ guids: z.array(z.string()) });
export type ReadNotifications = z.infer<typeof readNotificationsSchema>;

/** Anything but a whole number of days from 1 to 365 falls back to the default (spec doc 3 §5). */
export const autoReadDaysSchema = z.object({
  days: z.int().check(z.gte(AUTO_READ_DAYS.min), z.lte(AUTO_READ_DAYS.max)),
});
export type AutoReadDays = z.infer<typeof autoReadDaysSchema>;

/** The custom feeds' URLs, in the order they were added. */
export const customFeedsSchema = z.object({ urls: z.array(z.string()) });
export type CustomFeeds = z.infer<typeof customFeedsSchema>;
