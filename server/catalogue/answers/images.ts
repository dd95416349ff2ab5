import { artworkFile, type Frame, frames, imagePath } from '../artwork.ts';
import type { Title } from '../catalogue.ts';

/** `iso_639_1` is the language of the text on an image; TMDB leaves it null when there is none. */
function image(file: string, { width, height }: Frame, language: string | null) {
  return {
    aspect_ratio: Math.round((width / height) * 1000) / 1000,
    height,
    iso_639_1: language,
    file_path: imagePath(file),
    vote_average: 0,
    vote_count: 0,
    width,
  };
}

/** `images`: one poster and one logo with the English title, one backdrop without text. */
export function images(title: Title) {
  const { mediaType, id } = title;
  return {
    backdrops: [image(artworkFile.backdrop(mediaType, id), frames.backdrop, null)],
    logos: [image(artworkFile.logo(mediaType, id), frames.logo, 'en')],
    posters: [image(artworkFile.poster(mediaType, id), frames.poster, 'en')],
  };
}
