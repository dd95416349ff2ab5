import * as z from 'zod/mini';
import type { ScrapeMedia } from '../../contracts/scrape.ts';
import { type Caption, captionSchema } from '../../contracts/stream.ts';
import { mediaParams } from '../scraper/index.ts';

const captionListSchema = z.array(captionSchema);

/**
 * The subtitle lookup (spec doc 2 §4 "external subtitles"): `GET {baseUrl}?{media}` lists captions
 * found for the title beyond the source's own. A malformed answer is an error, not a list.
 */
export async function lookupSubtitles(
  baseUrl: string,
  media: ScrapeMedia,
  { signal }: { signal?: AbortSignal } = {},
): Promise<Caption[]> {
  const query = new URLSearchParams();
  for (const [name, value] of Object.entries(mediaParams(media))) {
    if (value !== undefined) query.set(name, String(value));
  }
  const response = await fetch(`${baseUrl}?${query}`, { signal });
  if (!response.ok) throw new Error(`The subtitle lookup answered ${response.status}`);
  const parsed = z.safeParse(captionListSchema, await response.json().catch(() => undefined));
  if (!parsed.success) throw new Error('Unexpected answer from the subtitle lookup');
  return parsed.data;
}
