import type { BackendMeta } from '../../contracts/backend.ts';
import { type RoomStatuses, readRoom } from './client.ts';

/**
 * The URL of a room's status stream on this backend, from the path its `/meta` advertises
 * (`playerStatusEvents`: a path from the base URL, or an absolute http(s) URL); null when it
 * advertises none, or something that is neither, so the app polls.
 */
export function roomEventsUrl(
  backendUrl: string,
  meta: Pick<BackendMeta, 'playerStatusEvents'>,
): string | null {
  const where = meta.playerStatusEvents?.trim();
  if (!where) return null;
  if (/^https?:\/\//i.test(where)) return absoluteUrl(where);
  // "//host/path" would leave the backend's host; anything else without a leading slash is no path.
  if (!where.startsWith('/') || where.startsWith('//')) return null;
  return `${backendUrl.replace(/\/+$/, '')}${where}`;
}

function absoluteUrl(text: string): string | null {
  try {
    return new URL(text).href;
  } catch {
    return null;
  }
}

export interface WatchRoomOptions {
  /** The stream's absolute URL (`roomEventsUrl`). */
  url: string;
  roomCode: string;
  /** Each room as the backend sent it, and when it arrived (epoch ms). */
  onRoom: (room: RoomStatuses, at: number) => void;
  /** The stream failed or ended: once, after which nothing more arrives; the caller polls. */
  onLost: () => void;
}

/**
 * Follows a room's statuses as the backend pushes them (event `room`, the body GET
 * /api/player/status answers). A message that cannot be read is skipped. The first error closes
 * the stream for good, rather than letting EventSource reconnect on its own: the caller falls back
 * to polling, which it knows how to pace. The returned function closes it, silently.
 */
export function watchRoom({ url, roomCode, onRoom, onLost }: WatchRoomOptions): () => void {
  const separator = url.includes('?') ? '&' : '?';
  const source = new EventSource(`${url}${separator}roomCode=${encodeURIComponent(roomCode)}`);
  let open = true;
  const close = () => {
    open = false;
    source.close();
  };
  source.addEventListener('room', (event) => {
    if (!open) return;
    let room: RoomStatuses;
    try {
      room = readRoom(JSON.parse((event as MessageEvent<string>).data), roomCode);
    } catch {
      return;
    }
    onRoom(room, Date.now());
  });
  source.addEventListener('error', () => {
    if (!open) return;
    close();
    onLost();
  });
  return close;
}
