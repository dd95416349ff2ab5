// @vitest-environment jsdom
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HttpResponse, http } from 'msw';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { localCatalogue } from '../../services/tmdb/support.ts';
import { holdClipboard } from '../../support/clipboard.ts';
import { holdRequests, network } from '../../support/network.ts';
import { renderApp } from '../../support/renderApp.tsx';
import { loadedDetails, METROPOLIS, PIONEER_ONE, renderDetails } from './support.ts';
import { metropolisBody, serveTitles } from './titles.ts';

const api = localCatalogue.apiUrl;

afterEach(() => {
  vi.useRealTimers();
  vi.restoreAllMocks();
});

describe('details modal: loading (doc 3 §2, §4)', () => {
  it('shows a skeleton, then the hero, the info panel and the cast', async () => {
    const detail = holdRequests('get', `${api}/movie/19`);
    const { dialog, inDialog } = await renderDetails(METROPOLIS, { serve: false });
    expect(inDialog.getByRole('status')).toHaveTextContent('Loading details…');
    expect(screen.getByRole('dialog', { name: 'Title details' })).toBe(dialog);

    detail.respond(200, metropolisBody);
    expect(await inDialog.findByRole('heading', { name: 'Metropolis' })).toBeDefined();
    // The logo stands for the title (enableImageLogos is on by default).
    expect(dialog.querySelector('.details-title img')).toHaveAttribute(
      'src',
      '/tmdb/t/p/original/metropolis-logo.png',
    );
    expect(inDialog.queryByText('Loading details…')).toBeNull();
    expect(inDialog.getByText(/futuristic city/)).toBeVisible();
    const terms = inDialog.getAllByRole('term');
    const facts = terms.map((term) => [term.textContent, term.nextElementSibling?.textContent]);
    expect(facts).toEqual([
      ['Released', 'Jan 10, 1927'],
      ['Runtime', '2 h 33 min'],
      ['Rated', 'NR'],
      ['Rating', '8.1 / 10 (2,941 votes)'],
      ['Quality', 'HD'],
      ['Genres', 'DramaScience Fiction'],
    ]);
    expect(inDialog.getByRole('link', { name: 'Trailer' })).toHaveAttribute(
      'href',
      'https://www.youtube.com/embed/metropolisTrailer',
    );
    const cast = within(inDialog.getByRole('region', { name: 'Cast' }));
    expect(cast.getAllByRole('listitem').map((person) => person.textContent)).toEqual([
      'Brigitte HelmMaria',
      'AAlfred AbelJoh Fredersen',
      'Fritz LangDirector',
    ]);
    // The row overflows on a phone: a keyboard reaches it to scroll it.
    expect(cast.getByRole('list', { name: 'Cast' })).toHaveAttribute('tabindex', '0');
  });

  it('keeps the skeleton after a failed load, with no error message: it is only logged', async () => {
    const logged = vi.spyOn(console, 'error').mockImplementation(() => {});
    const detail = holdRequests('get', `${api}/movie/19`);
    const { dialog, inDialog } = await renderDetails(METROPOLIS, { serve: false });
    detail.respond(500);
    await waitFor(() => expect(logged).toHaveBeenCalled());
    expect(inDialog.getByRole('status')).toHaveTextContent('Loading details…');
    expect(inDialog.queryByRole('alert')).toBeNull();
    expect(dialog).not.toHaveTextContent(/fail|error/i);
  });

  it('shows the title in words when image logos are turned off', async () => {
    const { dialog } = await loadedDetails(METROPOLIS, 'Metropolis', {
      prepare: (stores) => stores.preferences.trigger.set({ enableImageLogos: false }),
    });
    expect(dialog.querySelector('.details-title')).toHaveTextContent('Metropolis');
    expect(dialog.querySelector('.details-title img')).toBeNull();
  });
});

describe('details modal: the play button (doc 3 §4)', () => {
  it('plays a released movie without progress: a link to its page', async () => {
    const { inDialog } = await loadedDetails(METROPOLIS, 'Metropolis');
    expect(inDialog.getByRole('link', { name: 'Play' })).toHaveAttribute(
      'href',
      `/media/${METROPOLIS}`,
    );
  });

  it('resumes a movie watched part way', async () => {
    const { inDialog } = await loadedDetails(METROPOLIS, 'Metropolis', {
      prepare: (stores) =>
        stores.progress.trigger.updated({
          media: { type: 'movie', tmdbId: '19', title: 'Metropolis' },
          progress: { watched: 1_200, duration: 9_180 },
          at: 1,
        }),
    });
    expect(inDialog.getByRole('link', { name: 'Resume' })).toHaveAttribute(
      'href',
      `/media/${METROPOLIS}`,
    );
  });

  it('says Unreleased, and opens nothing, for a movie still to come', async () => {
    network.use(
      http.get(`${api}/movie/19`, () =>
        HttpResponse.json({ ...metropolisBody, release_date: '2099-01-01' }),
      ),
    );
    const { inDialog } = await loadedDetails(METROPOLIS, 'Metropolis', { serve: false });
    expect(inDialog.getByRole('button', { name: 'Unreleased' })).toBeDisabled();
    expect(inDialog.queryByRole('link', { name: /Play|Resume/ })).toBeNull();
  });

  it('resumes a show at the episode watching would continue', async () => {
    const { inDialog } = await loadedDetails(PIONEER_ONE, 'Pioneer One', {
      prepare: (stores) =>
        stores.progress.trigger.updated({
          media: {
            type: 'show',
            tmdbId: '30295',
            title: 'Pioneer One',
            season: { tmdbId: '500', number: 1, title: 'Season 1' },
            episode: { tmdbId: '1002', number: 2, title: 'The Man from Mars' },
          },
          progress: { watched: 300, duration: 2_100 },
          at: 1,
        }),
    });
    expect(inDialog.getByRole('link', { name: 'Resume S1:E2' })).toHaveAttribute(
      'href',
      `/media/${PIONEER_ONE}/500/1002`,
    );
  });
});

describe('details modal: bookmark, share and the media id', () => {
  it('bookmarks the title and takes the bookmark away again', async () => {
    const user = userEvent.setup();
    const { inDialog, stores } = await loadedDetails(METROPOLIS, 'Metropolis');
    const bookmark = inDialog.getByRole('button', { name: 'Bookmark' });
    expect(bookmark).toHaveAttribute('aria-pressed', 'false');
    await user.click(bookmark);
    expect(bookmark).toHaveAttribute('aria-pressed', 'true');
    expect(stores.bookmarks.getSnapshot().context.bookmarks['19']).toMatchObject({
      title: 'Metropolis',
      type: 'movie',
      year: 1927,
    });
    await user.click(bookmark);
    expect(bookmark).toHaveAttribute('aria-pressed', 'false');
    expect(stores.bookmarks.getSnapshot().context.bookmarks).toEqual({});
  });

  it('copies the media page address and says Copied for 2 s', async () => {
    const { inDialog } = await loadedDetails(METROPOLIS, 'Metropolis');
    // Testing Library waits on a timer too: fake time also runs on with real time.
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
    // After user-event's setup, which puts in a clipboard of its own.
    const clipboard = holdClipboard();
    await user.click(inDialog.getByRole('button', { name: 'Share' }));
    await act(async () => clipboard.allow());
    expect(inDialog.getByRole('button', { name: 'Copied' })).toBeVisible();
    expect(clipboard.contents).toBe(new URL(`/media/${METROPOLIS}`, location.href).href);
    act(() => vi.advanceTimersByTime(1_900));
    expect(inDialog.getByRole('button', { name: 'Copied' })).toBeVisible();
    act(() => vi.advanceTimersByTime(200));
    expect(inDialog.getByRole('button', { name: 'Share' })).toBeVisible();
  });

  it('only logs a share that could not be copied', async () => {
    const logged = vi.spyOn(console, 'error').mockImplementation(() => {});
    const user = userEvent.setup();
    const clipboard = holdClipboard();
    const { inDialog } = await loadedDetails(METROPOLIS, 'Metropolis');
    await user.click(inDialog.getByRole('button', { name: 'Share' }));
    act(() => clipboard.deny());
    await waitFor(() => expect(logged).toHaveBeenCalled());
    expect(inDialog.getByRole('button', { name: 'Share' })).toBeVisible();
  });

  it('reveals the media id while Shift is held; a click copies it', async () => {
    const user = userEvent.setup();
    const clipboard = holdClipboard();
    const { inDialog } = await loadedDetails(METROPOLIS, 'Metropolis');
    const copyId = { name: /Copy media ID/ };
    expect(inDialog.queryByRole('button', copyId)).toBeNull();

    await user.keyboard('{Shift>}');
    const reveal = inDialog.getByRole('button', copyId);
    expect(reveal).toHaveTextContent(METROPOLIS);
    await user.click(reveal);
    act(() => clipboard.allow());
    await waitFor(() => expect(reveal).toHaveTextContent('Copied'));
    expect(clipboard.contents).toBe(METROPOLIS);
    await user.keyboard('{/Shift}');
    // Still there until "Copied" is over, then gone with Shift up.
    expect(inDialog.getByRole('button', copyId)).toBeVisible();
    await waitFor(() => expect(inDialog.queryByRole('button', copyId)).toBeNull());
  });
});

describe('details modal: opened and closed through the address (doc 3 §2)', () => {
  it('opens for ?r=/details/{id} and Escape closes it, dropping r', async () => {
    serveTitles(localCatalogue);
    const user = userEvent.setup();
    const { router } = await renderApp({ path: '/bookmarks' });
    await screen.findByRole('heading', { level: 1 });
    expect(screen.queryByRole('dialog')).toBeNull();

    await act(() => router.navigate({ to: '.', search: { r: `/details/${METROPOLIS}` } }));
    expect(await screen.findByRole('dialog', { name: 'Metropolis' })).toBeVisible();
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(router.state.location.pathname).toBe('/bookmarks');
    expect(router.state.location.search).toEqual({});
  });

  it('closes with its close button, and when the address drops r (Back)', async () => {
    const user = userEvent.setup();
    const { router } = await loadedDetails(METROPOLIS, 'Metropolis');
    await user.click(screen.getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(router.state.location.search).toEqual({});

    await act(() => router.navigate({ to: '.', search: { r: `/details/${METROPOLIS}` } }));
    await screen.findByRole('dialog', { name: 'Metropolis' });
    await act(() => router.navigate({ to: '.', search: {} }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it('looks an old JW link up and shows the title under its current id', async () => {
    const { router } = await renderDetails('JW-movie-12345-metropolis-1927');
    await waitFor(() =>
      expect(router.state.location.search).toEqual({ r: '/details/tmdb-movie-19' }),
    );
    expect(await screen.findByRole('dialog', { name: 'Metropolis' })).toBeVisible();
  });

  it('closes itself for an id that names no title', async () => {
    const { router } = await renderApp({ path: '/bookmarks?r=/details/nothing-here' });
    await screen.findByRole('heading', { level: 1 });
    await waitFor(() => expect(router.state.location.search).toEqual({}));
    expect(screen.queryByRole('dialog')).toBeNull();
  });
});
