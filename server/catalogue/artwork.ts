import { fileURLToPath } from 'node:url';
import type { MediaType } from './catalogue.ts';

/**
 * The generated artwork (scripts/catalogue-artwork.ts): one SVG file per image, named from ids so the
 * paths in the answers never change. Answers carry them TMDB-style, as `/{file}`.
 */
export const ARTWORK_DIR = fileURLToPath(new URL('./artwork/', import.meta.url));

/** The sizes TMDB's image host serves; a vector image is the same file at every one. */
export const IMAGE_SIZES = ['w185', 'w300', 'w342', 'w500', 'w780', 'w1280', 'original'] as const;

export interface Frame {
  width: number;
  height: number;
}

/** Drawing sizes, also reported by the images answers. */
export const frames = {
  poster: { width: 1000, height: 1500 },
  backdrop: { width: 1920, height: 1080 },
  logo: { width: 1200, height: 450 },
  still: { width: 1280, height: 720 },
  profile: { width: 500, height: 750 },
} satisfies Record<string, Frame>;

export const artworkFile = {
  poster: (mediaType: MediaType, id: number) => `${mediaType}-${id}-poster.svg`,
  backdrop: (mediaType: MediaType, id: number) => `${mediaType}-${id}-backdrop.svg`,
  logo: (mediaType: MediaType, id: number) => `${mediaType}-${id}-logo.svg`,
  still: (showId: number, season: number, episode: number) =>
    `tv-${showId}-s${season}e${episode}-still.svg`,
  profile: (personId: number) => `person-${personId}-profile.svg`,
};

/** What a valid artwork file name looks like; anything else is never looked up on disk. */
export const ARTWORK_FILE_NAME = /^[a-z]+-\d+(-s\d+e\d+)?-[a-z]+\.svg$/;

/** A file as TMDB writes image paths in its answers. */
export const imagePath = (file: string) => `/${file}`;
