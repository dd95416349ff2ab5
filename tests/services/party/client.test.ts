import { HttpResponse, http } from 'msw';
import { describe, expect, it } from 'vitest';
import { createPartyClient } from '../../../src/services/party/client.ts';
import { network } from '../../support/network.ts';
import { PARTY_BACKEND, PARTY_STATUS_URL, roomStatus } from '../../support/party.ts';

/** The payload a viewer posts: a status without the server's time. */
const { timestamp: _, ...status } = roomStatus('viewer-1', { isHost: true, time: 42 });

describe('the watch-party client (doc 2 §7)', () => {
  it('posts the status payload, with the account’s token when there is one', async () => {
    const received: Array<{ body: unknown; authorization: string | null }> = [];
    network.use(
      http.post(PARTY_STATUS_URL, async ({ request }) => {
        received.push({
          body: await request.json(),
          authorization: request.headers.get('Authorization'),
        });
        return HttpResponse.json({ success: true, timestamp: 1 });
      }),
    );
    const at = await createPartyClient({
      baseUrl: `${PARTY_BACKEND}/`,
      token: 'secret',
    }).sendStatus(status);
    await createPartyClient({ baseUrl: PARTY_BACKEND, token: null }).sendStatus(status);
    expect(at).toBe(1);
    expect(received).toEqual([
      { body: status, authorization: 'Bearer secret' },
      { body: status, authorization: null },
    ]);
  });

  it('takes a status whose answer does not say when, as sent', async () => {
    network.use(http.post(PARTY_STATUS_URL, () => HttpResponse.text('OK')));
    await expect(createPartyClient({ baseUrl: PARTY_BACKEND }).sendStatus(status)).resolves.toBe(
      null,
    );
  });

  it('says why a status was not taken', async () => {
    network.use(
      http.post(
        PARTY_STATUS_URL,
        () => new HttpResponse(null, { status: 409, statusText: 'Conflict' }),
      ),
    );
    await expect(createPartyClient({ baseUrl: PARTY_BACKEND }).sendStatus(status)).rejects.toThrow(
      'Failed to send player status: Conflict',
    );
  });

  it('reads a room’s statuses, leaving out only a user whose records are unreadable', async () => {
    let asked: URL | undefined;
    const host = roomStatus('host-1', { isHost: true, time: 12 });
    network.use(
      http.get(PARTY_STATUS_URL, ({ request }) => {
        asked = new URL(request.url);
        return HttpResponse.json({
          roomCode: 'AB 12',
          users: {
            'host-1': [{ ...host, extra: 'ignored' }],
            broken: [{ ...host, player: 'playing' }],
            empty: [],
          },
          served: 'by a newer backend',
        });
      }),
    );
    const room = await createPartyClient({ baseUrl: PARTY_BACKEND, token: 't' }).roomStatuses(
      'AB 12',
    );
    expect(asked?.searchParams.get('roomCode')).toBe('AB 12');
    expect(room).toEqual({ roomCode: 'AB 12', users: { 'host-1': [host] } });
  });

  it('says why a room could not be read', async () => {
    network.use(
      http.get(
        PARTY_STATUS_URL,
        () => new HttpResponse(null, { status: 400, statusText: 'Bad Request' }),
      ),
    );
    await expect(createPartyClient({ baseUrl: PARTY_BACKEND }).roomStatuses('X')).rejects.toThrow(
      'Failed to get room statuses: Bad Request',
    );
  });

  it('takes an answer that is no room for a failure', async () => {
    network.use(http.get(PARTY_STATUS_URL, () => HttpResponse.json(['not', 'a', 'room'])));
    await expect(createPartyClient({ baseUrl: PARTY_BACKEND }).roomStatuses('X')).rejects.toThrow(
      "The backend answered something else than a room's statuses",
    );
  });
});
