// @vitest-environment jsdom
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HttpResponse, http } from 'msw';
import { afterEach, describe, expect, it, vi } from 'vitest';
import manifest from '../../../media/manifest.json';
import type { AppConfig } from '../../../src/contracts/config.ts';
import type { LibraryManifest } from '../../../src/contracts/library.ts';
import { localCatalogue } from '../../services/tmdb/support.ts';
import { holdClipboard } from '../../support/clipboard.ts';
import { serveLibrary } from '../../support/library.ts';
import { network } from '../../support/network.ts';
import { renderApp } from '../../support/renderApp.tsx';
import { METROPOLIS } from '../details/support.ts';
import { serveTitles } from '../details/titles.ts';

const library = `${location.origin}/library`;
const playlist = `${library}/test-card/master.m3u8`;
const video = () => document.querySelector('video') as HTMLVideoElement;

afterEach(() => {
  vi.restoreAllMocks();
});

/**
 * The player of Metropolis playing a clip of the sample library: `test-card` (HLS) or `countdown`
 * (MP4 at 720 and 480 lines), with the settings overlay open on its main page.
 */
async function playClip(clip: 'test-card' | 'countdown', config: Partial<AppConfig> = {}) {
  serveTitles(localCatalogue);
  serveLibrary([{ type: 'movie', tmdbId: 19, clip }], manifest.clips as LibraryManifest['clips']);
  // The clips' side files (thumbnails, subtitles), empty: not what these tests look at.
  network.use(http.get(`${library}/*.vtt`, () => HttpResponse.text('WEBVTT\n')));
  // jsdom has no Media Source Extensions: the browser's own HLS plays the playlist.
  vi.spyOn(HTMLMediaElement.prototype, 'canPlayType').mockImplementation((type) =>
    type === 'application/vnd.apple.mpegurl' ? 'maybe' : '',
  );
  vi.spyOn(console, 'error').mockImplementation(() => {});
  const user = userEvent.setup();
  const app = await renderApp({ path: `/media/${METROPOLIS}`, config });
  await screen.findByRole('heading', { level: 1, name: 'Metropolis' });
  await waitFor(() => expect(video().src).toMatch(/\/library\/test-card\/|\/library\/countdown\//));
  await user.click(screen.getByRole('button', { name: 'Settings' }));
  const settings = within(screen.getByRole('dialog', { name: 'Settings' }));
  return { ...app, user, settings };
}

describe('downloading from the settings overlay (doc 2 §2, §5, §7)', () => {
  it("offers an HLS stream's playlist to copy, explained, without a downloader unless configured", async () => {
    const { user, router, settings } = await playClip('test-card');
    // After user-event's setup, which puts in a clipboard of its own.
    const clipboard = holdClipboard();
    expect(video().src).toBe(playlist);
    await user.click(settings.getByRole('button', { name: 'Download' }));
    expect(router.state.location.search.r).toBe('/settings/download');
    expect(settings.getByRole('heading', { level: 2, name: 'Download' })).toBeVisible();
    expect(settings.getByText(/playlist of many short video segments/)).toBeVisible();
    expect(settings.getByRole('textbox', { name: 'Playlist link' })).toHaveValue(playlist);
    expect(settings.queryByRole('link', { name: 'Open the online downloader' })).toBeNull();

    await user.click(settings.getByRole('button', { name: 'Copy link' }));
    await act(async () => clipboard.allow());
    expect(await settings.findByRole('status')).toHaveTextContent('Link copied');
    expect(clipboard.contents).toBe(playlist);
  });

  it('links the hosted HLS downloader with the playlist, in a new tab, when one is configured', async () => {
    const { user, settings } = await playClip('test-card', {
      HLS_DOWNLOADER_URL: 'https://downloader.example/hls',
    });
    await user.click(settings.getByRole('button', { name: 'Download' }));
    const downloader = settings.getByRole('link', { name: 'Open the online downloader' });
    expect(downloader).toHaveAttribute(
      'href',
      `https://downloader.example/hls?url=${encodeURIComponent(playlist)}`,
    );
    expect(downloader).toHaveAttribute('target', '_blank');
    expect(downloader).toHaveAttribute('rel', 'noreferrer');
    expect(settings.getByRole('textbox', { name: 'Playlist link' })).toHaveValue(playlist);
  });

  it("links each MP4 file, the best first, and copies the best one's link", async () => {
    const { user, settings } = await playClip('countdown');
    const clipboard = holdClipboard();
    await user.click(settings.getByRole('button', { name: 'Download' }));
    const files = within(settings.getByRole('list', { name: 'Files' })).getAllByRole('link');
    expect(files.map((link) => [link.textContent, link.getAttribute('href')])).toEqual([
      ['Download 720p', `${library}/countdown/720p.mp4`],
      ['Download 480p', `${library}/countdown/480p.mp4`],
    ]);
    for (const link of files) expect(link).toHaveAttribute('download');
    expect(settings.queryByRole('textbox', { name: 'Playlist link' })).toBeNull();

    await user.click(settings.getByRole('button', { name: 'Copy link' }));
    await act(async () => clipboard.deny());
    expect(await settings.findByRole('status')).toHaveTextContent("Couldn't copy the link");
    await user.click(settings.getByRole('button', { name: 'Copy link' }));
    await act(async () => clipboard.allow());
    expect(await settings.findByRole('status')).toHaveTextContent('Link copied');
    expect(clipboard.contents).toBe(`${library}/countdown/720p.mp4`);
  });

  it('opens a how-to per platform, and back returns to the download page', async () => {
    const { user, router, settings } = await playClip('test-card');
    await user.click(settings.getByRole('button', { name: 'Download' }));
    const pages = [
      ['On a computer', 'pc', 'Download on a computer', /VLC/],
      ['On Android', 'android', 'Download on Android', /Download link/],
      ['On iPhone or iPad', 'ios', 'Download on iPhone or iPad', /Download Linked File/],
    ] as const;
    for (const [row, page, title, step] of pages) {
      await user.click(settings.getByRole('button', { name: row }));
      expect(router.state.location.search.r).toBe(`/settings/download/${page}`);
      expect(settings.getByRole('heading', { level: 2, name: title })).toBeVisible();
      const steps = within(settings.getByRole('list')).getAllByRole('listitem');
      expect(steps.length).toBeGreaterThanOrEqual(3);
      expect(steps.some((item) => step.test(item.textContent ?? ''))).toBe(true);
      await user.click(settings.getByRole('button', { name: 'Back' }));
      expect(router.state.location.search.r).toBe('/settings/download');
      expect(settings.getByRole('heading', { level: 2, name: 'Download' })).toBeVisible();
    }
  });

  it('gives the ffmpeg command for the HLS playlist playing', async () => {
    const { user, settings } = await playClip('test-card');
    await user.click(settings.getByRole('button', { name: 'Download' }));
    await user.click(settings.getByRole('button', { name: 'On a computer' }));
    expect(settings.getByText(`ffmpeg -i "${playlist}" -c copy video.mp4`)).toBeVisible();
  });

  it('shows the source playing on the main page and the source page', async () => {
    const { user, router, settings } = await playClip('countdown');
    await user.click(settings.getByRole('button', { name: 'Source Library' }));
    expect(router.state.location.search.r).toBe('/settings/source');
    expect(settings.getByRole('heading', { level: 2, name: 'Source' })).toBeVisible();
    const sources = within(settings.getByRole('list', { name: 'Sources' })).getAllByRole(
      'listitem',
    );
    expect(sources.map((source) => source.textContent)).toEqual([
      'Library Playing',
      'Local player Embedded page',
    ]);
    expect(sources[0]).toHaveAttribute('aria-current', 'true');
    // The order is kept in the settings, opened beside the player.
    const order = settings.getByRole('link', { name: 'Change the source order' });
    expect(order).toHaveAttribute('href', '/settings#source-order');
    expect(order).toHaveAttribute('target', '_blank');
  });
});

describe('a source that cannot be downloaded (doc 2 §5)', () => {
  it('leads the download row of an embedded page to /download/unable, which says why', async () => {
    const { user, router, settings } = await playClip('countdown');
    await user.click(settings.getByRole('button', { name: 'Source Library' }));
    await user.click(settings.getByRole('button', { name: /^Local player/ }));
    // The provider's page plays in the iframe player.
    const frame = await screen.findByTitle('Metropolis');
    expect(frame).toHaveAttribute('src', `${location.origin}/embed/movie/19`);
    await user.click(screen.getByRole('button', { name: 'Settings' }));
    const overlay = within(screen.getByRole('dialog', { name: 'Settings' }));
    await user.click(overlay.getByRole('button', { name: 'Download' }));
    expect(router.state.location.search.r).toBe('/settings/download/unable');
    expect(overlay.getByText("This source can't be downloaded")).toBeVisible();
    expect(overlay.getByText(/offers no video file or playlist/)).toBeVisible();
    expect(overlay.queryByRole('link')).toBeNull();
    // Typed by hand, /download says the same.
    await act(() => router.navigate({ to: '.', search: { r: '/settings/download' } }));
    expect(await overlay.findByText("This source can't be downloaded")).toBeVisible();
  });
});
