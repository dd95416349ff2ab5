import type { Movie, Show } from '../catalogue.ts';

const US = 'US';

/** TMDB's release types that the app reads (theatrical for CAM, digital for HD badges). */
const RELEASE_TYPE = { theatrical: 3, digital: 4 } as const;

/** `release_dates`: the US theatrical release and, when there is one, the digital release. */
export function releaseDates(movie: Movie) {
  const entry = (date: string, type: number) => ({
    certification: movie.certification,
    descriptors: [],
    iso_639_1: '',
    note: '',
    release_date: `${date}T00:00:00.000Z`,
    type,
  });
  const dates = [entry(movie.releaseDate, RELEASE_TYPE.theatrical)];
  if (movie.digitalReleaseDate) dates.push(entry(movie.digitalReleaseDate, RELEASE_TYPE.digital));
  return { results: [{ iso_3166_1: US, release_dates: dates }] };
}

/** `content_ratings`: the US rating, or none. */
export function contentRatings(show: Show) {
  return {
    results: show.contentRating
      ? [{ descriptors: [], iso_3166_1: US, rating: show.contentRating }]
      : [],
  };
}
