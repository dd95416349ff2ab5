import { assign, fromPromise, setup } from 'xstate';
import { requestCaptchaToken } from '../../services/captcha/index.ts';

export interface HumanCheckInput {
  /** The backend's `captchaClientKey` (CONTRACTS.md §1). */
  siteKey: string;
  /** What the token is for, as the backend's verification expects it (`register`). */
  action: string;
}

/**
 * The human check a backend may ask for (spec doc 1 §4): on request a token is asked of the
 * provider; whoever waits for it gets the token (resolved), or nothing when the provider gave no
 * token or failed (rejected).
 */
export const humanCheckMachine = setup({
  types: {
    input: {} as HumanCheckInput,
    context: {} as HumanCheckInput & { token: string | null },
    events: {} as { type: 'humanCheck.request' },
    output: {} as { token: string | null },
  },
  actors: {
    captchaToken: fromPromise<string | null, HumanCheckInput>(({ input }) =>
      requestCaptchaToken(input.siteKey, input.action),
    ),
  },
  guards: {
    gotToken: ({ event }) => {
      const token = (event as { output?: unknown }).output;
      return typeof token === 'string' && token !== '';
    },
  },
}).createMachine({
  id: 'humanCheck',
  context: ({ input }) => ({ ...input, token: null }),
  initial: 'idle',
  states: {
    idle: {
      on: { 'humanCheck.request': 'requesting' },
    },
    requesting: {
      invoke: {
        id: 'captchaToken',
        src: 'captchaToken',
        input: ({ context }) => ({ siteKey: context.siteKey, action: context.action }),
        onDone: [
          {
            guard: 'gotToken',
            target: 'resolved',
            actions: assign({ token: ({ event }) => event.output }),
          },
          { target: 'rejected' },
        ],
        onError: 'rejected',
      },
    },
    resolved: { type: 'final' },
    rejected: { type: 'final' },
  },
  output: ({ context }) => ({ token: context.token }),
});
