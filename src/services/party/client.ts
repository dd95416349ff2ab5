import * as z from 'zod/mini';
import {
  type PlayerStatus,
  type PlayerStatusInput,
  playerStatusPostResponseSchema,
  playerStatusSchema,
} from '../../contracts/backend.ts';
import { UnreadableAnswer } from '../backend/answers.ts';

/** The statuses of a room's viewers, by user id, oldest first (CONTRACTS.md §1). */
export interface RoomStatuses {
  roomCode: string;
  users: Record<string, PlayerStatus[]>;
}

/** The backend refused a call: its status text says why (doc 2 §8). */
export class PartyStatusError extends Error {
  constructor(
    what: string,
    readonly status: number,
    statusText: string,
  ) {
    super(`Failed to ${what}: ${statusText}`);
    this.name = 'PartyStatusError';
  }
}

/** The room answer's envelope; each user's records are read on their own. */
const roomEnvelopeSchema = z.object({
  roomCode: z.optional(z.string()),
  users: z.record(z.string(), z.unknown()),
});

/** A room answer, tolerantly: unknown fields ignored, a user whose records cannot be read left out. */
export function readRoom(json: unknown, roomCode: string): RoomStatuses {
  const envelope = z.safeParse(roomEnvelopeSchema, json);
  if (!envelope.success) throw new UnreadableAnswer("a room's statuses");
  const users = new Map<string, PlayerStatus[]>();
  for (const [userId, records] of Object.entries(envelope.data.users)) {
    const parsed = z.safeParse(z.array(playerStatusSchema), records);
    if (parsed.success && parsed.data.length > 0) users.set(userId, parsed.data);
  }
  // Not assignment to a plain object: a user id such as "__proto__" must stay an ordinary key.
  return { roomCode: envelope.data.roomCode ?? roomCode, users: Object.fromEntries(users) };
}

/**
 * The watch party's two backend calls (spec doc 2 §7): a viewer's status, and a room's. The
 * account's token goes along when there is one, so the backend ties the status to the account.
 */
export function createPartyClient({ baseUrl, token }: { baseUrl: string; token?: string | null }) {
  const url = `${baseUrl.replace(/\/+$/, '')}/api/player/status`;
  const authorization: Record<string, string> = token ? { Authorization: `Bearer ${token}` } : {};

  return {
    /** The backend's time of the status (its clock), when its answer says. */
    async sendStatus(status: PlayerStatusInput, signal?: AbortSignal): Promise<number | null> {
      const response = await fetch(url, {
        method: 'POST',
        headers: { ...authorization, 'Content-Type': 'application/json' },
        body: JSON.stringify(status),
        signal,
      });
      if (!response.ok) {
        throw new PartyStatusError('send player status', response.status, response.statusText);
      }
      const answer = z.safeParse(
        playerStatusPostResponseSchema,
        await response.json().catch(() => null),
      );
      return answer.success ? answer.data.timestamp : null;
    },

    async roomStatuses(roomCode: string, signal?: AbortSignal): Promise<RoomStatuses> {
      const response = await fetch(`${url}?roomCode=${encodeURIComponent(roomCode)}`, {
        headers: authorization,
        signal,
      });
      if (!response.ok) {
        throw new PartyStatusError('get room statuses', response.status, response.statusText);
      }
      return readRoom(await response.json(), roomCode);
    },
  };
}
export type PartyClient = ReturnType<typeof createPartyClient>;
