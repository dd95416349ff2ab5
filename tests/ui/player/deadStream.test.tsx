// @vitest-environment jsdom
import { act, render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { createActor } from 'xstate';
import type { LibraryClip } from '../../../src/contracts/library.ts';
import { initI18n } from '../../../src/i18n/index.ts';
import { mediaMachine } from '../../../src/machines/player/media.machine.ts';
import { StreamRetryNotice } from '../../../src/ui/player/StreamRetryNotice.tsx';
import { localCatalogue } from '../../services/tmdb/support.ts';
import { recordTransitions } from '../../support/coverage.ts';
import { eventually } from '../../support/eventually.ts';
import { players, segmentFailed } from '../../support/fakeHls.ts';
import { FakeMediaElement } from '../../support/fakeMediaElement.ts';
import { serveLibrary, testClip } from '../../support/library.ts';
import { renderApp } from '../../support/renderApp.tsx';
import { METROPOLIS } from '../details/support.ts';
import { serveTitles } from '../details/titles.ts';

/**
 * A stream whose segments answer 404 (spec doc 2 §9: retried 10 times before it is given up). hls.js
 * stands in (tests/support/fakeHls.ts) and reports what the real one does; e2e/streams.spec.ts
 * plays a dead stream with the real one.
 */
vi.mock('hls.js', () => import('../../support/fakeHls.ts'));
const { default: Hls } = await import('hls.js');

const latestPlayer = () => {
  const player = players.at(-1);
  if (!player) throw new Error('No hls.js player was made');
  return player;
};

describe('a stream that does not answer', () => {
  it('says that it is retried, and how far, until it answers again', async () => {
    await initI18n('en');
    const media = createActor(mediaMachine, { inspect: recordTransitions }).start();
    media.send({ type: 'element.attach', element: new FakeMediaElement() });
    const made = players.length;
    media.send({
      type: 'stream.load',
      stream: { id: 'dead', type: 'hls', flags: [], captions: [], playlist: '/dead/master.m3u8' },
      startAt: 0,
    });
    await eventually(() => expect(players.length).toBe(made + 1));
    render(<StreamRetryNotice media={media} />);
    const notice = screen.getByRole('status');
    expect(notice).toBeEmptyDOMElement();

    act(() => latestPlayer().emit(Hls.Events.ERROR, segmentFailed(404, 0)));
    expect(notice).toHaveTextContent('The stream is not answering — retrying (1 of 10)…');
    act(() => latestPlayer().emit(Hls.Events.ERROR, segmentFailed(404, 2)));
    expect(notice).toHaveTextContent('The stream is not answering — retrying (3 of 10)…');
    act(() => latestPlayer().emit(Hls.Events.FRAG_LOADED, {}));
    expect(notice).toBeEmptyDOMElement();

    act(() => latestPlayer().emit(Hls.Events.ERROR, segmentFailed(404, 9)));
    expect(notice).toHaveTextContent('(10 of 10)');
    // Given up: the playback-error screen takes over.
    act(() => latestPlayer().emit(Hls.Events.ERROR, segmentFailed(404, 10, true)));
    expect(notice).toBeEmptyDOMElement();
    expect(media.getSnapshot().value).toBe('failed');
  });

  it('is given up with the status its server answered on the playback-error screen', async () => {
    const clip: LibraryClip = {
      ...testClip,
      id: 'dead',
      stream: { type: 'hls', playlist: 'dead/master.m3u8' },
    };
    serveTitles(localCatalogue);
    serveLibrary([{ type: 'movie', tmdbId: 19, clip: 'dead' }], [clip]);
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const made = players.length;
    await renderApp({ path: `/media/${METROPOLIS}` });
    await screen.findByRole('heading', { level: 1, name: 'Metropolis' });
    await eventually(() => expect(players.length).toBe(made + 1));
    act(() => latestPlayer().emit(Hls.Events.ERROR, segmentFailed(404, 10, true)));
    expect(await screen.findByRole('heading', { name: 'Failed to play video!' })).toBeVisible();
    expect(screen.getByText("The stream's server answered 404.")).toBeVisible();
  });

  it('is given up in the words of hls.js when no status explains it', async () => {
    const clip: LibraryClip = {
      ...testClip,
      id: 'garbled',
      stream: { type: 'hls', playlist: 'garbled/master.m3u8' },
    };
    serveTitles(localCatalogue);
    serveLibrary([{ type: 'movie', tmdbId: 19, clip: 'garbled' }], [clip]);
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const made = players.length;
    await renderApp({ path: `/media/${METROPOLIS}` });
    await screen.findByRole('heading', { level: 1, name: 'Metropolis' });
    await eventually(() => expect(players.length).toBe(made + 1));
    act(() =>
      latestPlayer().emit(Hls.Events.ERROR, {
        type: Hls.ErrorTypes.NETWORK_ERROR,
        details: Hls.ErrorDetails.MANIFEST_PARSING_ERROR,
        fatal: true,
        error: new Error('no EXTM3U delimiter'),
      }),
    );
    expect(await screen.findByRole('heading', { name: 'Failed to play video!' })).toBeVisible();
    expect(screen.getByText('Reason: manifestParsingError: no EXTM3U delimiter')).toBeVisible();
  });
});
