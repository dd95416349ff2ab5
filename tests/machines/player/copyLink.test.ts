// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import { createActor, SimulatedClock, waitFor } from 'xstate';
import { copyLinkMachine, LINK_COPIED_MS } from '../../../src/machines/player/copyLink.machine.ts';
import { holdClipboard } from '../../support/clipboard.ts';
import { transitionTests } from '../../support/model.ts';

const LINK = 'https://app.test/media/tmdb-movie-19-metropolis?watchparty=1234';

describe('copyLink machine: every transition', () => {
  it.each(
    transitionTests({
      machine: copyLinkMachine,
      system: () => ({ system: holdClipboard() }),
      events: () => [{ type: 'copy.request' as const, text: LINK }],
      outcomes: {
        copy: [
          { done: undefined, cause: (clipboard) => clipboard.allow() },
          { error: {}, cause: (clipboard) => clipboard.deny() },
        ],
      },
      assert: { copied: (clipboard) => expect(clipboard.contents).toBe(LINK) },
    }),
  )('$name', ({ run }) => run());
});

describe('the copied-link notice (doc 2 §9)', () => {
  it('says "Link copied" for 2 s from the copy', async () => {
    const clipboard = holdClipboard();
    const clock = new SimulatedClock();
    const actor = createActor(copyLinkMachine, { clock }).start();
    actor.send({ type: 'copy.request', text: LINK });
    clipboard.allow();
    await waitFor(actor, (snapshot) => snapshot.matches('copied'));
    clock.increment(LINK_COPIED_MS - 1);
    expect(actor.getSnapshot().value).toBe('copied');
    clock.increment(1);
    expect(actor.getSnapshot().value).toBe('idle');
  });

  it('copies again when asked while the notice shows, the 2 s starting over', async () => {
    const clipboard = holdClipboard();
    const clock = new SimulatedClock();
    const actor = createActor(copyLinkMachine, { clock }).start();
    actor.send({ type: 'copy.request', text: LINK });
    clipboard.allow();
    await waitFor(actor, (snapshot) => snapshot.matches('copied'));
    clock.increment(1_500);
    actor.send({ type: 'copy.request', text: LINK });
    clipboard.allow();
    await waitFor(actor, (snapshot) => snapshot.matches('copied'));
    clock.increment(1_500);
    expect(actor.getSnapshot().value).toBe('copied');
    clock.increment(500);
    expect(actor.getSnapshot().value).toBe('idle');
  });
});
