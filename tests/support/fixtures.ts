import type { BackendMeta } from '../../src/contracts/backend.ts';
import {
  type MeResponse,
  type SessionListItem,
  type SyncedSettings,
  syncedSettingsShape,
} from '../../src/contracts/backend.ts';
import type { StoredAccount } from '../../src/services/storage/index.ts';

export const storedAccount: StoredAccount = {
  token: 'token-of-a-test-session',
  userId: 'user-1',
  sessionId: 'session-1',
  deviceName: 'Test laptop',
  profile: { colorA: '#2e65cf', colorB: '#2e65cf', icon: 'bookmark' },
  seed: '1eb78db5b60b38b53a92e8e24af48d4d84bf00d64c39814c1b26acb5af47322a',
};

export const meResponse: MeResponse = {
  user: {
    id: 'user-1',
    publicKey: '9icC8Nazxbe-I7xnJgSBc5sWSIkRChBlSOWULWtnxkA',
    namespace: 'movie-web',
    nickname: 'Quiet Otter',
    profile: storedAccount.profile,
    permissions: [],
  },
  session: {
    id: 'session-1',
    user: 'user-1',
    createdAt: '2026-11-01T10:00:00.000Z',
    accessedAt: '2026-11-20T10:00:00.000Z',
    expiresAt: '2026-12-11T10:00:00.000Z',
    device: 'opaque-encrypted-device',
    userAgent: 'Vitest',
  },
};

/** A session of the account as the backend lists it; `device` is its name as sealed by a client. */
export const listedSession = (id: string, device: string, accessedAt: string): SessionListItem => ({
  id,
  userId: meResponse.user.id,
  createdAt: '2026-11-01T10:00:00.000Z',
  accessedAt,
  device,
  userAgent: 'Vitest',
});

export const backendError = (statusCode: number, message: string) => ({
  error: true,
  statusCode,
  statusMessage: message,
  message,
});

/** The backend's settings answer: every synced setting, null where the account has none. */
export const settingsAnswer = (settings: Partial<SyncedSettings> = {}) => ({
  ...Object.fromEntries(Object.keys(syncedSettingsShape).map((key) => [key, null])),
  ...settings,
});

/** The caption styling defaults of spec doc 1 §9, written out as the spec gives them. */
export const SPEC_CAPTION_STYLING = {
  color: '#ffffff',
  backgroundOpacity: 0.5,
  size: 1,
  backgroundBlur: 0.5,
  bold: false,
  verticalPosition: 3,
  fontStyle: 'default',
};

/** A backend's address and the `/meta` it answers, for tests of what reads it. */
export const EXAMPLE_BACKEND = 'https://backend.example';
export const exampleBackendMeta: BackendMeta = {
  name: 'Example backend',
  description: 'Accounts for the examples',
  version: '2.1.0',
  hasCaptcha: false,
};
