// @vitest-environment jsdom
import { describe, expect, it, vi } from 'vitest';
import { createActor, waitFor } from 'xstate';
import { scrapeCheckMachine } from '../../../src/machines/player/scrapeCheck.machine.ts';
import { createHumanCheckClient } from '../../../src/services/scraper/index.ts';
import { eventually } from '../../support/eventually.ts';
import { holdRequests } from '../../support/network.ts';

/**
 * The human-check popup of the scraping API (spec doc 2 §2, §6, §8), against the real client on
 * MSW, stated by what HumanCheckDialog reads (the question, the "wrong answer" alert, the
 * "failed" alert with its retry) and what the scrapes waiting for it get: the token, or none.
 */
const BASE = `${location.origin}/library/scraper`;
const QUESTION = { question: 'What is 3 + 4?', challenge: 'c1' };

async function humanCheck() {
  const ask = holdRequests('get', `${BASE}/human-check`);
  const verify = holdRequests('post', `${BASE}/human-check`);
  const logged = vi.spyOn(console, 'error').mockImplementation(() => {});
  logged.mockClear();
  const actor = createActor(scrapeCheckMachine, {
    input: { client: createHumanCheckClient(BASE) },
  }).start();
  const answer = async (hold: typeof ask, status: number, body: object | string = '') => {
    await eventually(() => expect(hold.pending).toBeGreaterThan(0));
    hold.respond(status, body);
  };
  const dialog = () => {
    const snapshot = actor.getSnapshot();
    return {
      state: snapshot.value,
      question: snapshot.context.question?.question,
      wrongAlert: snapshot.context.wrong,
    };
  };
  return { actor, ask, verify, logged, answer, dialog };
}

describe('human check: asking (doc 2 §2)', () => {
  it('shows the question without a "wrong answer" alert before any answer', async () => {
    const check = await humanCheck();
    expect(check.dialog().wrongAlert).toBe(false);
    await check.answer(check.ask, 200, QUESTION);
    await waitFor(check.actor, (s) => s.matches('asking'));
    expect(check.dialog()).toEqual({
      state: 'asking',
      question: QUESTION.question,
      wrongAlert: false,
    });
  });

  it('gives the token to the scrapes once the answer is right', async () => {
    const check = await humanCheck();
    await check.answer(check.ask, 200, QUESTION);
    await waitFor(check.actor, (s) => s.matches('asking'));
    check.actor.send({ type: 'check.answer', answer: '7' });
    await check.answer(check.verify, 200, { token: 'tok3n' });
    await waitFor(check.actor, (s) => s.status === 'done');
    expect(check.actor.getSnapshot().output).toEqual({ token: 'tok3n' });
    expect(await check.verify.requests[0]?.json()).toEqual({ challenge: 'c1', answer: '7' });
  });
});

describe('human check: giving up (doc 2 §8 "Failed to get token")', () => {
  it('ends without a token when cancelled while the question loads', async () => {
    const check = await humanCheck();
    check.actor.send({ type: 'check.cancel' });
    expect(check.actor.getSnapshot().status).toBe('done');
    expect(check.actor.getSnapshot().output).toEqual({ token: null });
  });

  it('ends without a token when cancelled at the question', async () => {
    const check = await humanCheck();
    await check.answer(check.ask, 200, QUESTION);
    await waitFor(check.actor, (s) => s.matches('asking'));
    check.actor.send({ type: 'check.cancel' });
    expect(check.actor.getSnapshot().status).toBe('done');
    expect(check.actor.getSnapshot().output).toEqual({ token: null });
  });
});

describe('human check: the check cannot be reached (doc 2 §2, §8)', () => {
  it('says so when the question cannot be fetched, logs why, and asks again on retry', async () => {
    const check = await humanCheck();
    await check.answer(check.ask, 503);
    await waitFor(check.actor, (s) => s.matches('failed'));
    expect(check.logged).toHaveBeenCalledExactlyOnceWith(expect.any(String), expect.any(Error));
    check.actor.send({ type: 'check.retry' });
    await check.answer(check.ask, 200, QUESTION);
    await waitFor(check.actor, (s) => s.matches('asking'));
    expect(check.ask.received).toBe(2);
  });

  it('says so, not "wrong answer", when the answer cannot be checked, and logs why', async () => {
    const check = await humanCheck();
    await check.answer(check.ask, 200, QUESTION);
    await waitFor(check.actor, (s) => s.matches('asking'));
    check.actor.send({ type: 'check.answer', answer: '7' });
    await check.answer(check.verify, 500);
    await waitFor(check.actor, (s) => s.matches('failed') || s.matches('loading'));
    expect(check.dialog().state).toBe('failed');
    expect(check.dialog().wrongAlert).toBe(false);
    expect(check.ask.received).toBe(1);
    expect(check.logged).toHaveBeenCalledExactlyOnceWith(expect.any(String), expect.any(Error));
  });

  it('ends without a token when cancelled after the failure', async () => {
    const check = await humanCheck();
    await check.answer(check.ask, 503);
    await waitFor(check.actor, (s) => s.matches('failed'));
    check.actor.send({ type: 'check.cancel' });
    expect(check.actor.getSnapshot().status).toBe('done');
    expect(check.actor.getSnapshot().output).toEqual({ token: null });
  });
});
