import type { LibraryRef } from '../../../src/domain/library.ts';
import { movies } from '../../catalogue/data/movies.ts';
import { shows } from '../../catalogue/data/shows.ts';

/** "Sintel", or "Pioneer One · S1 E2 · <episode>": what the embed page calls a catalogue title. */
export function catalogueTitle(ref: LibraryRef): string | undefined {
  if (ref.type === 'movie') return movies.find((movie) => movie.id === ref.tmdbId)?.title;
  const show = shows.find((candidate) => candidate.id === ref.tmdbId);
  if (!show) return undefined;
  const episode = show.seasons
    .find((season) => season.seasonNumber === ref.season)
    ?.episodes.find((candidate) => candidate.episodeNumber === ref.episode);
  const numbers = `${show.name} · S${ref.season} E${ref.episode}`;
  return episode ? `${numbers} · ${episode.name}` : numbers;
}
