// @vitest-environment jsdom
import { act, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HttpResponse, http } from 'msw';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { type AnyMachineSnapshot, createActor, fromCallback, type InspectionEvent } from 'xstate';
import type { Stream } from '../../../src/contracts/stream.ts';
import { initI18n } from '../../../src/i18n/index.ts';
import { mediaMachine } from '../../../src/machines/player/media.machine.ts';
import { type CorsFetch, createCorsFetch } from '../../../src/services/extension/index.ts';
import { ViewActorOptionsContext } from '../../../src/ui/app/useViewActorOptions.ts';
import { ProgressBar } from '../../../src/ui/player/ProgressBar.tsx';
import { recordTransitions } from '../../support/coverage.ts';
import { FakeMediaElement } from '../../support/fakeMediaElement.ts';
import { network } from '../../support/network.ts';

/** A video that answers play and pause as a browser's does, noting where it was when it played. */
class Video extends FakeMediaElement {
  override play(): Promise<void> {
    this.calls.push(`play at ${this.currentTime}`);
    this.fire('play');
    this.fire('playing');
    return Promise.resolve();
  }
  override pause(): void {
    this.calls.push(`pause at ${this.currentTime}`);
    this.fire('pause');
  }
}

const TRACK = '/library/test-card/thumbnails.vtt';
const SPRITE = [
  'WEBVTT',
  '',
  '00:00.000 --> 00:05.000',
  'sprite.jpg#xywh=0,0,160,90',
  '',
  '00:05.000 --> 00:10.000',
  'sprite.jpg#xywh=160,0,160,90',
  '',
  '00:10.000 --> 00:15.000',
  'sprite.jpg#xywh=0,90,160,90',
  '',
  '00:15.000 --> 00:20.000',
  'sprite.jpg#xywh=160,90,160,90',
].join('\n');

/** The bar over a 20 s video, 1000 px wide from x = 100, at 2 s; playing unless `paused`. */
async function renderBar({
  paused = false,
  thumbnails = false,
  wanted = true,
  corsFetch,
  inspect = recordTransitions,
}: {
  paused?: boolean;
  /** The stream has a thumbnails track. */
  thumbnails?: boolean;
  /** The viewer's preference enableThumbnails. */
  wanted?: boolean;
  corsFetch?: CorsFetch;
  inspect?: (event: InspectionEvent) => void;
} = {}) {
  await initI18n('en');
  const video = new Video();
  // The picture is not under test: only the element's events and requests.
  const media = createActor(
    mediaMachine.provide({ actors: { display: fromCallback(() => {}) } }),
  ).start();
  const stream: Stream = {
    id: 'test-card',
    type: 'file',
    flags: [],
    captions: [],
    qualities: { '720': { type: 'mp4', url: '/library/test-card/720p.mp4' } },
    ...(thumbnails && { thumbnailTrack: { type: 'vtt' as const, url: TRACK } }),
  };
  media.send({ type: 'element.attach', element: video });
  media.send({ type: 'stream.load', stream, startAt: 0 });
  video.duration = 20;
  video.fire('durationchange');
  video.currentTime = 2;
  video.fire('timeupdate');
  if (paused) video.fire('pause');
  else media.send({ type: 'media.play' });
  video.calls.length = 0;

  render(
    <ViewActorOptionsContext.Provider value={{ inspect }}>
      <ProgressBar media={media} corsFetch={corsFetch} thumbnails={wanted} />
    </ViewActorOptionsContext.Provider>,
  );
  const slider = screen.getByRole('slider', { name: 'Position' });
  const bar = slider.closest('.player-progress') as HTMLElement;
  bar.getBoundingClientRect = () => ({ left: 100, width: 1000 }) as DOMRect;
  return { video, media, slider, bar, user: userEvent.setup() };
}

const preview = () => document.querySelector<HTMLElement>('.player-preview');

afterEach(() => vi.restoreAllMocks());

describe('the progress bar (doc 2 §4 "Seeking")', () => {
  it('pauses a playing video while dragging, then seeks where it is let go and plays again', async () => {
    const { video, slider, bar, user } = await renderBar();
    expect(slider).toHaveAttribute('aria-valuetext', '0:02');

    await user.pointer({ keys: '[MouseLeft>]', target: bar, coords: { clientX: 350 } });
    expect(video.paused).toBe(true);
    expect(slider).toHaveAttribute('aria-valuetext', '0:05');
    await user.pointer({ target: bar, coords: { clientX: 850 } });
    // The label follows the drag; the video waits for the drop.
    expect(slider).toHaveAttribute('aria-valuetext', '0:15');
    expect(preview()).toHaveTextContent('0:15');
    expect(bar.querySelector('.player-progress-played')).toHaveStyle({ width: '75%' });
    expect(video.currentTime).toBe(2);
    await user.pointer({ keys: '[/MouseLeft]', target: bar, coords: { clientX: 850 } });

    expect(video.calls).toEqual(['pause at 2', 'play at 15']);
    expect(video.paused).toBe(false);
  });

  it('leaves a paused video paused after a drag, and keeps drags within the video', async () => {
    const { video, bar, user } = await renderBar({ paused: true });
    await user.pointer([
      { keys: '[MouseLeft>]', target: bar, coords: { clientX: 600 } },
      { target: bar, coords: { clientX: 1500 } },
    ]);
    expect(preview()).toHaveTextContent('0:20');
    await user.pointer({ keys: '[/MouseLeft]', target: bar, coords: { clientX: 1500 } });
    expect(video.calls).toEqual([]);
    expect(video.paused).toBe(true);
    expect(video.currentTime).toBe(20);
    // Let go off the bar, the pointer no longer hovers it.
    expect(preview()).toBeNull();
  });

  it('seeks with a click, and with the keys of the focused slider', async () => {
    const { video, media, slider, bar, user } = await renderBar({ paused: true });
    await user.pointer({ keys: '[MouseLeft]', target: bar, coords: { clientX: 400 } });
    // A click seeks where it lands, and leaves the keys to the slider.
    expect(video.currentTime).toBe(6);
    expect(slider).toHaveFocus();
    const at = async (time: number) => {
      video.currentTime = time;
      act(() => video.fire('timeupdate'));
      await waitFor(() => expect(media.getSnapshot().context.time).toBe(time));
    };
    await at(10);
    await user.keyboard('{ArrowRight}');
    expect(video.currentTime).toBe(15);
    await at(15);
    await user.keyboard('{PageDown}');
    expect(video.currentTime).toBe(5);
    await user.keyboard('{End}');
    expect(video.currentTime).toBe(20);
    await user.keyboard('{Home}');
    expect(video.currentTime).toBe(0);
  });

  it('shows the buffered range', async () => {
    const { video, bar } = await renderBar();
    act(() => video.setBuffered([[0, 8]]));
    expect(bar.querySelector('.player-progress-buffered')).toHaveStyle({ width: '40%' });
  });

  it('previews the time under the pointer, kept 32 px inside the bar', async () => {
    const { bar, user } = await renderBar();
    expect(preview()).toBeNull();
    await user.pointer({ target: bar, coords: { clientX: 600 } });
    expect(preview()).toHaveTextContent('0:10');
    expect(preview()?.querySelector('.player-preview-image')).toBeNull();
    // At the very start, the box stops 32 px from the end of the bar.
    await user.pointer({ target: bar, coords: { clientX: 100 } });
    expect(preview()).toHaveTextContent('0:00');
    expect(preview()).toHaveStyle({ left: '32px' });
    await user.unhover(bar);
    expect(preview()).toBeNull();
  });

  it("previews the stream's thumbnail: the sprite's region for the time under the pointer", async () => {
    network.use(http.get(`${location.origin}${TRACK}`, () => HttpResponse.text(SPRITE)));
    const { bar, user } = await renderBar({ thumbnails: true });
    await user.pointer({ target: bar, coords: { clientX: 700 } });
    const image = await waitFor(() => {
      const found = preview()?.querySelector<HTMLElement>('.player-preview-image');
      expect(found).toBeTruthy();
      return found as HTMLElement;
    });
    expect(preview()).toHaveTextContent('0:12');
    expect(image.style.backgroundImage).toBe(
      `url("${location.origin}/library/test-card/sprite.jpg")`,
    );
    expect(image).toHaveStyle({ backgroundPosition: '0px -90px', width: '160px', height: '90px' });
    // At the end, a 160 px picture stays 32 px inside the bar: its left edge at 1000 - 32 - 160.
    await user.pointer({ target: bar, coords: { clientX: 1100 } });
    expect(image).toHaveStyle({ backgroundPosition: '-160px -90px' });
    expect(preview()).toHaveStyle({ left: '808px' });
  });

  it('previews the time alone, fetching no track, when the viewer turned thumbnails off (doc 1 §3)', async () => {
    const fetched: string[] = [];
    network.use(
      http.get(`${location.origin}${TRACK}`, ({ request }) => {
        fetched.push(request.url);
        return HttpResponse.text(SPRITE);
      }),
    );
    const { bar, user } = await renderBar({ thumbnails: true, wanted: false });
    await user.pointer({ target: bar, coords: { clientX: 700 } });
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(preview()).toHaveTextContent('0:12');
    expect(preview()?.querySelector('.player-preview-image')).toBeNull();
    expect(fetched).toEqual([]);
  });

  it("fetches the thumbnails of a host that does not allow CORS through the app's proxy", async () => {
    const proxied: string[] = [];
    network.use(
      http.get('https://proxy.example/', ({ request }) => {
        proxied.push(new URL(request.url).searchParams.get('destination') ?? '');
        return HttpResponse.text(SPRITE);
      }),
    );
    const corsFetch = createCorsFetch({ proxyUrls: ['https://proxy.example'] });
    const { bar, user } = await renderBar({ thumbnails: true, corsFetch });
    await user.pointer({ target: bar, coords: { clientX: 700 } });
    await waitFor(() => expect(preview()?.querySelector('.player-preview-image')).toBeTruthy());
    expect(proxied).toEqual([`${location.origin}${TRACK}`]);
  });

  it('previews the time alone when the thumbnails track is not WebVTT', async () => {
    network.use(http.get(`${location.origin}${TRACK}`, () => HttpResponse.text('<!doctype html>')));
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const { bar, user } = await renderBar({ thumbnails: true });
    await waitFor(() => expect(warn).toHaveBeenCalled());
    await user.pointer({ target: bar, coords: { clientX: 700 } });
    expect(preview()).toHaveTextContent('0:12');
    expect(preview()?.querySelector('.player-preview-image')).toBeNull();
  });

  it("runs its seeking actor under the app's inspector, for the statechart viewer", async () => {
    const machines = new Set<string>();
    await renderBar({
      inspect: (event) => {
        if (event.type === '@xstate.snapshot') {
          machines.add((event.snapshot as AnyMachineSnapshot).machine.id);
        }
      },
    });
    expect(machines).toContain('seeking');
  });
});
