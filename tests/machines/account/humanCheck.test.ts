import { describe, expect, it } from 'vitest';
import { createActor, fromPromise, waitFor } from 'xstate';
import { humanCheckMachine } from '../../../src/machines/account/humanCheck.machine.ts';
import { transitionTests } from '../../support/model.ts';
import { holdResults } from './heldResults.ts';

const input = { siteKey: 'site-key', action: 'register' };

function humanCheckSystem() {
  const provider = holdResults<string | null>();
  const asked: Array<{ siteKey: string; action: string }> = [];
  return {
    system: { provider, asked },
    machine: humanCheckMachine.provide({
      actors: {
        captchaToken: fromPromise(({ input }: { input: { siteKey: string; action: string } }) => {
          asked.push(input);
          return provider.next();
        }),
      },
    }),
    input,
  };
}

describe('human check machine: every transition (doc 1 §4)', () => {
  const tests = transitionTests({
    machine: humanCheckMachine,
    input,
    system: humanCheckSystem,
    events: (snapshot) =>
      snapshot.matches('idle') ? [{ type: 'humanCheck.request' as const }] : [],
    outcomes: {
      captchaToken: [
        { done: 'token-1', cause: ({ provider }) => provider.resolve('token-1') },
        { done: null, cause: ({ provider }) => provider.resolve(null) },
        { done: '', cause: ({ provider }) => provider.resolve('') },
        {
          error: { message: 'Could not load reCAPTCHA' },
          cause: ({ provider }) => provider.reject(new Error('Could not load reCAPTCHA')),
        },
      ],
    },
    assert: {
      idle: ({ asked }) => expect(asked).toEqual([]),
      requesting: ({ asked }) => expect(asked).toEqual([input]),
      resolved: (_, actor) => expect(actor.getSnapshot().output).toEqual({ token: 'token-1' }),
      rejected: (_, actor) => expect(actor.getSnapshot().output).toEqual({ token: null }),
    },
  });
  it.each(tests)('$name', ({ run }) => run());
});

describe('human check: who waits for it', () => {
  it('asks nothing until requested, then gives the waiting one the token', async () => {
    const { system, machine } = humanCheckSystem();
    const actor = createActor(machine, { input }).start();
    expect(system.provider.calls).toBe(0);
    actor.send({ type: 'humanCheck.request' });
    system.provider.resolve('token-2');
    await waitFor(actor, (snapshot) => snapshot.status === 'done');
    expect(actor.getSnapshot().output).toEqual({ token: 'token-2' });
    expect(system.provider.calls).toBe(1);
  });
});
