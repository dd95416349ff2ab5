/** The film database's answer the random pick is made from: a second page with one movie. */
export const metropolis = {
  adult: false,
  backdrop_path: null,
  genre_ids: [18, 878],
  id: 19,
  original_language: 'de',
  original_title: 'Metropolis',
  overview: 'In a futuristic city sharply divided between the working class and the planners.',
  popularity: 20.5,
  poster_path: '/metropolis.jpg',
  release_date: '1927-01-10',
  title: 'Metropolis',
  video: false,
  vote_average: 8.1,
  vote_count: 2900,
};
export const popularPage = { page: 2, results: [metropolis], total_pages: 2, total_results: 21 };
