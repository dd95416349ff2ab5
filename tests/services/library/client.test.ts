import { HttpResponse, http } from 'msw';
import { describe, expect, it } from 'vitest';
import manifest from '../../../media/manifest.json';
import { createLibraryClient, LibraryError } from '../../../src/services/library/client.ts';
import { network } from '../../support/network.ts';

const base = `${location.origin}/library`;

function serveManifest(body: unknown = manifest, status = 200) {
  let requests = 0;
  network.use(
    http.get(`${base}/manifest.json`, () => {
      requests += 1;
      return HttpResponse.json(body as object, { status });
    }),
  );
  return { requests: () => requests };
}

describe('the media library client', () => {
  it('plays a movie from its HLS clip, with subtitles and thumbnails, at absolute URLs', async () => {
    serveManifest();
    const library = createLibraryClient({ baseUrl: '/library' });
    const found = await library.find({ type: 'movie', tmdbId: 45745 });
    expect(found).toEqual({
      duration: 30,
      stream: {
        id: 'library-test-card',
        type: 'hls',
        playlist: `${base}/test-card/master.m3u8`,
        flags: ['cors-allowed'],
        captions: [
          {
            id: 'library-test-card-en',
            type: 'vtt',
            url: `${base}/test-card/subtitles-en.vtt`,
            language: 'en',
            hasCorsRestrictions: false,
          },
        ],
        thumbnailTrack: { type: 'vtt', url: `${base}/test-card/thumbnails.vtt` },
      },
    });
  });

  it('plays an MP4 movie in its qualities, and an episode by its numbers with its intro', async () => {
    serveManifest();
    const library = createLibraryClient({ baseUrl: `${base}/` });
    const movie = await library.find({ type: 'movie', tmdbId: 10378 });
    expect(movie?.stream).toMatchObject({
      type: 'file',
      qualities: {
        '720': { type: 'mp4', url: `${base}/countdown/720p.mp4` },
        '480': { type: 'mp4', url: `${base}/countdown/480p.mp4` },
      },
    });
    const episode = await library.find({ type: 'show', tmdbId: 33050, season: 1, episode: 2 });
    expect(episode).toMatchObject({
      duration: 40,
      stream: { qualities: { '720': { url: `${base}/pioneer/episode-2.mp4` } } },
    });
  });

  it('has nothing for a title or an episode it does not hold', async () => {
    serveManifest();
    const library = createLibraryClient({ baseUrl: '/library' });
    expect(await library.find({ type: 'movie', tmdbId: 19 })).toBeUndefined();
    expect(
      await library.find({ type: 'show', tmdbId: 33050, season: 1, episode: 9 }),
    ).toBeUndefined();
    // A show's id is not a movie's.
    expect(await library.find({ type: 'movie', tmdbId: 33050 })).toBeUndefined();
  });

  it('fails with a LibraryError on a bad manifest, and reads it again on the next lookup', async () => {
    serveManifest({ clips: 'nope' });
    const library = createLibraryClient({ baseUrl: '/library' });
    await expect(library.find({ type: 'movie', tmdbId: 45745 })).rejects.toThrow(LibraryError);
    serveManifest(undefined, 503);
    await expect(library.find({ type: 'movie', tmdbId: 45745 })).rejects.toThrow(/answered 503/);
    serveManifest();
    expect(await library.find({ type: 'movie', tmdbId: 45745 })).toBeDefined();
  });
});
