import * as z from 'zod/mini';
import { QUALITIES, type Quality } from '../domain/quality.ts';

/** A stream's qualities (spec doc 2 §3; CONTRACTS.md §3). */
export type StreamQuality = Quality;

export const captionSchema = z.object({
  id: z.string(),
  type: z.enum(['srt', 'vtt']),
  url: z.string(),
  language: z.string(),
  hasCorsRestrictions: z.boolean(),
  opensubtitles: z.optional(z.boolean()),
});
export type Caption = z.infer<typeof captionSchema>;

const streamBase = {
  id: z.string(),
  flags: z.array(z.enum(['cors-allowed', 'ip-locked', 'cf-blocked'])),
  captions: z.array(captionSchema),
  thumbnailTrack: z.optional(z.object({ type: z.literal('vtt'), url: z.string() })),
  headers: z.optional(z.record(z.string(), z.string())),
  preferredHeaders: z.optional(z.record(z.string(), z.string())),
};

/** What a source gives the player: an HLS playlist, MP4 files by quality, or a page to embed. */
export const streamSchema = z.discriminatedUnion('type', [
  z.object({ ...streamBase, type: z.literal('hls'), playlist: z.string() }),
  z.object({
    ...streamBase,
    type: z.literal('file'),
    qualities: z.partialRecord(
      z.enum(QUALITIES),
      z.object({ type: z.literal('mp4'), url: z.string() }),
    ),
  }),
  z.object({ ...streamBase, type: z.literal('iframe'), iframeUrl: z.string() }),
]);
export type Stream = z.infer<typeof streamSchema>;
export type HlsStream = Extract<Stream, { type: 'hls' }>;
export type FileStream = Extract<Stream, { type: 'file' }>;
