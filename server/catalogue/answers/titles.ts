import { artworkFile, imagePath } from '../artwork.ts';
import type { Movie, Show, Title } from '../catalogue.ts';

/** The artwork paths every answer about a title carries. */
export function titleArtwork(title: Title) {
  return {
    poster_path: imagePath(artworkFile.poster(title.mediaType, title.id)),
    backdrop_path: imagePath(artworkFile.backdrop(title.mediaType, title.id)),
  };
}

/** A movie in a list (search, popular, discover …), as TMDB lists one. */
export function movieItem(movie: Movie) {
  return {
    adult: false,
    ...titleArtwork(movie),
    genre_ids: movie.genreIds,
    id: movie.id,
    original_language: movie.originalLanguage,
    original_title: movie.originalTitle,
    overview: movie.overview,
    popularity: movie.popularity,
    release_date: movie.releaseDate,
    title: movie.title,
    video: false,
    vote_average: movie.voteAverage,
    vote_count: movie.voteCount,
  };
}

/** A show in a list, as TMDB lists one. */
export function showItem(show: Show) {
  return {
    adult: false,
    ...titleArtwork(show),
    genre_ids: show.genreIds,
    id: show.id,
    origin_country: [] as string[],
    original_language: show.originalLanguage,
    original_name: show.originalName,
    overview: show.overview,
    popularity: show.popularity,
    first_air_date: show.firstAirDate,
    name: show.name,
    vote_average: show.voteAverage,
    vote_count: show.voteCount,
  };
}

export function titleItem(title: Title) {
  return title.mediaType === 'movie' ? movieItem(title) : showItem(title);
}

/** Lists that mix movies and shows (multi search, find, recommendations) say which is which. */
export function typedItem(title: Title) {
  return { ...titleItem(title), media_type: title.mediaType };
}
