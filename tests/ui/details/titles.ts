import { HttpResponse, http } from 'msw';
import type { TmdbMovieDetails, TmdbSeason, TmdbShowDetails } from '../../../src/contracts/tmdb.ts';
import {
  imageUrlBuilder,
  movieToDetail,
  seasonToEpisodes,
  showToDetail,
} from '../../../src/services/tmdb/mappers.ts';
import { realTmdb, type TmdbTarget } from '../../services/tmdb/support.ts';
import { network } from '../../support/network.ts';

/**
 * A movie and a small show as TMDB answers them with everything the detail modal appends, for the
 * detail machine's and views' tests. "Now" in these tests is 21 November 2026: season 1 has two
 * aired episodes and one still ahead, season 2 is not aired yet.
 */
export const NOW = new Date('2026-11-21T12:00:00Z');

export const metropolisBody = {
  id: 19,
  adult: false,
  title: 'Metropolis',
  overview: 'In a futuristic city sharply divided between the working class and the planners.',
  poster_path: '/metropolis-poster.jpg',
  backdrop_path: '/metropolis-backdrop.jpg',
  release_date: '1927-01-10',
  runtime: 153,
  imdb_id: 'tt0017136',
  genres: [
    { id: 18, name: 'Drama' },
    { id: 878, name: 'Science Fiction' },
  ],
  original_language: 'de',
  vote_average: 8.1,
  vote_count: 2941,
  external_ids: { imdb_id: 'tt0017136' },
  credits: {
    cast: [
      { id: 1, name: 'Brigitte Helm', character: 'Maria', profile_path: '/helm.jpg' },
      { id: 2, name: 'Alfred Abel', character: 'Joh Fredersen', profile_path: null },
    ],
    crew: [
      { id: 3, name: 'Fritz Lang', job: 'Director', profile_path: '/lang.jpg' },
      { id: 4, name: 'Thea von Harbou', job: 'Screenplay', profile_path: null },
    ],
  },
  release_dates: {
    results: [
      {
        iso_3166_1: 'US',
        release_dates: [
          { certification: 'NR', release_date: '1927-03-06T00:00:00.000Z', type: 3 },
          { certification: '', release_date: '2010-05-04T00:00:00.000Z', type: 4 },
        ],
      },
    ],
  },
  videos: {
    results: [{ key: 'metropolisTrailer', site: 'YouTube', type: 'Trailer', official: true }],
  },
  images: { logos: [{ file_path: '/metropolis-logo.png', iso_639_1: 'en' }] },
} satisfies TmdbMovieDetails;

const season = (id: number, number: number, name: string, count: number, airDate: string) => ({
  id,
  season_number: number,
  name,
  episode_count: count,
  air_date: airDate,
  poster_path: null,
});

export const pioneerOneBody = {
  id: 30295,
  adult: false,
  name: 'Pioneer One',
  overview: 'An object in the sky spreads radiation over North America.',
  poster_path: '/pioneer-poster.jpg',
  backdrop_path: '/pioneer-backdrop.jpg',
  first_air_date: '2010-06-16',
  episode_run_time: [35],
  number_of_seasons: 2,
  number_of_episodes: 5,
  genres: [{ id: 18, name: 'Drama' }],
  original_language: 'en',
  vote_average: 7.2,
  vote_count: 48,
  seasons: [
    season(499, 0, 'Specials', 1, ''),
    season(500, 1, 'Season 1', 3, '2010-06-16'),
    season(501, 2, 'Season 2', 2, '2030-02-01'),
  ],
  external_ids: { imdb_id: 'tt1748166' },
  credits: {
    cast: [{ id: 11, name: 'James Rutherford', character: 'Tom Taylor', profile_path: null }],
    crew: [],
  },
  content_ratings: { results: [{ iso_3166_1: 'US', rating: 'TV-14' }] },
  videos: { results: [] },
  images: { logos: [] },
} satisfies TmdbShowDetails;

const LONG_OVERVIEW =
  'A Soviet cosmonaut comes down in a capsule that has been in orbit since the 1980s, and the agents who find him have to decide whether to believe his story before the news gets out.';

const episode = (
  id: number,
  seasonNumber: number,
  number: number,
  name: string,
  airDate: string,
  overview = '',
) => ({
  id,
  name,
  overview,
  still_path: `/still-${id}.jpg`,
  air_date: airDate,
  season_number: seasonNumber,
  episode_number: number,
});

export const seasonBodies: Record<number, TmdbSeason> = {
  0: {
    id: 499,
    season_number: 0,
    name: 'Specials',
    episodes: [episode(901, 0, 1, 'Webisode', '')],
  },
  1: {
    id: 500,
    season_number: 1,
    name: 'Season 1',
    episodes: [
      episode(1001, 1, 1, 'Earthfall', '2010-06-16', LONG_OVERVIEW),
      episode(1002, 1, 2, 'The Man from Mars', '2010-07-10', 'Questions for the visitor.'),
      episode(1003, 1, 3, 'Alone in the Sky', '2030-01-01'),
    ],
  },
  2: {
    id: 501,
    season_number: 2,
    name: 'Season 2',
    episodes: [
      episode(2001, 2, 1, 'Sand and Stars', '2030-02-01'),
      episode(2002, 2, 2, 'Homecoming', '2030-02-08'),
    ],
  },
};

/** What the client makes of these answers, as the machine's context holds it. */
export function expectedTitles(target: TmdbTarget = realTmdb) {
  const image = imageUrlBuilder(target.imageUrl);
  const episodesOf = (number: number) =>
    seasonToEpisodes(seasonBodies[number] as TmdbSeason, image);
  return {
    metropolis: movieToDetail(metropolisBody, image),
    pioneerOne: showToDetail(pioneerOneBody, image),
    episodesOf,
  };
}

/** A search answer with one movie (the old-link lookup). */
export const metropolisSearchPage = {
  page: 1,
  results: [
    {
      id: 19,
      adult: false,
      title: 'Metropolis',
      release_date: '1927-01-10',
      poster_path: '/metropolis-poster.jpg',
      backdrop_path: null,
      overview: '',
    },
  ],
  total_pages: 1,
  total_results: 1,
};

/** Serves both titles, their seasons and the movie search at `target`, answering at once. */
export function serveTitles(target: TmdbTarget = realTmdb) {
  const requests: string[] = [];
  network.use(
    http.get(`${target.apiUrl}/movie/19`, ({ request }) => {
      requests.push(request.url);
      return HttpResponse.json(metropolisBody);
    }),
    http.get(`${target.apiUrl}/tv/30295`, ({ request }) => {
      requests.push(request.url);
      return HttpResponse.json(pioneerOneBody);
    }),
    http.get(`${target.apiUrl}/tv/30295/season/:number`, ({ request, params }) => {
      requests.push(request.url);
      const body = seasonBodies[Number(params.number)];
      return body ? HttpResponse.json(body) : HttpResponse.json({}, { status: 404 });
    }),
    http.get(`${target.apiUrl}/search/movie`, ({ request }) => {
      requests.push(request.url);
      return HttpResponse.json(metropolisSearchPage);
    }),
  );
  return { requests };
}
