// @vitest-environment jsdom
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent, { type UserEvent } from '@testing-library/user-event';
import { HttpResponse, http } from 'msw';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { PlayerStatus, PlayerStatusInput } from '../../../src/contracts/backend.ts';
import type { AppConfig } from '../../../src/contracts/config.ts';
import { LINK_COPIED_MS } from '../../../src/machines/player/copyLink.machine.ts';
import type { Stores } from '../../../src/services/storage/index.ts';
import { localCatalogue } from '../../services/tmdb/support.ts';
import { holdClipboard } from '../../support/clipboard.ts';
import { storedAccount } from '../../support/fixtures.ts';
import { serveLibrary } from '../../support/library.ts';
import { holdRequests, network } from '../../support/network.ts';
import { PARTY_BACKEND, PARTY_STATUS_URL, roomStatus } from '../../support/party.ts';
import { renderApp } from '../../support/renderApp.tsx';
import { serveNewAccount } from '../account/support.ts';
import { METROPOLIS, PIONEER_ONE } from '../details/support.ts';
import { serveTitles } from '../details/titles.ts';

const video = () => document.querySelector('video') as HTMLVideoElement;
const S1E2 = `/media/${PIONEER_ONE}/500/1002`;
const S2E1 = `/media/${PIONEER_ONE}/501/2001`;
/** Pioneer One S1 E2 as a host in the room names it. */
const S1E2_CONTENT: PlayerStatus['content'] = {
  title: 'Pioneer One',
  type: 'TV Show',
  tmdbId: '30295',
  seasonId: '500',
  episodeId: '1002',
  seasonNumber: 1,
  episodeNumber: 2,
};
const HOST = 'host-9876543210';
const GUEST = 'guest-1234567890';

type Room = { roomCode: string; users: Record<string, PlayerStatus[]> };
const emptyRoom = (roomCode: string): Room => ({ roomCode, users: {} });
/** A room with these viewers in it now, each by one status. */
const roomWith =
  (...viewers: Array<{ userId: string; isHost?: boolean; time?: number }>) =>
  (roomCode: string): Room => ({
    roomCode,
    users: Object.fromEntries(
      viewers.map(({ userId, isHost, time }) => [
        userId,
        [
          roomStatus(userId, {
            isHost,
            time,
            roomCode,
            timestamp: Date.now(),
            content: S1E2_CONTENT,
          }),
        ],
      ]),
    ),
  });

/**
 * A backend of `version` at `base` that keeps rooms: statuses sent are recorded (with their
 * Authorization header), a room read answers what `room` says now.
 */
function serveParty({
  base = PARTY_BACKEND,
  version = '2.1.0',
  room = emptyRoom,
}: {
  base?: string;
  version?: string;
  room?: (roomCode: string) => Room;
} = {}) {
  const statusUrl = `${base}/api/player/status`;
  const sent: Array<{ body: PlayerStatusInput; authorization: string | null }> = [];
  const read: string[] = [];
  const state = { room };
  network.use(
    http.get(`${base}/meta`, () =>
      HttpResponse.json({ name: 'Backend', version, hasCaptcha: false }),
    ),
    http.post(statusUrl, async ({ request }) => {
      sent.push({
        body: (await request.json()) as PlayerStatusInput,
        authorization: request.headers.get('Authorization'),
      });
      return HttpResponse.json({ success: true, timestamp: Date.now() });
    }),
    http.get(statusUrl, ({ request }) => {
      const roomCode = new URL(request.url).searchParams.get('roomCode') ?? '';
      read.push(roomCode);
      return HttpResponse.json(state.room(roomCode));
    }),
  );
  return { sent, read, state };
}

/** The player at `path` with the party's backend, once the title shows. */
async function renderParty(
  path: string,
  {
    config = {},
    prepare,
  }: { config?: Partial<AppConfig>; prepare?: (stores: Stores) => void } = {},
) {
  serveTitles(localCatalogue);
  serveLibrary([
    { type: 'movie', tmdbId: 19, clip: 'countdown' },
    { type: 'show', tmdbId: 30295, season: 1, episode: 2, clip: 'countdown' },
    { type: 'show', tmdbId: 30295, season: 2, episode: 1, clip: 'countdown' },
  ]);
  vi.spyOn(console, 'error').mockImplementation(() => {});
  const user = userEvent.setup();
  const app = await renderApp({ path, config: { BACKEND_URL: PARTY_BACKEND, ...config }, prepare });
  await screen.findByRole('heading', { level: 1, name: /^(Metropolis|Pioneer One)/ });
  await waitFor(() => expect(video().src).not.toBe(''));
  return { ...app, user };
}

/** The settings overlay at its watch party page. */
async function openPartyPage(user: UserEvent) {
  await user.click(screen.getByRole('button', { name: 'Settings' }));
  const settings = within(screen.getByRole('dialog', { name: 'Settings' }));
  await user.click(await settings.findByRole('button', { name: 'Watch party' }));
  return settings;
}

const statusBox = () => screen.queryByRole('region', { name: 'Watch party' });

afterEach(() => vi.restoreAllMocks());

describe('the watch party settings page (doc 2 §2, §5, §8)', () => {
  it('offers to host or join; a code is typed upper-cased, at most 10 characters, and Join waits for one', async () => {
    serveParty();
    const { user } = await renderParty(`/media/${METROPOLIS}`);
    const page = await openPartyPage(user);
    expect(await page.findByRole('button', { name: 'Host a watch party' })).toBeVisible();
    const code = page.getByRole('textbox', { name: 'Room code' });
    const join = page.getByRole('button', { name: 'Join' });
    expect(join).toBeDisabled();
    await user.type(code, 'abcdefghijkl');
    expect(code).toHaveValue('ABCDEFGHIJ');
    expect(join).toBeEnabled();
    await user.clear(code);
    expect(join).toBeDisabled();
  });

  it('looks the room up before joining, Join busy meanwhile; an empty or unknown room says so', async () => {
    serveParty();
    const reads = holdRequests('get', PARTY_STATUS_URL);
    const { user } = await renderParty(`/media/${METROPOLIS}`);
    const page = await openPartyPage(user);
    await user.type(await page.findByRole('textbox', { name: 'Room code' }), '12ab');
    const join = page.getByRole('button', { name: 'Join' });
    await user.click(join);
    expect(join).toBeDisabled();
    expect(join).toHaveAttribute('aria-busy', 'true');
    expect(page.getByText('Looking for room 12AB…')).toBeVisible();
    await waitFor(() => expect(reads.received).toBe(1));
    expect(new URL(reads.requests[0]?.url ?? '').searchParams.get('roomCode')).toBe('12AB');

    reads.respond(200, emptyRoom('12AB'));
    expect(await page.findByRole('alert')).toHaveTextContent(
      'That room has nobody in it. Check the code with the host.',
    );
    expect(join).toBeEnabled();
    await user.click(join);
    reads.respond(404, { error: true, statusCode: 404, statusMessage: 'Not Found', message: '' });
    await waitFor(() =>
      expect(page.getByRole('alert')).toHaveTextContent(
        "Couldn't find that room. Check the code with the host.",
      ),
    );
    await user.click(page.getByRole('button', { name: 'Dismiss' }));
    expect(page.queryByRole('alert')).toBeNull();
  });

  it('hosts: the code, its link copied with a 2 s notice, the code edited, the viewers by 8 characters', async () => {
    vi.spyOn(Math, 'random').mockReturnValue(0.5);
    const party = serveParty();
    const { user, clock } = await renderParty(`/media/${METROPOLIS}`);
    // After user-event's setup, which brings a clipboard of its own.
    const clipboard = holdClipboard();
    const page = await openPartyPage(user);
    await user.click(await page.findByRole('button', { name: 'Host a watch party' }));
    expect(page.getByTestId('party-code')).toHaveTextContent('5500');
    await waitFor(() =>
      expect(party.sent[0]?.body).toMatchObject({
        roomCode: '5500',
        isHost: true,
        content: { title: 'Metropolis', type: 'Movie' },
      }),
    );
    expect(String(party.sent[0]?.body.content.tmdbId)).toBe('19');

    await user.click(page.getByRole('button', { name: 'Copy link' }));
    clipboard.allow();
    expect(await page.findByText('Link copied')).toBeVisible();
    expect(clipboard.contents).toBe(`${location.origin}/media/${METROPOLIS}?watchparty=5500`);
    act(() => clock.increment(LINK_COPIED_MS - 1));
    expect(page.getByText('Link copied')).toBeVisible();
    act(() => clock.increment(1));
    expect(page.queryByText('Link copied')).toBeNull();

    await user.click(page.getByRole('button', { name: 'Edit code' }));
    const field = page.getByRole('textbox', { name: 'Room code' });
    expect(field).toHaveValue('5500');
    await user.clear(field);
    expect(page.getByRole('button', { name: 'Save' })).toBeDisabled();
    await user.type(field, 'movie night');
    expect(field).toHaveValue('MOVIENIGHT');
    await user.click(page.getByRole('button', { name: 'Save' }));
    expect(page.getByTestId('party-code')).toHaveTextContent('MOVIENIGHT');
    expect(page.queryByRole('textbox', { name: 'Room code' })).toBeNull();

    party.state.room = roomWith({ userId: GUEST });
    act(() => clock.increment(2_000));
    const viewers = await page.findByRole('region', { name: '1 other viewer' });
    expect(within(viewers).getByRole('listitem')).toHaveTextContent(/^guest-12$/);

    await user.click(page.getByRole('button', { name: 'Leave the party' }));
    expect(page.getByRole('button', { name: 'Host a watch party' })).toBeVisible();
  });

  it('plays at 1x while a party is on, the speed menu, keys and holds off, for the host too', async () => {
    serveParty();
    const play = vi.spyOn(HTMLMediaElement.prototype, 'play').mockResolvedValue(undefined);
    const { user, clock } = await renderParty(`/media/${METROPOLIS}`);
    await user.keyboard('>');
    expect(video().playbackRate).toBe(1.5);
    const page = await openPartyPage(user);
    await user.click(await page.findByRole('button', { name: 'Host a watch party' }));
    expect(video().playbackRate).toBe(1);
    await user.keyboard('>');
    expect(video().playbackRate).toBe(1);
    // A press on the picture plays or pauses at once; held, it does not play at 2x.
    play.mockClear();
    const stage = video().parentElement as HTMLElement;
    fireEvent.pointerDown(stage, { button: 0, pointerType: 'mouse' });
    expect(play).toHaveBeenCalledTimes(1);
    act(() => clock.increment(300));
    fireEvent.pointerUp(stage, { button: 0, pointerType: 'mouse' });
    expect(video().playbackRate).toBe(1);
    expect(play).toHaveBeenCalledTimes(1);
    await user.click(page.getByRole('button', { name: 'Back' }));
    await user.click(page.getByRole('button', { name: /^Playback/ }));
    expect(page.getByText('The speed stays at 1× during a watch party.')).toBeVisible();
    expect(page.getByRole('button', { name: '1.5×' })).toBeDisabled();
  });

  it('is not offered by a backend older than 2.0.1', async () => {
    serveParty({ version: '2.0.0' });
    const { user } = await renderParty(`/media/${METROPOLIS}?r=/settings/watchparty`);
    const settings = within(screen.getByRole('dialog', { name: 'Settings' }));
    expect(
      await settings.findByText(
        "This backend doesn't offer watch parties: they need version 2.0.1 or later.",
      ),
    ).toBeVisible();
    await user.click(settings.getByRole('button', { name: 'Back' }));
    expect(settings.getByRole('button', { name: /^Quality/ })).toBeVisible();
    expect(settings.queryByRole('button', { name: 'Watch party' })).toBeNull();
  });

  it("says 'Backend URL not set' without a backend", async () => {
    const { user } = await renderParty(`/media/${METROPOLIS}`, { config: { BACKEND_URL: '' } });
    const page = await openPartyPage(user);
    expect(page.getByText('Backend URL not set')).toBeVisible();
    expect(page.queryByRole('button', { name: 'Host a watch party' })).toBeNull();
  });

  it('says when the backend cannot be reached, and asks it again on request', async () => {
    serveParty();
    let answers = 0;
    network.use(
      http.get(`${PARTY_BACKEND}/meta`, () => {
        answers += 1;
        return answers === 1 ? HttpResponse.error() : undefined;
      }),
    );
    const { user } = await renderParty(`/media/${METROPOLIS}`);
    const page = await openPartyPage(user);
    expect(
      await page.findByText(
        "Couldn't reach the backend, so watch parties aren't available right now.",
      ),
    ).toBeVisible();
    await user.click(page.getByRole('button', { name: 'Try again' }));
    expect(await page.findByRole('button', { name: 'Host a watch party' })).toBeVisible();
  });

  it("sends the account's id and token when logged in", async () => {
    serveNewAccount();
    const party = serveParty({ base: '/backend' });
    const { user } = await renderParty(`/media/${METROPOLIS}`, {
      config: { BACKEND_URL: '/backend' },
      prepare: (stores) => stores.account.trigger.loggedIn({ account: storedAccount }),
    });
    const page = await openPartyPage(user);
    await user.click(await page.findByRole('button', { name: 'Host a watch party' }));
    await waitFor(() => expect(party.sent).toHaveLength(1));
    expect(party.sent[0]).toMatchObject({
      body: { userId: storedAccount.userId },
      authorization: `Bearer ${storedAccount.token}`,
    });
  });
});

describe('a guest of the watch party (doc 2 §2, §5, §6)', () => {
  it('joins from the link once, follows the host, and has no say over playback', async () => {
    const party = serveParty({ room: roomWith({ userId: HOST, isHost: true, time: 30 }) });
    const lookUp = holdRequests('get', PARTY_STATUS_URL);
    const play = vi.spyOn(HTMLMediaElement.prototype, 'play').mockResolvedValue(undefined);
    const pause = vi.spyOn(HTMLMediaElement.prototype, 'pause').mockImplementation(() => {});
    const { user, clock, router } = await renderParty(`${S1E2}?watchparty=12ab`);
    // The address forgets the room: a reload does not join it again.
    await waitFor(() => expect(router.state.location.search).not.toHaveProperty('watchparty'));
    await waitFor(() => expect(lookUp.received).toBe(1));
    expect(new URL(lookUp.requests[0]?.url ?? '').searchParams.get('roomCode')).toBe('12AB');
    // The guest's video has loaded (a player still loading is caught up once it has).
    act(() => {
      fireEvent(video(), new Event('canplay'));
    });
    lookUp.respond(200, party.state.room('12AB'));

    const box = await screen.findByRole('region', { name: 'Watch party' });
    expect(box).toHaveTextContent('Room 12AB');
    expect(box).toHaveTextContent('Guest · 1 other watching');
    // Caught up with the host, 30 s in, then settled.
    await waitFor(() => expect(video().currentTime).toBe(30));
    expect(within(box).getByRole('status')).toHaveTextContent('Catching up…');
    act(() => clock.increment(200));
    act(() => clock.increment(500));
    expect(within(box).getByRole('status')).toBeEmptyDOMElement();

    const playButton = screen.getByRole('button', { name: 'Play' });
    expect(playButton).toHaveAttribute('aria-disabled', 'true');
    expect(playButton).toHaveAccessibleDescription('The host controls playback');
    const position = screen.getByRole('slider', { name: 'Position' });
    expect(position).toHaveAttribute('aria-disabled', 'true');
    expect(position).toHaveAccessibleDescription('The host controls playback');
    expect(screen.queryByRole('button', { name: 'Episodes' })).toBeNull();
    play.mockClear();
    pause.mockClear();
    await user.click(playButton);
    await user.click(screen.getByRole('button', { name: 'Forward 10 s' }));
    await user.click(screen.getByRole('button', { name: 'Back 10 s' }));
    position.focus();
    await user.keyboard('{ArrowRight}{End}');
    const stage = video().parentElement as HTMLElement;
    fireEvent.pointerDown(stage, { button: 0, pointerType: 'mouse' });
    fireEvent.pointerUp(stage, { button: 0, pointerType: 'mouse' });
    stage.focus();
    await user.keyboard('kl{ArrowLeft}j ,>');
    expect(video().currentTime).toBe(30);
    expect(play).not.toHaveBeenCalled();
    expect(pause).not.toHaveBeenCalled();
    expect(video().playbackRate).toBe(1);
    expect(screen.queryByText(/× speed/)).toBeNull();
    // The episode's end does not take a guest on to the next one: the host chooses.
    act(() => {
      fireEvent(video(), new Event('pause'));
      fireEvent(video(), new Event('ended'));
    });

    const page = await openPartyPage(user);
    expect(page.getByText('Host: host-987')).toBeVisible();
    const viewers = page.getByRole('region', { name: '1 other viewer' });
    expect(within(viewers).getByRole('listitem')).toHaveTextContent(/^host-987\s*Host$/);

    // The host gone: waiting for them, in the box as on the page.
    act(() => clock.increment(2_000));
    await waitFor(() => expect(lookUp.received).toBe(2));
    lookUp.respond(200, emptyRoom('12AB'));
    await waitFor(() =>
      expect(within(box).getByRole('status')).toHaveTextContent('Waiting for the host…'),
    );
    expect(box).toHaveTextContent('Guest · 0 others watching');

    await user.click(page.getByRole('button', { name: 'Leave the party' }));
    expect(statusBox()).toBeNull();
    expect(page.getByRole('button', { name: 'Host a watch party' })).toBeVisible();
    expect(router.state.location.pathname).toBe(S1E2);
  });

  it('is told over the player, without opening the settings, that the linked room is empty', async () => {
    serveParty();
    const { user } = await renderParty(`/media/${METROPOLIS}?watchparty=7777`);
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('That room has nobody in it. Check the code with the host.');
    await user.click(within(alert).getByRole('button', { name: 'Dismiss' }));
    expect(screen.queryByRole('alert')).toBeNull();
  });
});

describe('the watch-party status box (doc 2 §2)', () => {
  it('shows the room, the role and who else watches; its close button hides it, the page shows it again', async () => {
    vi.spyOn(Math, 'random').mockReturnValue(0.5);
    const party = serveParty({ room: roomWith({ userId: GUEST }) });
    const { user, clock } = await renderParty(S1E2);
    const page = await openPartyPage(user);
    await user.click(await page.findByRole('button', { name: 'Host a watch party' }));
    act(() => clock.increment(2_000));
    await waitFor(() => expect(party.read).toHaveLength(1));
    const box = await screen.findByRole('region', { name: 'Watch party' });
    await waitFor(() => expect(box).toHaveTextContent('Host · 1 other watching'));
    expect(box).toHaveTextContent('Room 5500');

    await user.click(within(box).getByRole('button', { name: 'Hide the status box' }));
    expect(statusBox()).toBeNull();
    const toggle = page.getByRole('switch', { name: 'Show status box' });
    expect(toggle).not.toBeChecked();
    await user.click(toggle);
    expect(statusBox()).toBeVisible();
  });

  it('ends the party with its alert over the player when the host goes to another episode', async () => {
    serveParty();
    const { user, router } = await renderParty(S1E2);
    const page = await openPartyPage(user);
    await user.click(await page.findByRole('button', { name: 'Host a watch party' }));
    expect(statusBox()).toBeVisible();
    await act(() => router.navigate({ href: S2E1 }));
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('The watch party ended: you started watching something else.');
    expect(statusBox()).toBeNull();
  });
});
