import type {
  CatalogueEpisode,
  CatalogueMovie,
  CatalogueShow,
} from '../../../server/catalogue/data/types.ts';

/**
 * A small catalogue the tests know by heart: a few real-looking titles, titles made to test search
 * ranking ("night"), and enough filler that the lists run over one page.
 */

function movie(
  fields: Partial<CatalogueMovie> & Pick<CatalogueMovie, 'id' | 'title'>,
): CatalogueMovie {
  return {
    imdbId: `tt${String(9_000_000 + fields.id).padStart(7, '0')}`,
    originalTitle: fields.title,
    releaseDate: '1950-01-01',
    runtime: 90,
    genreIds: [18],
    overview: `${fields.title}, a film of the test catalogue.`,
    originalLanguage: 'en',
    cast: [
      { name: 'Ada Lane', character: 'Herself' },
      { name: 'Bo Marsh', character: 'The Stranger' },
    ],
    directors: ['Cy Norr'],
    certification: 'NR',
    licence: 'public domain (US)',
    voteAverage: 6,
    voteCount: 100,
    popularity: 1,
    ...fields,
  };
}

export const metropolis = movie({
  id: 19,
  imdbId: 'tt0017136',
  title: 'Metropolis',
  releaseDate: '1927-02-06',
  runtime: 153,
  genreIds: [18, 878],
  originalLanguage: 'de',
  cast: [
    { name: 'Brigitte Helm', character: 'Maria' },
    { name: 'Alfred Abel', character: 'Joh Fredersen' },
    { name: 'Gustav Fröhlich', character: 'Freder' },
  ],
  directors: ['Fritz Lang'],
  voteAverage: 8.1,
  voteCount: 2700,
  popularity: 20,
});

export const livingDead = movie({
  id: 10331,
  imdbId: 'tt0063350',
  title: 'Night of the Living Dead',
  releaseDate: '1968-10-04',
  runtime: 96,
  genreIds: [27, 53],
  cast: [
    { name: 'Duane Jones', character: 'Ben' },
    { name: "Judith O'Dea", character: 'Barbra' },
    { name: 'Karl Hardman', character: 'Harry Cooper' },
  ],
  directors: ['George A. Romero'],
  voteAverage: 7.5,
  voteCount: 2000,
  popularity: 25,
});

/** A Blender open movie: Creative Commons, with a later digital release. */
export const sintel = movie({
  id: 45745,
  imdbId: 'tt1727587',
  title: 'Sintel',
  releaseDate: '2010-09-27',
  digitalReleaseDate: '2010-10-01',
  runtime: 15,
  genreIds: [16, 14],
  cast: [{ name: 'Halina Reijn', character: 'Sintel' }],
  directors: ['Colin Levy'],
  certification: '',
  licence: 'CC BY 3.0',
  voteAverage: 7.3,
  voteCount: 800,
  popularity: 12,
});

export const tearsOfSteel = movie({
  id: 133701,
  imdbId: 'tt2285752',
  title: 'Tears of Steel',
  releaseDate: '2012-09-26',
  runtime: 12,
  genreIds: [878, 28],
  directors: ['Ian Hubert'],
  licence: 'CC BY 3.0',
  voteAverage: 6.1,
  voteCount: 300,
  popularity: 8,
});

/** Titles matching "night" in every way search tells apart. */
export const night = movie({
  id: 990001,
  title: 'Night',
  popularity: 1,
  overview: 'A gay couple drives through one long night.',
});
export const nightfall = movie({ id: 990002, title: 'Nightfall', popularity: 30, genreIds: [80] });
export const deadOfNight = movie({
  id: 990003,
  title: 'Dead of Night',
  originalTitle: 'Dead of Night',
  popularity: 40,
  genreIds: [27],
});
export const midnight = movie({ id: 990004, title: 'Midnight Express', popularity: 50 });
/** Found by its original title only. */
export const amelie = movie({
  id: 990005,
  title: 'The Fabulous Destiny',
  originalTitle: 'Le Fabuleux Destin d’Amélie',
  originalLanguage: 'fr',
  popularity: 9,
  genreIds: [35, 10749],
  releaseDate: '2001-04-25',
  digitalReleaseDate: '2002-07-16',
});

/** Filler: documentaries in the 1930s, less popular than everything above. */
const reels = Array.from({ length: 22 }, (_, index) =>
  movie({
    id: 980001 + index,
    title: `Reel ${index + 1}`,
    releaseDate: `193${index % 10}-0${1 + (index % 9)}-1${index % 10}`,
    genreIds: [99],
    popularity: 0.5 - index / 100,
    voteAverage: 5,
    voteCount: 10 + index,
  }),
);

export const fixtureMovies: CatalogueMovie[] = [
  metropolis,
  livingDead,
  sintel,
  tearsOfSteel,
  night,
  nightfall,
  deadOfNight,
  midnight,
  amelie,
  ...reels,
];

function episodes(count: number, airDates: (number: number) => string): CatalogueEpisode[] {
  return Array.from({ length: count }, (_, index) => ({
    episodeNumber: index + 1,
    name: `Chapter ${index + 1}`,
    airDate: airDates(index + 1),
    runtime: index === 0 ? 48 : 45,
    overview: index === 1 ? '' : `Chapter ${index + 1} of the story.`,
  }));
}

function show(fields: Partial<CatalogueShow> & Pick<CatalogueShow, 'id' | 'name'>): CatalogueShow {
  return {
    imdbId: `tt${String(8_000_000 + fields.id).padStart(7, '0')}`,
    originalName: fields.name,
    firstAirDate: '1960-01-01',
    lastAirDate: '1960-02-01',
    status: 'Ended',
    contentRating: 'TV-PG',
    genreIds: [18],
    overview: `${fields.name}, a show of the test catalogue.`,
    originalLanguage: 'en',
    cast: [{ name: 'Ada Lane', character: 'The Host' }],
    creators: ['Dee Orr'],
    networks: ['NBC'],
    licence: 'public domain (US)',
    voteAverage: 6,
    voteCount: 50,
    popularity: 1,
    seasons: [
      {
        seasonNumber: 1,
        name: 'Season 1',
        airDate: '1960-01-01',
        episodes: episodes(2, (number) => `1960-01-0${number}`),
      },
    ],
    ...fields,
  };
}

/** Specials (listed last on purpose), two seasons, a season finale, an episode without runtime. */
export const pioneer = show({
  id: 33050,
  imdbId: 'tt1748166',
  name: 'Pioneer One',
  firstAirDate: '2010-06-16',
  lastAirDate: '2011-12-13',
  contentRating: '',
  genreIds: [10765, 18],
  cast: [
    { name: 'James Rich', character: 'Tom Taylor' },
    { name: 'Jack Haley', character: 'Dr. Zachary Walzer' },
  ],
  creators: ['Josh Bernhard', 'Bracey Smith'],
  networks: ['VODO'],
  licence: 'CC BY-NC-SA 3.0',
  voteAverage: 6.3,
  voteCount: 40,
  popularity: 3,
  seasons: [
    {
      seasonNumber: 2,
      name: 'Season 2',
      airDate: '2011-10-05',
      episodes: [
        { episodeNumber: 2, name: 'War of the World', airDate: '2011-12-13', overview: 'The end.' },
        {
          episodeNumber: 1,
          name: 'Sea Change',
          airDate: '2011-10-05',
          runtime: 35,
          overview: 'A visitor.',
        },
      ],
    },
    {
      seasonNumber: 1,
      name: 'Season 1',
      airDate: '2010-06-16',
      episodes: episodes(3, (number) => `2010-0${5 + number}-16`),
    },
    {
      seasonNumber: 0,
      name: 'Specials',
      airDate: '2012-01-01',
      episodes: [
        { episodeNumber: 1, name: 'Behind the Scenes', airDate: '2012-01-01', overview: '' },
      ],
    },
  ],
});

/** First aired in 1970, with an episode in 1971. */
export const nightGallery = show({
  id: 26419,
  name: 'Night Gallery',
  firstAirDate: '1970-12-16',
  lastAirDate: '1971-01-06',
  genreIds: [10765, 9648],
  creators: ['Rod Serling'],
  popularity: 7,
  voteAverage: 7.4,
  seasons: [
    {
      seasonNumber: 1,
      name: 'Season 1',
      airDate: '1970-12-16',
      episodes: episodes(2, (number) => (number === 1 ? '1970-12-16' : '1971-01-06')),
    },
  ],
});

export const bonanzaNights = show({ id: 70001, name: 'Bonanza Nights', popularity: 2 });

/** Filler, so that every provider gets a show. */
const moreShows = ['The Lucy Hour', 'Dragnet Files', 'Route Sixty'].map((name, index) =>
  show({ id: 70002 + index, name, popularity: 1.9 - index / 10, genreIds: [index % 2 ? 18 : 35] }),
);

export const fixtureShows: CatalogueShow[] = [pioneer, nightGallery, bonanzaNights, ...moreShows];
