/**
 * An account backend in memory, answering `fetch` itself (no network, no MSW): the routes the sync
 * uses, with our backend's rules — the last change by the client's time wins, a deletion keeps
 * older writes away (server/backend/sync). For sync tests of thousands of requests; the server
 * tests check that the real backend keeps the same rules, and the fault test runs against it too.
 */

/** How a request fails, when it does: before the change is made, or after it (the answer lost). */
export type Fault = 'network' | 'status500' | 'status429' | 'lostAnswer';

export interface ModelBookmark {
  meta: { title: string; year: number; poster?: string; type: 'movie' | 'show' };
  group: string[];
  favoriteEpisodes: string[];
  at: number;
}

export interface ModelProgress {
  tmdbId: string;
  meta: { title: string; year?: number; poster?: string; type: 'movie' | 'show' };
  seasonId: string | null;
  episodeId: string | null;
  seasonNumber: number | null;
  episodeNumber: number | null;
  duration: number;
  watched: number;
  at: number;
}

type Json = Record<string, unknown>;

const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });
const error = (status: number) =>
  json({ error: true, statusCode: status, statusMessage: 'Error', message: 'No' }, status);

/** A time a client sent: epoch ms or ISO; missing is now. */
const timeOf = (value: unknown, now: number) =>
  typeof value === 'number' ? value : typeof value === 'string' ? Date.parse(value) : now;

export function modelBackend({
  baseUrl = 'http://backend.test',
  faults = () => null,
  now = Date.now,
}: {
  baseUrl?: string;
  faults?: () => Fault | null;
  now?: () => number;
} = {}) {
  const userId = 'user-1';
  const sessions = new Map<string, string>();
  const bookmarks = new Map<string, ModelBookmark>();
  const bookmarkDeletions = new Map<string, number>();
  /** Keyed `tmdbId/episodeId` (empty for a movie), as the real unique index. */
  const progress = new Map<string, ModelProgress>();
  /** Keyed `tmdbId/seasonId/episodeId` of the deletion's scope (empty where it names none). */
  const progressDeletions = new Map<string, number>();
  const settings = new Map<string, { value: unknown; at: number }>();
  let groupOrder: { order: string[]; at: number } | null = null;
  let requests = 0;
  /** Every request that reached a route, in order. */
  const log: { method: string; path: string }[] = [];
  let failed = 0;

  const progressBlocked = (item: ModelProgress) =>
    [...progressDeletions].some(([scope, deletedAt]) => {
      const [tmdbId, seasonId, episodeId] = scope.split('/');
      return (
        tmdbId === item.tmdbId &&
        (!seasonId || seasonId === item.seasonId) &&
        (!episodeId || episodeId === item.episodeId) &&
        deletedAt >= item.at
      );
    });

  const saveBookmark = (tmdbId: string, body: Json, time: number) => {
    const at = timeOf(body.updatedAt, time);
    const stored = bookmarks.get(tmdbId);
    if ((bookmarkDeletions.get(tmdbId) ?? -1) >= at || (stored && stored.at > at)) return;
    bookmarks.set(tmdbId, {
      meta: body.meta as ModelBookmark['meta'],
      group: (body.group as string[]) ?? [],
      favoriteEpisodes: (body.favoriteEpisodes as string[]) ?? [],
      at,
    });
  };

  const saveProgress = (tmdbId: string, body: Json, time: number) => {
    const item: ModelProgress = {
      tmdbId,
      meta: body.meta as ModelProgress['meta'],
      seasonId: (body.seasonId as string) ?? null,
      episodeId: (body.episodeId as string) ?? null,
      seasonNumber: (body.seasonNumber as number) ?? null,
      episodeNumber: (body.episodeNumber as number) ?? null,
      duration: Number(body.duration),
      watched: Number(body.watched),
      at: timeOf(body.updatedAt, time),
    };
    const key = `${tmdbId}/${item.episodeId ?? ''}`;
    const stored = progress.get(key);
    if (progressBlocked(item)) return;
    if (
      stored &&
      (stored.at > item.at || (stored.at === item.at && stored.watched > item.watched))
    ) {
      return;
    }
    progress.set(key, item);
  };

  const settingsAnswer = () => ({
    ...Object.fromEntries([...settings].map(([key, { value }]) => [key, value])),
    updatedAt: Object.fromEntries([...settings].map(([key, { at }]) => [key, at])),
  });

  /** Answers one request of the routes the sync uses, changing the state as our backend does. */
  async function handle(method: string, path: string, url: URL, body: unknown, time: number) {
    const user = `/users/${userId}`;
    const match = (pattern: RegExp) => pattern.exec(path);
    if (method === 'GET' && path === '/users/@me') {
      return json({
        user: { id: userId, profile: { colorA: '#fff', colorB: '#000', icon: 'bookmark' } },
      });
    }
    if (method === 'DELETE' && path.startsWith('/sessions/')) {
      const sid = path.slice('/sessions/'.length);
      for (const [token, session] of sessions) if (session === sid) sessions.delete(token);
      return json({ id: sid });
    }
    if (path === `${user}/bookmarks`) {
      if (method === 'GET') {
        return json(
          [...bookmarks].map(([tmdbId, b]) => ({
            tmdbId,
            meta: b.meta,
            group: b.group,
            favoriteEpisodes: b.favoriteEpisodes,
            updatedAt: new Date(b.at).toISOString(),
          })),
        );
      }
      for (const item of body as Json[]) saveBookmark(item.tmdbId as string, item, time);
      return json([]);
    }
    const bookmark = match(new RegExp(`^${user}/bookmarks/([^/]+)$`));
    if (bookmark) {
      const tmdbId = decodeURIComponent(bookmark[1] as string);
      if (method === 'POST') {
        saveBookmark(tmdbId, body as Json, time);
        return json({});
      }
      const at = timeOf((body as Json | undefined)?.updatedAt, time);
      const stored = bookmarks.get(tmdbId);
      if (stored && stored.at <= at) bookmarks.delete(tmdbId);
      bookmarkDeletions.set(tmdbId, Math.max(bookmarkDeletions.get(tmdbId) ?? at, at));
      return json({ success: true, tmdbId });
    }
    if (path === `${user}/progress` && method === 'GET') {
      return json(
        [...progress.values()].map((p) => ({
          id: `${p.tmdbId}/${p.episodeId ?? ''}`,
          tmdbId: p.tmdbId,
          episode: { id: p.episodeId, number: p.episodeNumber },
          season: { id: p.seasonId, number: p.seasonNumber },
          meta: p.meta,
          duration: p.duration,
          watched: p.watched,
          updatedAt: new Date(p.at).toISOString(),
        })),
      );
    }
    if (path === `${user}/progress/import`) {
      for (const item of body as Json[]) saveProgress(item.tmdbId as string, item, time);
      return json([]);
    }
    const title = match(new RegExp(`^${user}/progress/([^/]+)$`));
    if (title) {
      const tmdbId = decodeURIComponent(title[1] as string);
      if (method === 'PUT') {
        saveProgress(tmdbId, body as Json, time);
        return json({});
      }
      const { seasonId, episodeId, updatedAt } = (body ?? {}) as Json;
      const at = timeOf(updatedAt, time);
      let count = 0;
      for (const [key, item] of progress) {
        if (item.tmdbId !== tmdbId || item.at > at) continue;
        if (
          (seasonId && item.seasonId !== seasonId) ||
          (episodeId && item.episodeId !== episodeId)
        ) {
          continue;
        }
        progress.delete(key);
        count += 1;
      }
      const scope = `${tmdbId}/${seasonId ?? ''}/${episodeId ?? ''}`;
      progressDeletions.set(scope, Math.max(progressDeletions.get(scope) ?? at, at));
      return json({ count, tmdbId, episodeId: episodeId ?? null, seasonId: seasonId ?? null });
    }
    if (path === `${user}/settings`) {
      if (method === 'PUT') {
        const { updatedAt: times = {}, ...values } = body as Json & { updatedAt?: Json };
        for (const [key, value] of Object.entries(values)) {
          const at = timeOf(times[key], time);
          if ((settings.get(key)?.at ?? -1) <= at) settings.set(key, { value, at });
        }
      }
      return json(settingsAnswer());
    }
    if (path === `${user}/group-order`) {
      if (method === 'PUT') {
        const at = timeOf(Number(url.searchParams.get('updatedAt')) || undefined, time);
        if (!groupOrder || groupOrder.at <= at) groupOrder = { order: body as string[], at };
      }
      return groupOrder ? json({ groupOrder: groupOrder.order }) : error(404);
    }
    return error(404);
  }

  const fetch = async (input: RequestInfo | URL, init?: RequestInit): Promise<Response> => {
    const request = new Request(input, init);
    const url = new URL(request.url);
    if (!url.href.startsWith(baseUrl)) throw new TypeError(`Not the model backend: ${url.href}`);
    requests += 1;
    const token = request.headers.get('Authorization')?.replace(/^Bearer /, '');
    if (!token || !sessions.has(token)) return error(401);
    const fault = faults();
    if (fault) failed += 1;
    if (fault === 'network') throw new TypeError('Failed to fetch');
    if (fault === 'status500') return error(500);
    if (fault === 'status429') return error(429);
    const text = await request.text();
    log.push({ method: request.method, path: url.pathname });
    const answer = await handle(
      request.method,
      url.pathname.slice(new URL(baseUrl).pathname.replace(/\/$/, '').length),
      url,
      text ? JSON.parse(text) : undefined,
      now(),
    );
    return fault === 'lostAnswer' ? error(500) : answer;
  };

  return {
    baseUrl,
    userId,
    fetch,
    /** A new session of the account: its id and token. */
    logIn(): { sessionId: string; token: string } {
      const sessionId = `session-${sessions.size + 1}-${Math.random().toString(36).slice(2)}`;
      const token = `token-${sessionId}`;
      sessions.set(token, sessionId);
      return { sessionId, token };
    },
    bookmarks,
    progress,
    log,
    settings,
    get groupOrder() {
      return groupOrder?.order ?? null;
    },
    get requests() {
      return requests;
    },
    get failed() {
      return failed;
    },
  };
}
export type ModelBackend = ReturnType<typeof modelBackend>;
