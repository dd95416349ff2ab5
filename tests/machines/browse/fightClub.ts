import type { MediaItem } from '../../../src/domain/media.ts';

/** Fight Club as the film database lists it in a search. */
export const fightClubResult = {
  adult: false,
  backdrop_path: '/hZkgoQYus5vegHoetLkCJzb17zJ.jpg',
  genre_ids: [18],
  id: 550,
  media_type: 'movie',
  original_language: 'en',
  original_title: 'Fight Club',
  overview:
    'A ticking-time-bomb insomniac and a slippery soap salesman channel primal male aggression.',
  popularity: 73.4,
  poster_path: '/pB8BM7pdSp6B6Ih7QZ4DrQ3PmJK.jpg',
  release_date: '1999-10-15',
  title: 'Fight Club',
  video: false,
  vote_average: 8.4,
  vote_count: 30000,
};

/** Fight Club as the app shows it in a list. */
export const fightClub: MediaItem = {
  id: '550',
  type: 'movie',
  title: 'Fight Club',
  year: 1999,
  releaseDate: '1999-10-15',
  poster: 'https://image.tmdb.org/t/p/w342/pB8BM7pdSp6B6Ih7QZ4DrQ3PmJK.jpg',
};
