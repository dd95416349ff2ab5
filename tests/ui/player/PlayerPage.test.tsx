// @vitest-environment jsdom
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { type HttpHandler, HttpResponse, http } from 'msw';
import { describe, expect, it, onTestFinished, vi } from 'vitest';
import type { Stores } from '../../../src/services/storage/index.ts';
import { localCatalogue } from '../../services/tmdb/support.ts';
import { serveLibrary, testClip } from '../../support/library.ts';
import { network } from '../../support/network.ts';
import { renderApp } from '../../support/renderApp.tsx';
import { METROPOLIS, PIONEER_ONE } from '../details/support.ts';
import { serveTitles } from '../details/titles.ts';

const metropolisPlays = [{ type: 'movie' as const, tmdbId: 19, clip: 'countdown' }];
const video = () => document.querySelector('video') as HTMLVideoElement;

/** The app at `path`, the film database answering (`answer` first, for what it handles). */
async function renderPlayer(
  path: string,
  { prepare, answer = [] }: { prepare?: (stores: Stores) => void; answer?: HttpHandler[] } = {},
) {
  serveTitles(localCatalogue);
  network.use(...answer);
  vi.spyOn(console, 'error').mockImplementation(() => {});
  const user = userEvent.setup();
  return { ...(await renderApp({ path, prepare })), user };
}

/** Metropolis playing at 15 s with double-click seeking on, its stage 900 px wide from x = 0. */
async function seekingStage() {
  serveLibrary(metropolisPlays);
  await renderPlayer(`/media/${METROPOLIS}`, {
    prepare: (stores) => stores.preferences.trigger.set({ enableDoubleClickToSeek: true }),
  });
  await screen.findByRole('heading', { level: 1, name: 'Metropolis' });
  const stage = video().parentElement as HTMLElement;
  stage.getBoundingClientRect = () => ({ left: 0, width: 900 }) as DOMRect;
  video().currentTime = 15;
  return stage;
}

describe('the player page (doc 2 §2, §4)', () => {
  it("plays a movie's library clip under its title, with its controls", async () => {
    serveLibrary(metropolisPlays);
    await renderPlayer(`/media/${METROPOLIS}`);
    expect(await screen.findByRole('heading', { level: 1, name: 'Metropolis' })).toBeVisible();
    await waitFor(() => expect(video().src).toBe(`${location.origin}/library/countdown/720p.mp4`));
    expect(screen.getByRole('button', { name: 'Play' })).toBeVisible();
    expect(screen.getByRole('slider', { name: 'Position' })).toBeVisible();
    // The time's name starts with the time seen, then says what a press does.
    expect(
      screen.getByRole('button', { name: '0:00 / 0:00 Show the time remaining' }),
    ).toBeVisible();
    expect(screen.getByRole('link', { name: 'Back' })).toHaveAttribute('href', '/');
  });

  it('covers the window alone: the page shell leaves out its skip link, header and footer', async () => {
    serveLibrary(metropolisPlays);
    await renderPlayer(`/media/${METROPOLIS}`);
    expect(await screen.findByRole('heading', { level: 1, name: 'Metropolis' })).toBeVisible();
    expect(screen.queryByRole('link', { name: 'Skip to content' })).toBeNull();
    expect(screen.queryByRole('link', { name: 'Flicker home' })).toBeNull();
    expect(screen.queryByRole('contentinfo')).toBeNull();
  });

  it('plays the episode of the address, named in the title', async () => {
    serveLibrary([{ type: 'show', tmdbId: 30295, season: 2, episode: 1, clip: 'countdown' }]);
    await renderPlayer(`/media/${PIONEER_ONE}/501/2001`);
    expect(
      await screen.findByRole('heading', {
        level: 1,
        name: /^Pioneer One\s*S2 E1 Sand and Stars$/,
      }),
    ).toBeVisible();
  });

  it("opens the title's details at the episode playing", async () => {
    serveLibrary([{ type: 'show', tmdbId: 30295, season: 2, episode: 1, clip: 'countdown' }]);
    const { user, router } = await renderPlayer(`/media/${PIONEER_ONE}/501/2001`);
    await screen.findByRole('heading', { level: 1, name: /^Pioneer One/ });
    await user.click(screen.getByRole('button', { name: 'Details' }));
    const dialog = within(await screen.findByRole('dialog'));
    expect(router.state.location.search.r).toBe('/details/tmdb-tv-30295/501/2001');
    const episodes = within(await dialog.findByRole('region', { name: 'Episodes' }));
    expect(episodes.getByRole('combobox', { name: 'Season' })).toHaveDisplayValue('Season 2');
    const current = await episodes.findByText('Sand and Stars');
    expect(current.closest('li')).toHaveAttribute('aria-current', 'true');
  });

  it('seeks 10 s on a double click in the outer thirds when the preference says so', async () => {
    const stage = await seekingStage();
    fireEvent.doubleClick(stage, { clientX: 100 });
    expect(video().currentTime).toBe(5);
    fireEvent.doubleClick(stage, { clientX: 800 });
    expect(video().currentTime).toBe(15);
  });

  it('changes quality and speed in the settings overlay, kept in the address; Escape closes it', async () => {
    serveLibrary(metropolisPlays);
    const { user, router } = await renderPlayer(`/media/${METROPOLIS}`);
    await screen.findByRole('heading', { level: 1, name: 'Metropolis' });
    await user.click(screen.getByRole('button', { name: 'Settings' }));
    const settings = within(screen.getByRole('dialog', { name: 'Settings' }));
    expect(router.state.location.search.r).toBe('/settings');
    await user.click(settings.getByRole('button', { name: /^Quality/ }));
    expect(router.state.location.search.r).toBe('/settings/quality');
    const qualities = within(settings.getByRole('list', { name: 'Quality' }));
    expect(qualities.getByRole('button', { name: '1080' })).toBeDisabled();
    await user.click(qualities.getByRole('button', { name: '480' }));
    expect(video().src).toBe(`${location.origin}/library/countdown/480p.mp4`);
    expect(qualities.getByRole('button', { name: '480' })).toHaveAttribute('aria-pressed', 'true');

    await user.click(settings.getByRole('button', { name: 'Back' }));
    await user.click(settings.getByRole('button', { name: /^Playback/ }));
    await user.click(settings.getByRole('button', { name: '1.5×' }));
    expect(video().playbackRate).toBe(1.5);
    await user.click(settings.getByRole('button', { name: 'Custom speed' }));
    await user.clear(settings.getByRole('textbox', { name: 'Custom speed' }));
    await user.type(settings.getByRole('textbox', { name: 'Custom speed' }), '7{Enter}');
    expect(settings.getByRole('alert')).toHaveTextContent('The speed can be at most 5.');
    await user.clear(settings.getByRole('textbox', { name: 'Custom speed' }));
    await user.type(settings.getByRole('textbox', { name: 'Custom speed' }), '1.75{Enter}');
    expect(video().playbackRate).toBe(1.75);

    // In the panel, Space presses the focused button rather than pausing.
    settings.getByRole('button', { name: '2×' }).focus();
    await user.keyboard(' ');
    expect(video().playbackRate).toBe(2);

    await user.keyboard('{Escape}');
    await waitFor(() => expect(router.state.location.search.r).toBeUndefined());
  });

  it("lists a show's seasons and episodes in the episodes overlay, and plays the one picked", async () => {
    serveLibrary([
      { type: 'show', tmdbId: 30295, season: 2, episode: 1, clip: 'countdown' },
      { type: 'show', tmdbId: 30295, season: 1, episode: 2, clip: 'countdown' },
    ]);
    const { user, router } = await renderPlayer(`/media/${PIONEER_ONE}/501/2001`);
    await screen.findByRole('heading', { level: 1, name: /^Pioneer One/ });
    await user.click(screen.getByRole('button', { name: 'Episodes' }));
    const panel = within(screen.getByRole('dialog', { name: 'Episodes' }));
    expect(router.state.location.search.r).toBe('/episodes');
    const seasons = within(panel.getByRole('list', { name: 'Seasons' }));
    expect(seasons.getByRole('button', { name: 'Season 2' })).toHaveAttribute(
      'aria-current',
      'true',
    );
    await user.click(seasons.getByRole('button', { name: 'Season 1' }));
    const list = within(await panel.findByRole('list', { name: 'Episodes of the season' }));
    await user.click(list.getByRole('button', { name: /^S1 E2 / }));
    await waitFor(() =>
      expect(router.state.location.pathname).toMatch(
        /^\/media\/tmdb-tv-30295-pioneer-one\/500\/\d+$/,
      ),
    );
    expect(
      await screen.findByRole('heading', { level: 1, name: /^Pioneer One\s*S1 E2/ }),
    ).toBeVisible();
  });

  it('bookmarks the title, skips 10 s, and stretches the picture from its bars', async () => {
    serveLibrary(metropolisPlays);
    const { user, stores } = await renderPlayer(`/media/${METROPOLIS}`);
    await screen.findByRole('heading', { level: 1, name: 'Metropolis' });
    const bookmark = screen.getByRole('button', { name: 'Bookmark' });
    expect(bookmark).toHaveAttribute('aria-pressed', 'false');
    await user.click(bookmark);
    expect(bookmark).toHaveAttribute('aria-pressed', 'true');
    expect(stores.bookmarks.getSnapshot().context.bookmarks['19']).toMatchObject({
      title: 'Metropolis',
    });
    video().currentTime = 30;
    await user.click(screen.getByRole('button', { name: 'Forward 10 s' }));
    expect(video().currentTime).toBe(40);
    await user.click(screen.getByRole('button', { name: 'Back 10 s' }));
    expect(video().currentTime).toBe(30);
    await user.click(screen.getByRole('button', { name: 'Stretch' }));
    expect(video()).toHaveClass('player-video-stretched');
  });

  it('asks to resume saved progress, and starts where it was', async () => {
    serveLibrary(metropolisPlays);
    const { user } = await renderPlayer(`/media/${METROPOLIS}`, {
      prepare: (stores) =>
        stores.progress.trigger.updated({
          media: { type: 'movie', tmdbId: '19', title: 'Metropolis' },
          progress: { watched: 1_234, duration: 9_000 },
          at: Date.now(),
        }),
    });
    expect(await screen.findByRole('heading', { name: 'Continue from 20:34?' })).toBeVisible();
    await user.click(screen.getByRole('button', { name: 'Resume' }));
    await waitFor(() => expect(video().src).toMatch(/countdown\/720p\.mp4$/));
    expect(video().currentTime).toBe(1_234);
  });

  it('says "We couldn\'t find that" for a title without a source, and looks again on request', async () => {
    serveLibrary([]);
    const { user } = await renderPlayer(`/media/${METROPOLIS}`);
    expect(await screen.findByRole('heading', { name: "We couldn't find that" })).toBeVisible();
    expect(screen.getByText(/^No source has Metropolis at the moment/)).toBeVisible();
    expect(screen.getByRole('button', { name: 'Sources' })).toBeVisible();
    serveLibrary(metropolisPlays);
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Metropolis' })).toBeVisible();
  });

  it('says it could not find the media, offering no sources, for an episode the show does not have', async () => {
    serveLibrary([]);
    await renderPlayer(`/media/${PIONEER_ONE}/404/1`);
    expect(await screen.findByRole('heading', { name: "Couldn't find that media." })).toBeVisible();
    expect(
      screen.getByText('The film database has no season or episode at this address.'),
    ).toBeVisible();
    expect(screen.getByRole('button', { name: 'Try again' })).toBeVisible();
    expect(screen.queryByRole('button', { name: 'Sources' })).toBeNull();
  });

  it('says "Failed to load metadata" when the film database fails, and tries again', async () => {
    serveLibrary(metropolisPlays);
    let answers = 0;
    const failOnce = http.get(`${localCatalogue.apiUrl}/movie/19`, () => {
      answers += 1;
      return answers === 1 ? new HttpResponse('', { status: 503 }) : undefined;
    });
    const { user } = await renderPlayer(`/media/${METROPOLIS}`, { answer: [failOnce] });
    expect(await screen.findByRole('heading', { name: 'Failed to load metadata' })).toBeVisible();
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Metropolis' })).toBeVisible();
  });

  it('shows the playback-error screen when the video fails, with the error on request', async () => {
    serveLibrary(metropolisPlays);
    const { user, clock } = await renderPlayer(`/media/${METROPOLIS}`);
    await screen.findByRole('heading', { level: 1, name: 'Metropolis' });
    Object.defineProperty(video(), 'error', { value: { code: 2, message: 'network down' } });
    act(() => {
      fireEvent(video(), new Event('error'));
    });
    expect(await screen.findByRole('heading', { name: 'Failed to play video!' })).toBeVisible();
    expect(screen.getByText('A network error stopped the video.')).toBeVisible();
    // The sources open by themselves, once: closed, they stay closed until asked for.
    const sources = await screen.findByRole('dialog', { name: 'Settings' });
    expect(within(sources).getByRole('button', { name: 'Library Playing' })).toBeVisible();
    const closeSources = async () => {
      await user.keyboard('{Escape}');
      act(() => clock.increment(400));
      expect(screen.queryByRole('dialog', { name: 'Settings' })).toBeNull();
    };
    await closeSources();
    await user.click(screen.getByRole('button', { name: 'Sources' }));
    expect(screen.getByRole('dialog', { name: 'Settings' })).toBeVisible();
    await closeSources();
    await user.click(screen.getByRole('button', { name: 'Show error' }));
    expect(screen.getByText(/network down/)).toBeVisible();
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Metropolis' })).toBeVisible();
  });

  it('steps the speed with < and >, and moves the subtitles with [ and ], showing each for 3 s', async () => {
    serveLibrary(metropolisPlays);
    const { user, stores, clock } = await renderPlayer(`/media/${METROPOLIS}`);
    await screen.findByRole('heading', { level: 1, name: 'Metropolis' });
    // What the statuses say; the casting notice keeps an empty one, to announce its changes.
    const shown = () =>
      screen
        .queryAllByRole('status')
        .map((status) => status.textContent)
        .filter(Boolean);
    await user.keyboard('>');
    expect(video().playbackRate).toBe(1.5);
    expect(shown()).toEqual(['1.5× speed']);
    act(() => clock.increment(2_000));
    await user.keyboard(']]]');
    expect(shown()).toEqual(['1.5× speed', 'Subtitles +1.5 s']);
    act(() => clock.increment(1_000));
    // user-event writes a literal "[" as "[[".
    await user.keyboard('[[[[[[[[');
    expect(shown()).toEqual(['Subtitles -0.5 s']);
    expect(stores.subtitles.getSnapshot().context.delay).toBe(-0.5);
    act(() => clock.increment(2_999));
    expect(shown()).toEqual(['Subtitles -0.5 s']);
    act(() => clock.increment(1));
    expect(shown()).toEqual([]);
  });

  it('rolls the picture for 1 s on r', async () => {
    serveLibrary(metropolisPlays);
    const { user, clock } = await renderPlayer(`/media/${METROPOLIS}`);
    await screen.findByRole('heading', { level: 1, name: 'Metropolis' });
    await user.keyboard('r');
    expect(video()).toHaveClass('player-video-roll');
    act(() => clock.increment(1_000));
    expect(video()).not.toHaveClass('player-video-roll');
  });

  it('keeps the volume for the next title; the wheel over it turns it, once per 345 ms', async () => {
    serveLibrary(metropolisPlays);
    const { user, stores } = await renderPlayer(`/media/${METROPOLIS}`, {
      prepare: (prepared) => prepared.volume.trigger.changed({ volume: 0.4 }),
    });
    await screen.findByRole('heading', { level: 1, name: 'Metropolis' });
    await waitFor(() => expect(video().volume).toBe(0.4));
    const slider = screen.getByRole('slider', { name: 'Volume' });
    fireEvent.wheel(slider, { deltaY: -100 });
    fireEvent.wheel(slider, { deltaY: -100 });
    expect(video().volume).toBe(0.5);
    expect(stores.volume.getSnapshot().context.volume).toBe(0.5);
    // Muting is not kept: the next title starts at the volume last heard.
    await user.click(screen.getByRole('button', { name: 'Mute' }));
    expect(video().volume).toBe(0);
    expect(stores.volume.getSnapshot().context.volume).toBe(0.5);
  });

  it('tells that an episode has not aired yet', async () => {
    serveLibrary([{ type: 'show', tmdbId: 30295, season: 2, episode: 1, clip: 'countdown' }]);
    const { user } = await renderPlayer(`/media/${PIONEER_ONE}/501/2001`);
    const notice = await screen.findByRole('complementary', {
      name: 'This episode is not out yet',
    });
    expect(notice).toHaveTextContent(/It airs on Feb 1, 2030\./);
    await user.click(within(notice).getByRole('button', { name: 'Got it' }));
    expect(screen.queryByRole('complementary', { name: 'This episode is not out yet' })).toBeNull();
  });

  it('says nothing of airing for an episode that has aired', async () => {
    serveLibrary([{ type: 'show', tmdbId: 30295, season: 1, episode: 2, clip: 'countdown' }]);
    await renderPlayer(`/media/${PIONEER_ONE}/500/1002`);
    await screen.findByRole('heading', { level: 1, name: /^Pioneer One/ });
    await waitFor(() => expect(video().src).not.toBe(''));
    expect(screen.queryByRole('complementary', { name: 'This episode is not out yet' })).toBeNull();
  });

  it('seeks on a double tap in the outer thirds when the preference says so', async () => {
    const stage = await seekingStage();
    const tap = (clientX: number, timeStamp: number) => {
      const event = new PointerEvent('pointerdown', {
        bubbles: true,
        clientX,
        pointerType: 'touch',
      });
      Object.defineProperty(event, 'timeStamp', { value: timeStamp });
      fireEvent(stage, event);
    };
    tap(800, 1_000);
    tap(800, 1_200);
    expect(video().currentTime).toBe(25);
    // Taps further apart are two taps.
    tap(100, 5_000);
    tap(100, 5_400);
    expect(video().currentTime).toBe(25);
  });

  it('toggles the last-used captions with c, drawn at their cue times and shifted by the delay', async () => {
    const clip = {
      ...testClip,
      captions: [{ language: 'en', type: 'vtt' as const, url: 'countdown/en.vtt' }],
    };
    serveLibrary(metropolisPlays, [clip]);
    network.use(
      http.get(`${location.origin}/library/countdown/en.vtt`, () =>
        HttpResponse.text(
          'WEBVTT\n\n00:00:01.000 --> 00:00:03.000\nHello <b>there</b>\n\n00:00:05.000 --> 00:00:07.000\nAgain<img src=x onerror=alert(1)>\n',
        ),
      ),
    );
    const { user, stores } = await renderPlayer(`/media/${METROPOLIS}`);
    await screen.findByRole('heading', { level: 1, name: 'Metropolis' });
    const at = (time: number) =>
      act(() => {
        video().currentTime = time;
        fireEvent(video(), new Event('timeupdate'));
      });
    const shown = () => document.querySelector('.player-captions')?.textContent ?? '';
    await user.keyboard('c');
    at(2);
    await waitFor(() => expect(shown()).toBe('Hello there'));
    expect(document.querySelector('.player-caption b')).toHaveTextContent('there');
    at(4);
    expect(shown()).toBe('');
    at(6);
    // The cue's image and its handler are gone: only its text is drawn.
    expect(shown()).toBe('Again');
    expect(document.querySelector('.player-captions img')).toBeNull();
    // Shown 2 s later: at 4 s the cue of 2 s.
    await user.keyboard(']]]]');
    at(4);
    expect(shown()).toBe('Hello there');
    await user.keyboard('c');
    expect(shown()).toBe('');
    expect(stores.subtitles.getSnapshot().context).toMatchObject({
      enabled: false,
      lastSelectedLanguage: 'en',
    });
  });

  it('shows a subtitle file dropped on the player, and ignores other files', async () => {
    serveLibrary(metropolisPlays);
    await renderPlayer(`/media/${METROPOLIS}`);
    await screen.findByRole('heading', { level: 1, name: 'Metropolis' });
    const player = document.querySelector('.player') as HTMLElement;
    const drop = (file: File) =>
      fireEvent.drop(player, { dataTransfer: { files: [file], types: ['Files'] } });
    drop(new File(['not subtitles'], 'notes.txt', { type: 'text/plain' }));
    drop(new File(['1\n00:00:00,500 --> 00:00:04,000\nDropped in\n'], 'mine.srt'));
    act(() => {
      video().currentTime = 1;
      fireEvent(video(), new Event('timeupdate'));
    });
    await waitFor(() =>
      expect(document.querySelector('.player-captions')).toHaveTextContent('Dropped in'),
    );
  });

  it("gives the cues to the browser's own captions when the viewer prefers them", async () => {
    const clip = {
      ...testClip,
      captions: [{ language: 'en', type: 'vtt' as const, url: 'countdown/native-en.vtt' }],
    };
    serveLibrary(metropolisPlays, [clip]);
    network.use(
      http.get(`${location.origin}/library/countdown/native-en.vtt`, () =>
        HttpResponse.text('WEBVTT\n\n00:00:01.000 --> 00:00:03.000\nHello <b>there</b>\n'),
      ),
    );
    // jsdom has no object URLs: the file handed to the track is kept to be read.
    const files: Blob[] = [];
    const { createObjectURL, revokeObjectURL } = URL;
    URL.createObjectURL = (blob: Blob) => {
      files.push(blob);
      return `blob:track-${files.length}`;
    };
    URL.revokeObjectURL = () => {};
    onTestFinished(() => {
      Object.assign(URL, { createObjectURL, revokeObjectURL });
    });
    const { user } = await renderPlayer(`/media/${METROPOLIS}`, {
      prepare: (stores) => stores.preferences.trigger.set({ enableNativeSubtitles: true }),
    });
    await screen.findByRole('heading', { level: 1, name: 'Metropolis' });
    await user.keyboard('c');
    const track = await waitFor(() => {
      const found = document.querySelector('video track');
      expect(found).not.toBeNull();
      return found as HTMLTrackElement;
    });
    expect(track).toHaveAttribute('srclang', 'en');
    expect(await files.at(-1)?.text()).toBe(
      'WEBVTT\n\n00:00:01.000 --> 00:00:03.000\nHello <b>there</b>\n',
    );
    act(() => {
      video().currentTime = 2;
      fireEvent(video(), new Event('timeupdate'));
    });
    expect(document.querySelector('.player-captions')).toBeNull();
  });
});
