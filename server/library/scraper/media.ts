import * as z from 'zod/mini';
import type { ScrapeMedia } from '../../../src/contracts/scrape.ts';
import type { LibraryRef } from '../../../src/domain/library.ts';

/**
 * The media of a scrape request, from its query parameters (CONTRACTS.md §3). Everything arrives as
 * text, so numbers are checked as digits before they become numbers (`Number('')` would be 0).
 */
// A missing parameter is undefined, a repeated one an array.
const ONE = 'expected one value';
const digits = (max: number) =>
  z.pipe(
    z.string(ONE).check(z.regex(new RegExp(`^\\d{1,${max}}$`), 'expected a whole number')),
    z.transform(Number),
  );
const tmdbId = z.string(ONE).check(z.regex(/^[1-9]\d{0,9}$/, 'expected a TMDB id'));
const text = z.string(ONE).check(z.minLength(1, 'expected text'), z.maxLength(500));

const common = {
  title: text,
  releaseYear: digits(4),
  tmdbId,
  // Clients without one send nothing or an empty value.
  imdbId: z.optional(z.string(ONE).check(z.regex(/^(tt\d{1,10})?$/, 'expected an IMDb id'))),
};

const mediaQuerySchema = z.discriminatedUnion(
  'type',
  [
    z.object({ type: z.literal('movie'), ...common }),
    z.object({
      type: z.literal('show'),
      ...common,
      episodeNumber: z.pipe(digits(5), z.number().check(z.positive('expected 1 or more'))),
      episodeTmdbId: tmdbId,
      seasonNumber: digits(4),
      seasonTmdbId: tmdbId,
    }),
  ],
  'expected movie or show',
);

export type ParsedMedia = { ok: true; media: ScrapeMedia } | { ok: false; message: string };

/** The media a query describes, or why it describes none. */
export function parseMediaQuery(query: unknown): ParsedMedia {
  const parsed = z.safeParse(mediaQuerySchema, query ?? {});
  if (!parsed.success) return { ok: false, message: describeIssues(parsed.error.issues) };
  const { imdbId, ...media } = parsed.data;
  return { ok: true, media: imdbId ? { ...media, imdbId } : media };
}

/** "releaseYear: expected a whole number; tmdbId: …", for the `error` event's message. */
export function describeIssues(issues: readonly { path: PropertyKey[]; message: string }[]) {
  return issues
    .map((issue) => `${issue.path.map(String).join('.') || 'query'}: ${issue.message}`)
    .join('; ');
}

/** Which title or episode of the library the media is. */
export function libraryRef(media: ScrapeMedia): LibraryRef {
  const tmdbId = Number(media.tmdbId);
  return media.type === 'movie'
    ? { type: 'movie', tmdbId }
    : { type: 'show', tmdbId, season: media.seasonNumber, episode: media.episodeNumber };
}
