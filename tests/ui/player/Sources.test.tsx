// @vitest-environment jsdom
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HttpResponse, http } from 'msw';
import { describe, expect, it, vi } from 'vitest';
import { clipStream } from '../../../src/domain/library.ts';
import type { Stores } from '../../../src/services/storage/index.ts';
import { localCatalogue } from '../../services/tmdb/support.ts';
import { eventually } from '../../support/eventually.ts';
import { testClip } from '../../support/library.ts';
import { holdRequests, network } from '../../support/network.ts';
import { renderApp } from '../../support/renderApp.tsx';
import { eventStream, openEventStream } from '../../support/scraper.ts';
import { METROPOLIS } from '../details/support.ts';
import { serveTitles } from '../details/titles.ts';

const SCRAPER = `${location.origin}/library/scraper`;
const stream = clipStream(testClip, `${location.origin}/library`);
const video = () => document.querySelector('video') as HTMLVideoElement;
/** The source list's row of a source. */
const sourceRow = (name: string) =>
  screen
    .getAllByRole('listitem')
    .find((item) => item.querySelector('.player-source-name')?.textContent === name) as HTMLElement;
/** The status a row's icon shows (its class; the row says it in words too). */
const iconOf = (row: HTMLElement) => row.querySelector('svg')?.dataset.status;
const scrapers = [
  { type: 'source', id: 'flaky', rank: 200, name: 'Flaky Mirror' },
  { type: 'source', id: 'embeds', rank: 190, name: 'Library Embeds' },
  { type: 'embed', id: 'player', rank: 130, name: 'Local player' },
];

async function renderPlayer(prepare?: (stores: Stores) => void) {
  serveTitles(localCatalogue);
  network.use(http.get(`${SCRAPER}/metadata`, () => HttpResponse.json(scrapers)));
  vi.spyOn(console, 'error').mockImplementation(() => {});
  const user = userEvent.setup();
  return { ...(await renderApp({ path: `/media/${METROPOLIS}`, prepare })), user };
}

describe('looking for a stream (doc 2 §2, §4)', () => {
  it("shows each source's progress, the embeds found under it, and a tip; then plays", async () => {
    const run = openEventStream();
    network.use(http.get(`${SCRAPER}/scrape`, () => run.response()));
    await renderPlayer();
    const list = await screen.findByRole('list', { name: 'Sources' });
    act(() => run.send('init', { sourceIds: ['flaky', 'embeds'] }));
    await waitFor(() => expect(within(list).getAllByRole('listitem')).toHaveLength(2));
    expect(screen.getByText(/^Tip: /)).toBeVisible();
    // Before any source starts, every one waits.
    const row = (name: string) =>
      within(list)
        .getAllByRole('listitem')
        .find(
          (item) => item.querySelector('.player-scrape-name')?.textContent === name,
        ) as HTMLElement;
    expect(row('Flaky Mirror')).toHaveTextContent('Waiting');
    expect(iconOf(row('Flaky Mirror'))).toBe('waiting');
    run.send('start', 'flaky');
    run.send('update', { id: 'flaky', percentage: 40, status: 'pending' });
    await waitFor(() => expect(row('Flaky Mirror')).toHaveTextContent('Searching 40%'));
    expect(iconOf(row('Flaky Mirror'))).toBe('pending');
    expect(screen.getByRole('status')).toHaveTextContent('Searching Flaky Mirror');
    run.send('update', { id: 'flaky', percentage: 100, status: 'failure', reason: 'Timed out' });
    run.send('start', 'embeds');
    run.send('discoverEmbeds', {
      sourceId: 'embeds',
      embeds: [{ id: 'embeds-0', embedScraperId: 'player' }],
    });
    run.send('start', 'embeds-0');
    await waitFor(() =>
      expect(screen.getByRole('status')).toHaveTextContent('Searching Local player'),
    );
    expect(row('Flaky Mirror')).toHaveTextContent('Failed');
    expect(row('Flaky Mirror')).toHaveTextContent('Timed out');
    expect(iconOf(row('Flaky Mirror'))).toBe('failure');
    // The embed is listed under its source, with a status of its own.
    const embeds = within(row('Library Embeds')).getByRole('list', {
      name: 'Embeds of Library Embeds',
    });
    const embed = within(embeds).getByRole('listitem');
    expect(embed).toHaveTextContent('Local player');
    expect(embed).toHaveTextContent('Searching');
    expect(iconOf(embed)).toBe('pending');
    expect(within(list).getAllByRole('listitem')).toHaveLength(3);
    run.send('completed', { sourceId: 'embeds', embedId: 'player', stream });
    run.close();
    await waitFor(() => expect(video().src).toBe(`${location.origin}/library/countdown/720p.mp4`));
  });

  it('says "We couldn\'t find that" when no source has it', async () => {
    network.use(
      http.get(`${SCRAPER}/scrape`, () =>
        eventStream([
          ['init', { sourceIds: ['flaky'] }],
          ['noOutput', {}],
        ]),
      ),
    );
    const { user } = await renderPlayer();
    expect(await screen.findByRole('heading', { name: "We couldn't find that" })).toBeVisible();
    // Another source may still be picked by hand: here the embed provider's page.
    await user.click(screen.getByRole('button', { name: 'Sources' }));
    const panel = within(screen.getByRole('dialog', { name: 'Settings' }));
    await user.click(panel.getByRole('button', { name: /^Local player/ }));
    expect(await screen.findByTitle('Metropolis')).toHaveAttribute(
      'src',
      `${location.origin}/embed/movie/19`,
    );
  });
});

describe('picking a source by hand (doc 2 §4, doc 1 §3)', () => {
  it('lists the sources; one without embeds says so; several embeds are offered; the one picked plays', async () => {
    const scrapeSource = holdRequests('get', `${SCRAPER}/scrape/source`);
    const scrapeEmbed = holdRequests('get', `${SCRAPER}/scrape/embed`);
    const { user } = await renderPlayer((stores) =>
      stores.preferences.trigger.set({ manualSourceSelection: true }),
    );
    expect(await screen.findByRole('heading', { name: 'Pick a source' })).toBeVisible();
    const sources = within(screen.getByRole('list', { name: 'Sources' }));
    expect(sources.getAllByRole('button').map((button) => button.textContent)).toEqual([
      'Flaky Mirror ',
      'Library Embeds ',
      'Local player Embedded page',
    ]);

    await user.click(sources.getByRole('button', { name: /^Flaky Mirror/ }));
    const flaky = sourceRow('Flaky Mirror');
    expect(within(flaky).getByRole('status')).toHaveTextContent(
      'Searching… Looking in Flaky Mirror…',
    );
    expect(iconOf(flaky)).toBe('pending');
    scrapeSource.reply(() => eventStream([['completed', { embeds: [] }]]));
    await waitFor(() =>
      expect(within(flaky).getByRole('status')).toHaveTextContent(
        'No embeds found Flaky Mirror found no embeds for this title.',
      ),
    );
    // The button tells what its source came to.
    expect(within(flaky).getByRole('button')).toHaveAccessibleDescription(
      'No embeds found Flaky Mirror found no embeds for this title.',
    );

    await user.click(sources.getByRole('button', { name: /^Library Embeds/ }));
    const mirrors = [
      { embedId: 'player', url: `${location.origin}/embed/movie/19` },
      { embedId: 'player', url: `${location.origin}/embed/movie/19?mirror=2` },
    ];
    scrapeSource.reply(() => eventStream([['completed', { embeds: mirrors }]]));
    expect(await screen.findByRole('heading', { name: 'Pick an embed' })).toBeVisible();
    // Back to the sources: the pick waits there, and its embeds can be shown again.
    await user.click(screen.getByRole('button', { name: 'Back' }));
    expect(within(sourceRow('Library Embeds')).getByRole('status')).toHaveTextContent(
      'Several embeds found Library Embeds found 2 embeds: pick one.',
    );
    await user.click(screen.getByRole('button', { name: 'Show the embeds' }));
    expect(
      within(screen.getByRole('list', { name: 'Embeds' }))
        .getAllByRole('button')
        .map((button) => button.textContent),
    ).toEqual(['Embed 1 Local player', 'Embed 2 Local player']);
    await user.click(screen.getByRole('button', { name: /^Embed 2/ }));
    scrapeEmbed.reply(() => eventStream([['completed', { stream: [stream] }]]));
    await waitFor(() => expect(video().src).toBe(`${location.origin}/library/countdown/720p.mp4`));
    expect(new URL(scrapeEmbed.requests[0]?.url ?? '').searchParams.get('url')).toBe(
      mirrors[1]?.url,
    );
  });
});

describe('another source while one plays (doc 2 §2 /source, §4)', () => {
  const other = clipStream(
    { ...testClip, id: 'other', stream: { type: 'file', qualities: { '720': 'other/720p.mp4' } } },
    `${location.origin}/library`,
  );

  it('keeps the video while the pick is looked into; says in the row why one has none; plays the one that has', async () => {
    network.use(
      http.get(`${SCRAPER}/scrape`, () =>
        eventStream([['completed', { sourceId: 'embeds', stream }]]),
      ),
      http.get(`${SCRAPER}/metadata`, () => HttpResponse.json(scrapers)),
    );
    const scrapeSource = holdRequests('get', `${SCRAPER}/scrape/source`);
    const scrapeEmbed = holdRequests('get', `${SCRAPER}/scrape/embed`);
    serveTitles(localCatalogue);
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const user = userEvent.setup();
    await renderApp({ path: `/media/${METROPOLIS}?r=/settings/source` });
    await waitFor(() => expect(video()?.src).toBe(`${location.origin}/library/countdown/720p.mp4`));
    const playing = video();
    const panel = within(screen.getByRole('dialog', { name: 'Settings' }));
    expect(sourceRow('Library Embeds')).toHaveTextContent('Playing');

    await user.click(panel.getByRole('button', { name: /^Flaky Mirror/ }));
    expect(within(sourceRow('Flaky Mirror')).getByRole('status')).toHaveTextContent('Searching…');
    await eventually(() => expect(scrapeSource.pending).toBe(1));
    scrapeSource.reply(() =>
      eventStream([['error', { name: 'ScrapeError', message: 'Flaky Mirror answered 503' }]]),
    );
    await waitFor(() =>
      expect(within(sourceRow('Flaky Mirror')).getByRole('status')).toHaveTextContent(
        'Failed to scrape Flaky Mirror could not be searched. Try another source.',
      ),
    );
    expect(iconOf(sourceRow('Flaky Mirror'))).toBe('failure');
    // The same video element, with the same source, and the source playing still marked so.
    expect(video()).toBe(playing);
    expect(video().src).toBe(`${location.origin}/library/countdown/720p.mp4`);
    expect(sourceRow('Library Embeds')).toHaveTextContent('Playing');

    // Several embeds: the overlay shows them; the one picked plays.
    await user.click(panel.getByRole('button', { name: /^Library Embeds/ }));
    const mirrors = [
      { embedId: 'player', url: `${location.origin}/embed/movie/19` },
      { embedId: 'player', url: `${location.origin}/embed/movie/19?mirror=2` },
    ];
    scrapeSource.reply(() => eventStream([['completed', { embeds: mirrors }]]));
    const embeds = await screen.findByRole('list', { name: 'Embeds' });
    await user.click(within(embeds).getByRole('button', { name: /^Embed 2/ }));
    expect(within(embeds).getAllByRole('listitem')[1]).toHaveTextContent('Searching…');
    scrapeEmbed.reply(() => eventStream([['completed', { stream: [other] }]]));
    await waitFor(() => expect(video().src).toBe(`${location.origin}/library/other/720p.mp4`));
    // No embeds are offered any more: back to the list, where the new source plays.
    await waitFor(() => expect(sourceRow('Library Embeds')).toHaveTextContent('Playing'));
    expect(screen.queryByRole('list', { name: 'Embeds' })).toBeNull();
  });
});

describe('the human check (doc 2 §2, §6)', () => {
  it('asks the viewer when the scraping API wants one, then scrapes with its token', async () => {
    const tokens: (string | null)[] = [];
    network.use(
      http.get(`${SCRAPER}/scrape`, ({ request }) => {
        const token = new URL(request.url).searchParams.get('token');
        tokens.push(token);
        return token === 'human-ok'
          ? eventStream([['completed', { sourceId: 'embeds', stream }]])
          : eventStream([['error', { name: 'HumanCheckRequired', message: 'Answer first' }]]);
      }),
      http.get(`${SCRAPER}/human-check`, () =>
        HttpResponse.json({ question: 'What is 3 + 4?', challenge: 'c1' }),
      ),
      http.post(`${SCRAPER}/human-check`, async ({ request }) => {
        const { answer } = (await request.json()) as { answer: string };
        return answer === '7'
          ? HttpResponse.json({ token: 'human-ok' })
          : HttpResponse.json({ error: true }, { status: 403 });
      }),
    );
    const { user } = await renderPlayer();
    const dialog = within(await screen.findByRole('dialog', { name: 'Are you human?' }));
    await user.type(await dialog.findByRole('textbox', { name: 'What is 3 + 4?' }), '8{Enter}');
    expect(await dialog.findByRole('alert')).toHaveTextContent('That is not it.');
    await user.type(await dialog.findByRole('textbox', { name: 'What is 3 + 4?' }), '7{Enter}');
    await waitFor(() => expect(video().src).toBe(`${location.origin}/library/countdown/720p.mp4`));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(tokens).toEqual([null, 'human-ok']);
  });

  it('gives up the scrape when the viewer cancels: nothing is found', async () => {
    network.use(
      http.get(`${SCRAPER}/scrape`, () =>
        eventStream([['error', { name: 'HumanCheckRequired', message: 'Answer first' }]]),
      ),
      http.get(`${SCRAPER}/human-check`, () =>
        HttpResponse.json({ question: 'What is 3 + 4?', challenge: 'c1' }),
      ),
    );
    const { user } = await renderPlayer();
    const dialog = within(await screen.findByRole('dialog'));
    await user.click(dialog.getByRole('button', { name: 'Cancel' }));
    expect(await screen.findByRole('heading', { name: "We couldn't find that" })).toBeVisible();
  });
});
