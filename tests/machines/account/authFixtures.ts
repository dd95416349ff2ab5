import type { AuthResponse } from '../../../src/contracts/backend.ts';
import { backendError, meResponse } from '../../support/fixtures.ts';

/** Where the account machines' tests find their backend (MSW answers). */
export const BACKEND = 'http://backend.test';

/** The CONTRACTS.md §2 test vector. */
export const TEST_PASSPHRASE =
  'awkward safe differ large subway junk gallery flight left glue fault glory';

/** The backend's answer to a login or a registration. */
export const authResponse: AuthResponse = { ...meResponse, token: 'token-of-a-new-session' };

/** A failed call as the backend client throws it: the machines act on `status` only. */
export const statusError = (status: number) => ({ name: 'BackendStatusError', status });
export const networkError = { name: 'TypeError' };

export { backendError };
