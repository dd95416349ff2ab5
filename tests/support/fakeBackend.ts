import { HttpResponse, http, type PathParams } from 'msw';
import type { Bookmark, ProgressItem, SyncedSettings } from '../../src/contracts/backend.ts';
import { meResponse, settingsAnswer } from './fixtures.ts';
import { network } from './network.ts';

const BASE = 'http://backend.test';

/** How the fake backend misbehaves on a request, when it does. */
export type Fault = 'network' | 'status500' | 'status429' | 'lostAnswer';

/**
 * An in-memory account backend (CONTRACTS.md §1, the routes the sync uses) behind MSW, for sync
 * tests that need a server keeping state: bookmarks and progress upserted and deleted as the real
 * one does. `faults` decides per request whether it fails, and how: before the change is made
 * (network error, 500, 429) or after it (`lostAnswer`: made, but the answer is a 500).
 */
export function fakeBackend(faults: () => Fault | null = () => null) {
  const bookmarks = new Map<string, Bookmark>();
  /** Keyed by tmdbId and episode id (empty for a movie), as the real backend's unique index. */
  const progress = new Map<string, ProgressItem>();
  let settings: Partial<SyncedSettings> = {};
  let groupOrder: string[] | null = null;
  let requests = 0;
  let nextId = 1;
  const now = () => new Date().toISOString();

  type Info = { request: Request; params: PathParams };
  const withFaults =
    (handle: (info: Info) => Promise<Response> | Response) => async (info: Info) => {
      requests += 1;
      const fault = faults();
      if (fault === 'network') return HttpResponse.error();
      if (fault === 'status500') return HttpResponse.json({ error: true }, { status: 500 });
      if (fault === 'status429') return HttpResponse.json({ error: true }, { status: 429 });
      const answer = await handle(info);
      return fault === 'lostAnswer' ? HttpResponse.json({ error: true }, { status: 500 }) : answer;
    };

  type Body = Record<string, unknown> & { meta: Bookmark['meta'] & ProgressItem['meta'] };
  const saveBookmark = (tmdbId: string, body: Body) => {
    const bookmark: Bookmark = {
      tmdbId,
      meta: body.meta,
      group: (body.group as string[] | undefined) ?? [],
      favoriteEpisodes: (body.favoriteEpisodes as string[] | undefined) ?? [],
      updatedAt: now(),
    };
    bookmarks.set(tmdbId, bookmark);
    return bookmark;
  };
  const saveProgress = (body: Body, onlyIfFurther = false) => {
    const key = `${body.tmdbId}/${body.episodeId ?? ''}`;
    const existing = progress.get(key);
    if (onlyIfFurther && existing && Number(existing.watched) >= Number(body.watched)) {
      return existing;
    }
    const item: ProgressItem = {
      id: existing?.id ?? String(nextId++),
      tmdbId: body.tmdbId as string,
      episode: {
        id: (body.episodeId as string | undefined) ?? null,
        number: (body.episodeNumber as number | undefined) ?? null,
      },
      season: {
        id: (body.seasonId as string | undefined) ?? null,
        number: (body.seasonNumber as number | undefined) ?? null,
      },
      meta: body.meta,
      duration: Number(body.duration),
      watched: Number(body.watched),
      updatedAt: now(),
    };
    progress.set(key, item);
    return item;
  };

  const user = `${BASE}/users/:id`;
  network.use(
    http.get(
      `${BASE}/users/@me`,
      withFaults(() => HttpResponse.json(meResponse)),
    ),
    http.get(
      `${user}/bookmarks`,
      withFaults(() => HttpResponse.json([...bookmarks.values()])),
    ),
    http.put(
      `${user}/bookmarks`,
      withFaults(async ({ request }) => {
        const items = (await request.json()) as Body[];
        return HttpResponse.json(items.map((item) => saveBookmark(item.tmdbId as string, item)));
      }),
    ),
    http.post(
      `${user}/bookmarks/:tmdbId`,
      withFaults(async ({ request, params }) =>
        HttpResponse.json(saveBookmark(params.tmdbId as string, (await request.json()) as Body)),
      ),
    ),
    http.delete(
      `${user}/bookmarks/:tmdbId`,
      withFaults(({ params }) => {
        bookmarks.delete(params.tmdbId as string);
        return HttpResponse.json({ success: true, tmdbId: params.tmdbId });
      }),
    ),
    http.get(
      `${user}/progress`,
      withFaults(() => HttpResponse.json([...progress.values()])),
    ),
    http.put(
      `${user}/progress/import`,
      withFaults(async ({ request }) => {
        const items = (await request.json()) as Body[];
        return HttpResponse.json(items.map((item) => saveProgress(item, true)));
      }),
    ),
    http.put(
      `${user}/progress/:tmdbId`,
      withFaults(async ({ request }) =>
        HttpResponse.json(saveProgress((await request.json()) as Body)),
      ),
    ),
    http.delete(
      `${user}/progress/:tmdbId`,
      withFaults(async ({ request, params }) => {
        const { episodeId, seasonId } = (await request.json()) as Record<string, string>;
        let count = 0;
        for (const [key, item] of progress) {
          if (item.tmdbId !== params.tmdbId) continue;
          if (episodeId && item.episode.id !== episodeId) continue;
          if (seasonId && item.season.id !== seasonId) continue;
          progress.delete(key);
          count += 1;
        }
        return HttpResponse.json({
          count,
          tmdbId: params.tmdbId,
          episodeId: episodeId ?? null,
          seasonId: seasonId ?? null,
        });
      }),
    ),
    http.get(
      `${user}/settings`,
      withFaults(() => HttpResponse.json(settingsAnswer(settings))),
    ),
    http.put(
      `${user}/settings`,
      withFaults(async ({ request }) => {
        settings = { ...settings, ...((await request.json()) as Partial<SyncedSettings>) };
        return HttpResponse.json(settingsAnswer(settings));
      }),
    ),
    http.get(
      `${user}/group-order`,
      withFaults(() =>
        groupOrder === null
          ? HttpResponse.json({ error: true }, { status: 404 })
          : HttpResponse.json({ groupOrder }),
      ),
    ),
    http.put(
      `${user}/group-order`,
      withFaults(async ({ request }) => {
        groupOrder = (await request.json()) as string[];
        return HttpResponse.json({ groupOrder });
      }),
    ),
  );

  return {
    baseUrl: BASE,
    bookmarks,
    progress,
    get settings() {
      return settings;
    },
    get groupOrder() {
      return groupOrder;
    },
    get requests() {
      return requests;
    },
  };
}
