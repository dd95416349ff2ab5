import { afterEach, describe, expect, it, vi } from 'vitest';
import { type Actor, createActor, SimulatedClock } from 'xstate';
import { randomPickMachine } from '../../../src/machines/browse/randomPick.machine.ts';
import { createTestClient, realTmdb } from '../../services/tmdb/support.ts';
import { eventually } from '../../support/eventually.ts';
import { holdRequests } from '../../support/network.ts';
import { popularPage } from './randomPickFixtures.ts';

/**
 * Watch Something Random (spec doc 3 §2), against the real machine and the real film-database
 * client (MSW holds page 2 of the popular movies): pressing again at any point cancels, and a pick
 * that cannot be made is only logged (doc 3 §2 "Discover errors are logged only"), leaving the
 * button ready. What the view reads: whether a pick is being chosen (`picking`) or counted down
 * (`counting`), the pick and the seconds left; what it does: open the pick.
 */

let actor: Actor<typeof randomPickMachine> | undefined;
afterEach(() => {
  actor?.stop();
  vi.restoreAllMocks();
});

function randomButton() {
  const popular = holdRequests('get', `${realTmdb.apiUrl}/movie/popular`);
  const openPick = vi.fn();
  const clock = new SimulatedClock();
  const running = createActor(
    randomPickMachine.provide({ actions: { openPick: (_, params) => openPick(params.pick) } }),
    { input: { tmdb: createTestClient(realTmdb) }, clock },
  ).start();
  actor = running;
  return {
    popular,
    openPick,
    clock,
    press: () => running.send({ type: 'random.press' }),
    /** What the button shows. */
    shown: () => {
      const snapshot = running.getSnapshot();
      return {
        picking: snapshot.matches('picking'),
        counting: snapshot.matches('counting'),
        title: snapshot.context.pick?.title ?? null,
      };
    },
  };
}

describe('random pick: pressing again at any point cancels', () => {
  it('while the pick is being chosen: the request is given up, nothing counts down or opens', async () => {
    const button = randomButton();
    button.press();
    await eventually(() => expect(button.popular.pending).toBe(1));
    expect(button.shown()).toEqual({ picking: true, counting: false, title: null });
    button.press();
    expect(button.shown()).toEqual({ picking: false, counting: false, title: null });
    await eventually(() => expect(button.popular.pending).toBe(0));
    expect(button.popular.requests[0]?.signal.aborted).toBe(true);
    for (let second = 0; second < 10; second += 1) button.clock.increment(1_000);
    expect(button.openPick).not.toHaveBeenCalled();
  });
});

describe('random pick: a pick that cannot be made is only logged', () => {
  it('the button is ready again, and the next press picks anew', async () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    const button = randomButton();
    button.press();
    button.popular.respond(503);
    await eventually(() => expect(error).toHaveBeenCalledOnce());
    expect(error).toHaveBeenCalledWith(
      expect.stringMatching(/random pick failed/i),
      expect.any(Error),
    );
    expect(button.shown()).toEqual({ picking: false, counting: false, title: null });
    button.press();
    expect(button.shown().picking).toBe(true);
    button.popular.respond(200, popularPage);
    await eventually(() => expect(button.shown().counting).toBe(true));
    expect(button.shown().title).toBe('Metropolis');
    for (let second = 0; second < 5; second += 1) button.clock.increment(1_000);
    expect(button.openPick).toHaveBeenCalledOnce();
  });
});
