// @vitest-environment jsdom
import { describe, expect, it, vi } from 'vitest';
import { createActor, waitFor } from 'xstate';
import { scrapeCheckMachine } from '../../../src/machines/player/scrapeCheck.machine.ts';
import {
  createHumanCheckClient,
  createHumanCheckGate,
} from '../../../src/services/scraper/index.ts';
import { eventually } from '../../support/eventually.ts';
import { type Outcome, transitionTests } from '../../support/model.ts';
import { holdRequests } from '../../support/network.ts';

const BASE = `${location.origin}/library/scraper`;
const QUESTION = { question: 'What is 3 + 4?', challenge: 'c1' };

function checkSystem() {
  const ask = holdRequests('get', `${BASE}/human-check`);
  const verify = holdRequests('post', `${BASE}/human-check`);
  const logged = vi.spyOn(console, 'error').mockImplementation(() => {});
  logged.mockClear();
  return { system: { ask, verify, logged }, input: { client: createHumanCheckClient(BASE) } };
}
type System = ReturnType<typeof checkSystem>['system'];

const answered =
  (pick: (system: System) => System['ask'], status: number, body: object | string = '') =>
  async (system: System) => {
    const hold = pick(system);
    await eventually(() => expect(hold.pending).toBeGreaterThan(0));
    hold.respond(status, body);
  };

const outcomes: Record<string, Outcome<System>[]> = {
  ask: [
    { done: QUESTION, cause: answered(({ ask }) => ask, 200, QUESTION) },
    { error: { name: 'HumanCheckError' }, cause: answered(({ ask }) => ask, 503) },
  ],
  verify: [
    { done: 'tok3n', cause: answered(({ verify }) => verify, 200, { token: 'tok3n' }) },
    {
      error: { name: 'HumanCheckError', wrongAnswer: true },
      cause: answered(({ verify }) => verify, 403),
    },
    { error: { name: 'HumanCheckError' }, cause: answered(({ verify }) => verify, 500) },
  ],
};

describe('scrapeCheck machine: every transition, against MSW', () => {
  it.each(
    transitionTests({
      machine: scrapeCheckMachine,
      input: { client: {} as never },
      system: checkSystem,
      events: () => [
        { type: 'check.answer' as const, answer: '7' },
        { type: 'check.cancel' as const },
        { type: 'check.retry' as const },
      ],
      outcomes,
      assert: {
        passed: (_, actor) => expect(actor.getSnapshot().output).toEqual({ token: 'tok3n' }),
        cancelled: (_, actor) => expect(actor.getSnapshot().output).toEqual({ token: null }),
        failed: ({ logged }) => expect(logged).toHaveBeenCalled(),
      },
    }),
  )('$name', ({ run }) => run());
});

describe('the human check (doc 2 §2, §6)', () => {
  it('sends the answer to its question, and asks again after a wrong one', async () => {
    const { system, input } = checkSystem();
    const actor = createActor(scrapeCheckMachine, { input }).start();
    await answered(({ ask }) => ask, 200, QUESTION)(system);
    await waitFor(actor, (snapshot) => snapshot.matches('asking'));
    actor.send({ type: 'check.answer', answer: ' 8 ' });
    await answered(({ verify }) => verify, 403)(system);
    await waitFor(actor, (snapshot) => snapshot.matches('loading'));
    expect(actor.getSnapshot().context.wrong).toBe(true);
    expect(await system.verify.requests[0]?.json()).toEqual({ challenge: 'c1', answer: '8' });
  });

  it('lets every scrape that waits share one question, and settles them together', async () => {
    const gate = createHumanCheckGate();
    const first = gate.ask();
    const second = gate.ask();
    expect(gate.waiting()).toBe(true);
    gate.settle('tok3n');
    await expect(Promise.all([first, second])).resolves.toEqual(['tok3n', 'tok3n']);
    expect(gate.waiting()).toBe(false);
    const cancelled = gate.ask();
    gate.settle(null);
    await expect(cancelled).rejects.toThrow('The human check was cancelled');
  });
});
