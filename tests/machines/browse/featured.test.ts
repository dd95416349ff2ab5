// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createActor, fromPromise, waitFor } from 'xstate';
import type { MediaDetail } from '../../../src/domain/media.ts';
import { featuredMachine } from '../../../src/machines/browse/featured.machine.ts';
import type { TmdbClient } from '../../../src/services/tmdb/client.ts';
import { createTestClient, realTmdb, serveTmdbFixtures } from '../../services/tmdb/support.ts';
import { transitionTests } from '../../support/model.ts';

/** A slide as the model sees it: only its identity matters to the machine. */
const slide = { id: '550', type: 'movie', title: 'Fight Club' } as MediaDetail;

/**
 * The slides' load, answered by the test (loadFeaturedSlides has its own tests against MSW): the
 * model compares outcomes whole, and a real detail is too large to write out here.
 */
function featuredSystem() {
  const load = {} as { resolve: (slides: MediaDetail[]) => void; reject: (error: unknown) => void };
  const loaded = new Promise<MediaDetail[]>((resolve, reject) =>
    Object.assign(load, { resolve, reject }),
  );
  const machine = featuredMachine.provide({
    actors: { loadSlides: fromPromise<MediaDetail[], { tmdb: TmdbClient }>(() => loaded) },
  });
  return { system: { load }, machine };
}
type System = ReturnType<typeof featuredSystem>['system'];

const walks = transitionTests({
  machine: featuredMachine,
  input: { tmdb: {} as never, placement: 'home' },
  system: featuredSystem,
  outcomes: {
    loadSlides: [
      { done: [slide], cause: ({ load }: System) => load.resolve([slide]) },
      { done: [], cause: ({ load }: System) => load.resolve([]) },
      {
        error: { message: 'offline' },
        cause: ({ load }: System) => {
          vi.spyOn(console, 'error').mockImplementation(() => {});
          load.reject({ message: 'offline' });
        },
      },
    ],
  },
  assert: {
    // The carousel runs over the slides exactly while they show.
    showing: (_, actor) =>
      expect(actor.getSnapshot().children.carousel?.getSnapshot().context.count).toBe(1),
    empty: (_, actor) => expect(actor.getSnapshot().children.carousel).toBeUndefined(),
    failed: () => expect(console.error).toHaveBeenCalledOnce(),
  },
});

afterEach(() => {
  vi.restoreAllMocks();
});

describe('featured machine: every transition', () => {
  it.each(walks)('$name', ({ run }) => run());
});

describe('featured: slides from the film database', () => {
  it('loads the popular titles and runs the carousel over them, at the placement given', async () => {
    serveTmdbFixtures(realTmdb);
    const actor = createActor(featuredMachine, {
      input: { tmdb: createTestClient(realTmdb), placement: 'discoverHero' },
    }).start();
    const shown = await waitFor(actor, (snapshot) => snapshot.matches('showing'));
    expect(shown.context.slides.map((detail) => detail.title).sort()).toEqual([
      'Fight Club',
      'Game of Thrones',
    ]);
    const carousel = shown.children.carousel?.getSnapshot();
    expect(carousel?.context).toMatchObject({ placement: 'discoverHero', count: 2, index: 0 });
    expect(carousel?.value).toEqual({ showing: 'inDiscoverHero' });
    actor.stop();
  });
});
