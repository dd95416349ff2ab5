import { assign, fromPromise, setup } from 'xstate';
import type { HumanCheckClient, HumanCheckQuestion } from '../../services/scraper/index.ts';

interface ScrapeCheckContext {
  client: HumanCheckClient;
  question: HumanCheckQuestion | null;
  answer: string;
  /** The last answer was wrong: the viewer is told and asked again. */
  wrong: boolean;
  token: string | null;
}

type ScrapeCheckEvent =
  | { type: 'check.answer'; answer: string }
  | { type: 'check.cancel' }
  | { type: 'check.retry' };

/**
 * The human-check popup of the scraping API (spec doc 2 §2, §6): the question is fetched and
 * asked; a wrong answer asks again; the right one ends with the token for the scraper. Cancelled,
 * or failing to reach the check, it ends without one ("Failed to get token").
 */
export const scrapeCheckMachine = setup({
  types: {
    input: {} as { client: HumanCheckClient },
    context: {} as ScrapeCheckContext,
    events: {} as ScrapeCheckEvent,
    output: {} as { token: string | null },
  },
  actors: {
    ask: fromPromise<HumanCheckQuestion, { client: HumanCheckClient }>(({ input, signal }) =>
      input.client.question(signal),
    ),
    verify: fromPromise<string, { client: HumanCheckClient; challenge: string; answer: string }>(
      ({ input, signal }) => input.client.answer(input.challenge, input.answer, signal),
    ),
  },
  actions: {
    logFailure: (_, { error }: { error: unknown }) => console.error('Human check failed', error),
  },
}).createMachine({
  id: 'scrapeCheck',
  context: ({ input }) => ({
    client: input.client,
    question: null,
    answer: '',
    wrong: false,
    token: null,
  }),
  initial: 'loading',
  states: {
    loading: {
      invoke: {
        id: 'ask',
        src: 'ask',
        input: ({ context }) => ({ client: context.client }),
        onDone: { target: 'asking', actions: assign({ question: ({ event }) => event.output }) },
        onError: {
          target: 'failed',
          actions: { type: 'logFailure', params: ({ event }) => ({ error: event.error }) },
        },
      },
      on: { 'check.cancel': 'cancelled' },
    },
    asking: {
      on: {
        'check.answer': {
          target: 'verifying',
          actions: assign({ answer: ({ event }) => event.answer }),
        },
        'check.cancel': 'cancelled',
      },
    },
    verifying: {
      invoke: {
        id: 'verify',
        src: 'verify',
        input: ({ context }) => ({
          client: context.client,
          challenge: context.question?.challenge ?? '',
          answer: context.answer,
        }),
        onDone: {
          target: 'passed',
          actions: assign({ token: ({ event }) => event.output, wrong: false }),
        },
        onError: [
          {
            // A wrong answer, or an expired question: a new question.
            guard: ({ event }) => (event.error as { wrongAnswer?: boolean })?.wrongAnswer === true,
            target: 'loading',
            actions: assign({ wrong: true }),
          },
          {
            target: 'failed',
            actions: { type: 'logFailure', params: ({ event }) => ({ error: event.error }) },
          },
        ],
      },
    },
    /** The check could not be reached; the viewer may try again or give up. */
    failed: { on: { 'check.retry': 'loading', 'check.cancel': 'cancelled' } },
    passed: { type: 'final' },
    cancelled: { type: 'final' },
  },
  output: ({ context }) => ({ token: context.token }),
});
