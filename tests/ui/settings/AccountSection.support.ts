import { HttpResponse, http } from 'msw';
import type { SessionListItem } from '../../../src/contracts/backend.ts';
import type { StoredAccount } from '../../../src/contracts/stored.ts';
import { encryptDeviceName, toBase64 } from '../../../src/services/crypto/index.ts';
import type { Stores } from '../../../src/services/storage/index.ts';
import { TEST_SEED } from '../../machines/account/authFixtures.ts';
import { fakeBackend } from '../../support/fakeBackend.ts';
import { listedSession, meResponse } from '../../support/fixtures.ts';
import { network } from '../../support/network.ts';

/** This device, logged in to the account. */
export const ACCOUNT: StoredAccount = {
  token: 'token-of-the-laptop',
  userId: meResponse.user.id,
  sessionId: 'laptop',
  deviceName: 'Laptop',
  profile: { colorA: '#2e65cf', colorB: '#2e65cf', icon: 'bookmark' },
  seed: toBase64(TEST_SEED),
};

export const logIn = (stores: Stores) => stores.account.trigger.loggedIn({ account: ACCOUNT });

const minutesAgo = (minutes: number) => new Date(Date.now() - minutes * 60_000).toISOString();

/** The account's sessions as the backend lists them: one sealed by a client this seed can't open. */
export const SESSIONS: SessionListItem[] = [
  listedSession('tablet', 'sealed-by-another-client', minutesAgo(3 * 24 * 60)),
  listedSession('laptop', await encryptDeviceName('Laptop', TEST_SEED), minutesAgo(0)),
  listedSession('phone', await encryptDeviceName('Phone', TEST_SEED), minutesAgo(5)),
];

/**
 * The account's backend (the configured one): the sync's routes, `/meta`, and the account routes
 * of the settings, which record what they were asked.
 */
export function accountBackend() {
  const backend = fakeBackend();
  const base = backend.baseUrl;
  const asked: Array<{ method: string; path: string; body: unknown }> = [];
  const record = async (request: Request) => {
    const text = await request.text();
    asked.push({
      method: request.method,
      path: new URL(request.url).pathname,
      body: text ? JSON.parse(text) : undefined,
    });
  };
  network.use(
    http.get(`${base}/meta`, () =>
      HttpResponse.json({ name: 'Test backend', version: '1.0.0', hasCaptcha: false }),
    ),
    http.get(`${base}/users/:id/sessions`, () => HttpResponse.json(SESSIONS)),
    http.patch(`${base}/sessions/:sid`, async ({ request, params }) => {
      await record(request);
      return HttpResponse.json({ ...meResponse.session, id: params.sid, current: true });
    }),
    http.delete(`${base}/sessions/:sid`, async ({ request, params }) => {
      await record(request);
      return HttpResponse.json({ id: params.sid });
    }),
    http.patch(`${base}/users/:id`, async ({ request }) => {
      const body = (await request.clone().json()) as { profile: StoredAccount['profile'] };
      await record(request);
      return HttpResponse.json({ ...meResponse.user, profile: body.profile });
    }),
    http.delete(`${base}/users/:id`, async ({ request }) => {
      await record(request);
      return HttpResponse.json({ success: true });
    }),
  );
  return { config: { BACKEND_URL: base }, base, asked };
}
