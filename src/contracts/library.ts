import * as z from 'zod/mini';

/**
 * The local media library (DESIGN.md §1): generated sample clips under `/library`, and the manifest
 * (`media/manifest.json`) that says which catalogue titles and episodes they stand in for. Paths are
 * relative to the library's root.
 */

const relativePath = z
  .string()
  .check(z.regex(/^(?!\/)(?!.*\.\.)[\w./-]+$/, 'a path inside the library, without ".."'));
const seconds = z.number().check(z.nonnegative());

export const libraryQualities = ['360', '480', '720', '1080', '4k'] as const;

export const libraryClipSchema = z.object({
  id: z.string().check(z.regex(/^[a-z0-9-]+$/)),
  /** What the clip shows, for people reading the manifest. */
  description: z.string(),
  duration: seconds,
  stream: z.discriminatedUnion('type', [
    z.object({ type: z.literal('hls'), playlist: relativePath }),
    z.object({
      type: z.literal('file'),
      qualities: z.partialRecord(z.enum(libraryQualities), relativePath),
    }),
  ]),
  captions: z.array(
    z.object({
      language: z.string(),
      type: z.literal('vtt'),
      url: relativePath,
      /** Found only by the subtitle lookup, not given with the stream (spec doc 2 §4). */
      lookupOnly: z.optional(z.boolean()),
    }),
  ),
  /** A WebVTT track whose cues point at sprite tiles (`sprite.jpg#xywh=…`). */
  thumbnails: z.optional(relativePath),
  /** The opening titles, for skip intro. */
  intro: z.optional(z.object({ start: seconds, end: seconds })),
});
export type LibraryClip = z.infer<typeof libraryClipSchema>;

const tmdbId = z.int().check(z.positive());

export const libraryEntrySchema = z.discriminatedUnion('type', [
  z.object({ type: z.literal('movie'), tmdbId, clip: z.string() }),
  z.object({
    type: z.literal('show'),
    tmdbId,
    season: z.int().check(z.nonnegative()),
    episode: z.int().check(z.positive()),
    clip: z.string(),
  }),
]);
export type LibraryEntry = z.infer<typeof libraryEntrySchema>;

export const libraryManifestSchema = z.object({
  clips: z.array(libraryClipSchema),
  /** Which catalogue titles (movies, and episodes of shows) play which clip. */
  entries: z.array(libraryEntrySchema),
});
export type LibraryManifest = z.infer<typeof libraryManifestSchema>;
