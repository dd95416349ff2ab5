import { HttpResponse, http } from 'msw';
import { syncedSettingsShape } from '../../../src/contracts/backend.ts';
import { meResponse } from '../../support/fixtures.ts';
import { network } from '../../support/network.ts';

/** What the backend answers for an account with nothing synced yet: the app loads it once logged in. */
export function serveNewAccount() {
  const noSettings = Object.fromEntries(Object.keys(syncedSettingsShape).map((key) => [key, null]));
  network.use(
    http.get('/backend/users/@me', () => HttpResponse.json(meResponse)),
    http.get('/backend/users/:id/bookmarks', () => HttpResponse.json([])),
    http.get('/backend/users/:id/progress', () => HttpResponse.json([])),
    http.get('/backend/users/:id/settings', () => HttpResponse.json(noSettings)),
    // The device's settings fill what the new account lacks.
    http.put('/backend/users/:id/settings', () => HttpResponse.json(noSettings)),
    http.get('/backend/users/:id/group-order', () => new HttpResponse(null, { status: 404 })),
  );
}
