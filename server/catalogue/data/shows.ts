// Public-domain or Creative-Commons series whose TMDB id and complete episode list we could confirm.
// Every overview (series and episode) is written in our own words; none is copied from TMDB.
import type { CatalogueShow } from './types.ts';

export const shows: CatalogueShow[] = [
  {
    id: 33050,
    imdbId: 'tt1748166',
    name: 'Pioneer One',
    originalName: 'Pioneer One',
    firstAirDate: '2010-06-16',
    lastAirDate: '2011-12-13',
    status: 'Ended',
    contentRating: '',
    genreIds: [10765, 10768, 18],
    overview:
      'A burning object falls out of the sky over Montana, spreading radiation as far as Canada, and Homeland Security fears a terrorist attack. What the agents find in the wreck is a forgotten Soviet capsule and a young man who says he was born on Mars. The discovery reopens Cold War rivalries and puts a small team of misfit investigators in the middle of them. Crowdfunded and released for free over BitTorrent.',
    originalLanguage: 'en',
    cast: [
      { name: 'James Rich', character: 'Tom Taylor' },
      { name: 'Jack Haley', character: 'Dr. Zachary Walzer' },
      { name: 'Einar Gunn', character: 'Secretary McClellan' },
      { name: 'Aleksandr Evtushenko', character: 'Yuri' },
    ],
    creators: ['Josh Bernhard', 'Bracey Smith'],
    networks: ['VODO'],
    licence: 'CC BY-NC-SA 3.0',
    voteAverage: 6.3,
    voteCount: 40,
    popularity: 3.1,
    seasons: [
      {
        seasonNumber: 1,
        name: 'Season 1',
        airDate: '2010-06-16',
        episodes: [
          {
            episodeNumber: 1,
            name: 'Earthfall',
            airDate: '2010-06-16',
            runtime: 35,
            overview:
              'Agent Tom Taylor’s team is sent to the Canadian crash site of whatever poisoned the skies over Montana. In the debris they find a man still alive inside an old Soviet spacesuit.',
          },
          {
            episodeNumber: 2,
            name: 'The Man From Mars',
            airDate: '2010-06-25',
            runtime: 35,
            overview:
              'Astrophysicist Zachary Walzer is brought in and becomes convinced the survivor really came back from a secret Soviet Mars mission. Taylor has to decide how far to trust him with Ottawa and Washington both leaning on him.',
          },
          {
            episodeNumber: 3,
            name: 'Alone in the Night',
            airDate: '2011-03-28',
            runtime: 35,
            overview:
              'A two-week quarantine locks everyone inside the Calgary base. The team tries to find someone the silent young cosmonaut will actually talk to.',
          },
          {
            episodeNumber: 4,
            name: 'Triangular Diplomacy',
            airDate: '2011-04-28',
            runtime: 35,
            overview:
              'Reporters start picking holes in the official story, and Secretary McClellan takes a hard line with Moscow. Much now depends on what Yuri is willing to say.',
          },
          {
            episodeNumber: 5,
            name: 'Sea Change',
            airDate: '2011-10-05',
            runtime: 35,
            overview:
              'With the quarantine almost over, an uninvited visitor gets into the base. Tempers fray as Yuri’s future is about to be decided.',
          },
          {
            episodeNumber: 6,
            name: 'War of the World',
            airDate: '2011-12-13',
            runtime: 35,
            overview:
              'Taylor gets ready to tell the world who Yuri is. In the season finale everyone has to live with what they chose.',
          },
        ],
      },
    ],
  },
];
