// @vitest-environment jsdom
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import type { Stores } from '../../../src/services/storage/index.ts';
import { offeredDownloads } from '../../machines/migration/downloadSupport.ts';
import {
  backupJson,
  bookmark,
  contentsOf,
  episode,
  fileOf,
  fileOfSize,
  HOUR,
  movieProgress,
  showProgress,
} from '../../services/migration/fixtures.ts';
import { renderApp } from '../../support/renderApp.tsx';
import { accountBackend, logIn } from '../settings/AccountSection.support.ts';

const now = Date.now();

/** A device with a bookmark and a movie in progress. */
function withData(stores: Stores) {
  stores.bookmarks.trigger.added({
    media: { tmdbId: '653', type: 'movie', title: 'Nosferatu', year: 1922 },
    at: now - 2 * HOUR,
  });
  stores.bookmarks.trigger.added({
    media: { tmdbId: '19', type: 'movie', title: 'Metropolis' },
    at: now - 2 * HOUR,
  });
  stores.progress.trigger.updated({
    media: { type: 'movie', tmdbId: '10331', title: 'Night of the Living Dead' },
    progress: { watched: 600, duration: 5_400 },
    at: now - 2 * HOUR,
  });
}

/**
 * A migration page as a visitor (or a logged-in device) opens it. The upload checks that what it
 * imports is stored in the browser's localStorage: the app's stores live there, as in a browser.
 */
async function renderMigration(path: string, { loggedIn = false } = {}) {
  const backend = loggedIn ? accountBackend() : undefined;
  const app = await renderApp({
    path,
    storage: window.localStorage,
    config: backend?.config,
    prepare: (stores) => {
      if (loggedIn) logIn(stores);
      withData(stores);
    },
  });
  const before = contentsOf(app.stores);
  const user = userEvent.setup();
  return { ...app, user, before };
}

afterEach(() => window.localStorage.clear());

const fileInput = () => screen.getByLabelText(/Choose a \.json file/);

describe('/migration: the start page (doc 1 §2)', () => {
  it('offers a visitor the download and the upload, and asks them to log in to move the account', async () => {
    await renderMigration('/migration');
    await screen.findByRole('heading', { level: 1, name: 'Migrate your account' });
    expect(screen.getByRole('link', { name: /Download a backup/ })).toHaveAttribute(
      'href',
      '/migration/download',
    );
    expect(screen.getByRole('link', { name: /Upload a backup/ })).toHaveAttribute(
      'href',
      '/migration/upload',
    );
    expect(screen.queryByRole('link', { name: /To another server/ })).toBeNull();
    expect(screen.getByText('Only an account can be moved: log in first.')).toBeVisible();
    expect(screen.getByRole('link', { name: 'Log in' })).toHaveAttribute('href', '/login');
    expect(screen.getByRole('link', { name: 'Back' })).toHaveAttribute('href', '/settings#account');
  });

  it('links a logged-in device to moving its account to another server', async () => {
    await renderMigration('/migration', { loggedIn: true });
    const direct = await screen.findByRole('link', { name: /To another server/ });
    expect(direct).toHaveAttribute('href', '/migration/direct');
  });

  it('opens the chosen page', async () => {
    const { user, router } = await renderMigration('/migration');
    await user.click(await screen.findByRole('link', { name: /Upload a backup/ }));
    await screen.findByRole('heading', { level: 1, name: 'Upload your data' });
    expect(router.state.location.pathname).toBe('/migration/upload');
    await user.click(screen.getByRole('link', { name: 'Back' }));
    await user.click(await screen.findByRole('link', { name: /Download a backup/ }));
    await screen.findByRole('heading', { level: 1, name: 'Download your data' });
  });

  it('shows the not-found page for another address under it', async () => {
    await renderMigration('/migration/elsewhere');
    await screen.findByRole('heading', { level: 1, name: "Couldn't find that page" });
  });
});

describe('/migration/download (doc 1 §2, §8)', () => {
  it("shows the counts first, then saves the device's data as a dated JSON file", async () => {
    const { offered } = offeredDownloads();
    const { user, stores } = await renderMigration('/migration/download');
    const counts = await screen.findByRole('list', { name: 'What it holds' });
    expect(
      within(counts)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['2 bookmarks', '1 title in progress']);
    expect(screen.getByText('The data on this device: you are not logged in.')).toBeVisible();

    await user.click(screen.getByRole('button', { name: 'Download the file' }));
    const status = await screen.findByText(/^Saved as flicker-backup-\d{4}-\d{2}-\d{2}\.json\.$/);
    expect(status.textContent).toBe(`Saved as ${offered[0]?.name}.`);
    const file = JSON.parse(await (offered[0] as { blob: Blob }).blob.text());
    expect(file).toMatchObject({ format: 'flicker-export', version: 1 });
    expect(Date.parse(file.exportedAt)).toBeGreaterThanOrEqual(now);
    expect(file.bookmarks).toEqual(contentsOf(stores).bookmarks);
    expect(file.progress).toEqual(contentsOf(stores).progress);
    expect(screen.getByRole('button', { name: 'Download again' })).toBeEnabled();
  });

  it("says it is the account's data when logged in", async () => {
    await renderMigration('/migration/download', { loggedIn: true });
    await screen.findByText("Your account's data, as this device has synced it.");
  });

  it("says 'Failed to download your data' when the file cannot be made, and tries again", async () => {
    const { offered, browser } = offeredDownloads();
    browser.failing = true;
    const { user } = await renderMigration('/migration/download');
    await user.click(await screen.findByRole('button', { name: 'Download the file' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Failed to download your data');
    browser.failing = false;
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    await screen.findByText(/^Saved as /);
    expect(screen.getByRole('alert')).toBeEmptyDOMElement();
    expect(offered).toHaveLength(1);
  });
});

describe('/migration/upload (doc 1 §2, §4, §5, §8)', () => {
  const backup = backupJson(
    {
      bookmarks: {
        653: bookmark('Nosferatu, restored', now - HOUR),
        961: bookmark('The General', now - HOUR),
        1: { ...bookmark('A person', now), type: 'person' },
        2: { ...bookmark('A collection', now), type: 'collection' },
      },
      progress: {
        33050: showProgress('Pioneer One', [episode('e4', 4, now - HOUR)]),
        19: { ...movieProgress('Metropolis', now), updatedAt: 'someday' },
      },
    },
    { exportedAt: '2026-11-26T20:15:03.000Z' },
  );

  it('previews the counts, the export date and what was skipped, then saves it on this device', async () => {
    const { user, stores, before } = await renderMigration('/migration/upload');
    await user.upload(await screen.findByLabelText(/Choose a \.json file/), fileOf(backup));

    const preview = await screen.findByRole('heading', { name: 'Ready to import' });
    expect(preview).toHaveFocus();
    expect(screen.getByText(/^Made on November 2[67], 2026/)).toBeVisible();
    expect(
      within(screen.getByRole('list', { name: 'What it holds' }))
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['2 bookmarks', '1 title in progress']);
    expect(
      screen.getByText('3 records skipped: 2 of an unknown type, 1 with a bad date.'),
    ).toBeVisible();
    // Nothing is imported before the viewer says so.
    expect(contentsOf(stores)).toEqual(before);

    await user.click(screen.getByRole('button', { name: 'Save on this device' }));
    await screen.findByRole('heading', { name: 'Saved on this device.' });
    const after = contentsOf(stores);
    // The newer bookmark replaced the older one; nothing was deleted.
    expect(after.bookmarks['653']?.title).toBe('Nosferatu, restored');
    expect(Object.keys(after.bookmarks).sort()).toEqual(['19', '653', '961']);
    expect(Object.keys(after.progress).sort()).toEqual(['10331', '33050']);
    // Stored, not only shown.
    const stored = JSON.parse(window.localStorage.getItem('__MW::bookmarks') as string);
    expect(stored.state.bookmarks).toEqual(after.bookmarks);
    expect(screen.getByRole('link', { name: 'See my bookmarks' })).toHaveAttribute(
      'href',
      '/bookmarks',
    );
  });

  it('imports into the account when logged in', async () => {
    const { user, stores } = await renderMigration('/migration/upload', { loggedIn: true });
    await user.upload(await screen.findByLabelText(/Choose a \.json file/), fileOf(backup));
    await user.click(await screen.findByRole('button', { name: 'Import into my account' }));
    await screen.findByRole('heading', { name: /^Imported into your account/ });
    expect(contentsOf(stores).bookmarks['961']?.title).toBe('The General');
  });

  it('takes a file dropped on it', async () => {
    await renderMigration('/migration/upload');
    const zone = (await screen.findByText('Choose a .json file')).closest('label') as HTMLElement;
    fireEvent.dragOver(zone, { dataTransfer: { files: [] } });
    fireEvent.drop(zone, { dataTransfer: { files: [fileOf(backup)] } });
    await screen.findByRole('heading', { name: 'Ready to import' });
  });

  it("reads the community app's download, saying its settings are not taken", async () => {
    const { user, stores } = await renderMigration('/migration/upload');
    const community = {
      account: { profile: { icon: 'bookmark', colorA: '#fff', colorB: '#000' }, deviceName: 'PC' },
      bookmarks: {
        961: { title: 'The General', year: 1926, type: 'movie', updatedAt: now - HOUR },
      },
      progress: {},
      groupOrder: [],
      settings: { enableAutoplay: false },
      exportDate: '2026-11-01T12:00:00.000Z',
    };
    await user.upload(await screen.findByLabelText(/Choose a \.json file/), fileOf(community));
    await screen.findByText(/A backup from another app/);
    await user.click(screen.getByRole('button', { name: 'Save on this device' }));
    await screen.findByRole('heading', { name: 'Saved on this device.' });
    expect(contentsOf(stores).bookmarks['961']?.title).toBe('The General');
  });

  it('says a backup with nothing left to import has nothing, and offers no import', async () => {
    const { user } = await renderMigration('/migration/upload');
    const onlyBad = backupJson({
      bookmarks: { 1: { ...bookmark('Someone', now), type: 'person' } },
    });
    await user.upload(await screen.findByLabelText(/Choose a \.json file/), fileOf(onlyBad));
    await screen.findByText('This backup holds nothing to import.');
    expect(screen.getByText('1 record skipped: 1 of an unknown type.')).toBeVisible();
    expect(screen.queryByRole('button', { name: 'Save on this device' })).toBeNull();
    await userEvent.setup().click(screen.getByRole('button', { name: 'Choose another file' }));
    expect(fileInput()).toBeInTheDocument();
  });

  it.each([
    [
      'not JSON',
      fileOf('my bookmarks: Nosferatu, Metropolis'),
      'This file is not JSON: choose a backup file (.json) downloaded from this app or another one.',
    ],
    [
      'JSON of another shape',
      fileOf({ name: 'package', version: '1.0.0' }),
      'This JSON file is not a backup: it has no bookmarks or progress.',
    ],
    ['a 50 MB file', fileOfSize(50_000_000).file, 'This file is 50 MB; backups are at most 20 MB.'],
    [
      'a file just over the limit',
      fileOfSize(20_000_001).file,
      'This file is 20.1 MB; backups are at most 20 MB.',
    ],
    [
      'a later format',
      fileOf(backupJson({}, { version: 2 })),
      'This backup has a newer format (version 2) than this app reads (version 1).',
    ],
  ])(
    '%s: says what is wrong, and what was stored before is still there',
    async (_, file, message) => {
      const { user, stores, before } = await renderMigration('/migration/upload');
      await user.upload(await screen.findByLabelText(/Choose a \.json file/), file);
      const alert = await screen.findByRole('alert');
      expect(
        within(alert).getByRole('heading', { name: 'Failed to upload your data' }),
      ).toHaveFocus();
      expect(alert).toHaveTextContent(`${message} What was stored before is still there.`);
      expect(contentsOf(stores)).toEqual(before);
      // Another file can be chosen at once.
      await user.upload(fileInput(), fileOf(backup));
      await screen.findByRole('heading', { name: 'Ready to import' });
      await waitFor(() => expect(screen.queryByRole('alert')).toBeNull());
    },
  );
});
