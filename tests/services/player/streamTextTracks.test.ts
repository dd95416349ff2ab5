// @vitest-environment jsdom
import { HttpResponse, http } from 'msw';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createActor } from 'xstate';
import { mediaMachine } from '../../../src/machines/player/media.machine.ts';
import { HLS_SETTINGS } from '../../../src/services/player/hlsDisplay.ts';
import { recordTransitions } from '../../support/coverage.ts';
import { eventually } from '../../support/eventually.ts';
import { FakeMediaElement } from '../../support/fakeMediaElement.ts';
import { network } from '../../support/network.ts';
import { readText } from '../subtitles/support.ts';

/**
 * A stream whose subtitle rendition is marked DEFAULT=YES (tests/fixtures/hls/default-subtitles.m3u8,
 * the sample test card as real streams often have it). The player draws captions itself; the
 * browser must not draw that rendition too, on screen even with captions off.
 */
const STREAM = 'http://streams.test/card';
const MASTER = `${STREAM}/master.m3u8`;

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('a stream with a DEFAULT=YES subtitle rendition', () => {
  it('is left to our captions by hls.js: it neither selects nor fetches the rendition', async () => {
    const requested: string[] = [];
    network.use(
      http.get(`${STREAM}/*`, ({ request }) => {
        const path = new URL(request.url).pathname.replace('/card/', '');
        requested.push(path);
        return HttpResponse.text(
          path === 'master.m3u8'
            ? readText('tests/fixtures/hls/default-subtitles.m3u8')
            : readText(`media/test-card/${path}`),
        );
      }),
    );
    // jsdom has no Media Source Extensions: hls.js checks the codecs with this before it starts.
    vi.stubGlobal('MediaSource', { isTypeSupported: () => true });
    const { default: Hls } = await import('hls.js');
    const hls = new Hls(HLS_SETTINGS);
    const parsed = new Promise((resolve) => hls.once(Hls.Events.MANIFEST_PARSED, resolve));
    hls.loadSource(MASTER);
    await parsed;
    // The media playlists of the picture and the sound are loaded next; by then hls.js would
    // have asked for the subtitles too.
    await eventually(() => expect(requested).toContain('audio-en/index.m3u8'));
    expect(hls.subtitleTrack).toBe(-1);
    expect(requested).not.toContain('subtitles-en.m3u8');
    hls.destroy();
  });

  it("is not drawn by the browser's own HLS either, while a track of the page's is", async () => {
    const element = new FakeMediaElement('maybe');
    const media = createActor(mediaMachine, { inspect: recordTransitions }).start();
    media.send({ type: 'element.attach', element });
    media.send({
      type: 'stream.load',
      stream: { id: 'card', type: 'hls', flags: [], captions: [], playlist: MASTER },
      startAt: 0,
    });
    await eventually(() => expect(element.src).toBe(MASTER));
    // The browser reads the playlist and shows the rendition marked default, at once or a moment
    // after adding it.
    const rendition = element.addTrack('English', 'showing');
    expect(rendition.mode).toBe('disabled');
    rendition.mode = 'showing';
    expect(rendition.mode).toBe('disabled');
    // The viewer prefers the browser's captions: the page's own <track> is drawn.
    const own = element.addTrack('en', 'showing', { own: true });
    expect(own.mode).toBe('showing');
    // Another stream: this one's tracks are no longer the player's to manage.
    media.send({ type: 'stream.unload' });
    rendition.mode = 'showing';
    expect(rendition.mode).toBe('showing');
  });
});
