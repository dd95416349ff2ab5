import { HttpResponse, http } from 'msw';
import { onTestFinished } from 'vitest';
import { createTmdbClient, type TmdbClientOptions } from '../../../src/services/tmdb/client.ts';
import { network } from '../../support/network.ts';

/** Where the app finds the film database: the real TMDB with a read token, or the local catalogue. */
export interface TmdbTarget {
  name: string;
  apiUrl: string;
  imageUrl: string;
  readApiKey: string;
}

export const realTmdb: TmdbTarget = {
  name: 'the real TMDB (token configured)',
  apiUrl: 'https://api.themoviedb.org/3',
  imageUrl: 'https://image.tmdb.org/t/p',
  readApiKey: 'eyJhbGciOiJIUzI1NiJ9.eyJhdWQiOiJ0ZXN0In0.c2lnbmF0dXJl',
};

export const localCatalogue: TmdbTarget = {
  name: 'a same-origin catalogue (no token)',
  apiUrl: '/tmdb/3',
  imageUrl: '/tmdb/t/p',
  readApiKey: '',
};

/** The answers TMDB gives for a bad token and an unknown path. */
const INVALID_KEY = {
  status_code: 7,
  status_message: 'Invalid API key: You must be granted a valid key.',
  success: false,
};
export const NOT_FOUND = {
  success: false,
  status_code: 34,
  status_message: 'The resource you requested could not be found.',
};

type Json = Record<string, unknown>;

const fixtures = import.meta.glob<Json>('../../fixtures/tmdb/**/*.json', {
  eager: true,
  import: 'default',
});

/** A copy of `tests/fixtures/tmdb/{path}.json`, or undefined. */
export function tmdbFixture(path: string): Json | undefined {
  const fixture = fixtures[`../../fixtures/tmdb/${path}.json`];
  return fixture && structuredClone(fixture);
}

const IMAGE_KINDS = ['backdrops', 'logos', 'posters'] as const;

/**
 * Keeps the images TMDB would return: those in `include_image_language` ("null" for images without
 * text), or else only those in the request's language.
 */
function filterImages(images: Json, url: URL) {
  const languages = url.searchParams.get('include_image_language')?.split(',') ?? [
    (url.searchParams.get('language') ?? 'en').slice(0, 2),
  ];
  for (const kind of IMAGE_KINDS) {
    const list = images[kind] as Array<{ iso_639_1: string | null }> | undefined;
    images[kind] = list?.filter((image) => languages.includes(image.iso_639_1 ?? 'null'));
  }
}

/**
 * Serves the fixture set at `target.apiUrl` as TMDB does: 401 without the bearer token (when one is
 * configured), 404 for an unknown path, `append_to_response` blocks attached from the title's own
 * fixtures (without their `id`, as TMDB does), images filtered by language. Returns the requests.
 */
export function serveTmdbFixtures(target: TmdbTarget) {
  const requests: Request[] = [];
  const basePath = new URL(target.apiUrl, location.href).pathname;
  network.use(
    http.get(`${target.apiUrl}/*`, ({ request }) => {
      requests.push(request);
      if (
        target.readApiKey &&
        request.headers.get('Authorization') !== `Bearer ${target.readApiKey}`
      ) {
        return HttpResponse.json(INVALID_KEY, { status: 401 });
      }
      const url = new URL(request.url);
      const path = url.pathname.slice(basePath.length + 1);
      const body = tmdbFixture(path);
      if (!body) return HttpResponse.json(NOT_FOUND, { status: 404 });
      for (const block of url.searchParams.get('append_to_response')?.split(',') ?? []) {
        const appended = tmdbFixture(`${path}/${block}`);
        if (!appended) continue;
        delete appended.id;
        body[block] = appended;
      }
      const images = path.endsWith('/images') ? body : (body.images as Json | undefined);
      if (images) filterImages(images, url);
      return HttpResponse.json(body);
    }),
  );
  return { requests };
}

/** A client for `target` (language en-US unless given), disposed after the test. */
export function createTestClient(target: TmdbTarget, options: Partial<TmdbClientOptions> = {}) {
  const client = createTmdbClient({
    apiUrl: target.apiUrl,
    imageUrl: target.imageUrl,
    readApiKey: target.readApiKey,
    language: 'en-US',
    ...options,
  });
  onTestFinished(() => client.dispose());
  return client;
}
