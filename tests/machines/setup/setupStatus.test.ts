import { describe, expect, it, vi } from 'vitest';
import { createActor, waitFor } from 'xstate';
import {
  type SetupStatusInput,
  setupStatusMachine,
} from '../../../src/machines/setup/setupStatus.machine.ts';
import { eventually } from '../../support/eventually.ts';
import { transitionTests } from '../../support/model.ts';
import { holdRequests } from '../../support/network.ts';

const PROXY = 'https://proxy.example';
const ECHO = 'https://app.example/echo';

/** The extension's check, answered by the test; the proxy's echo request, held until answered. */
function setupSystem(proxy: string | null) {
  let answer: ((works: boolean) => void) | undefined;
  const checks = vi.fn(
    () =>
      new Promise<boolean>((resolve) => {
        answer = resolve;
      }),
  );
  const echo = holdRequests('get', `${PROXY}/`);
  const input: SetupStatusInput = { extensionWorks: checks, proxy, testUrl: ECHO };
  return {
    system: {
      echo,
      checks,
      async extension(works: boolean) {
        await eventually(() => expect(answer).toBeDefined());
        answer?.(works);
        answer = undefined;
      },
      async proxy(works: boolean) {
        await eventually(() => expect(echo.pending).toBe(1));
        if (works) echo.respond(200, { url: ECHO, args: {}, headers: {} });
        else echo.respond(200, '<html>a website</html>');
      },
    },
    input,
  };
}
type System = ReturnType<typeof setupSystem>['system'];

const outcome = (extension: boolean, proxy: boolean | null) => ({
  done: {
    extension: extension ? 'success' : 'unset',
    proxy: proxy === null ? 'unset' : proxy ? 'success' : 'error',
  },
  cause: async (system: System) => {
    await system.extension(extension);
    if (proxy !== null) await system.proxy(proxy);
  },
});

/** Without a proxy only the extension counts; with one, its test does too. */
const walks = [
  { proxy: null, outcomes: [outcome(true, null), outcome(false, null)] },
  { proxy: PROXY, outcomes: [outcome(false, true), outcome(false, false), outcome(true, false)] },
].flatMap(({ proxy, outcomes }) =>
  transitionTests({
    machine: setupStatusMachine,
    input: setupSystem(proxy).input,
    system: () => setupSystem(proxy),
    events: () => [{ type: 'setup.check' as const, proxy }],
    outcomes: { checkSetup: outcomes },
  }).map((walk) => ({ ...walk, name: `${proxy ? 'a proxy' : 'no proxy'}: ${walk.name}` })),
);

describe('setupStatus machine: every transition', () => {
  it.each(walks)('$name', ({ run }) => run());
});

describe('setup status (doc 1 §4)', () => {
  async function settle(proxy: string | null, extension: boolean, proxyWorks?: boolean) {
    const { system, input } = setupSystem(proxy);
    const actor = createActor(setupStatusMachine, { input }).start();
    await system.extension(extension);
    if (proxyWorks !== undefined) await system.proxy(proxyWorks);
    return (await waitFor(actor, (snapshot) => !snapshot.matches('checking'))).value;
  }

  it('is unset with neither a working extension nor a proxy: the default setup', async () => {
    expect(await settle(null, false)).toBe('unset');
  });

  it('is a success with the extension working, or a proxy that passes the test', async () => {
    expect(await settle(null, true)).toBe('success');
    expect(await settle(PROXY, false, true)).toBe('success');
  });

  it('is an error when the viewer’s proxy fails, even with the extension working', async () => {
    expect(await settle(PROXY, true, false)).toBe('error');
  });

  it('checks the proxy given when asked again', async () => {
    const { system, input } = setupSystem(null);
    const actor = createActor(setupStatusMachine, { input }).start();
    await system.extension(false);
    await waitFor(actor, (snapshot) => snapshot.matches('unset'));
    actor.send({ type: 'setup.check', proxy: PROXY });
    await system.extension(false);
    await system.proxy(true);
    await waitFor(actor, (snapshot) => snapshot.matches('success'));
    expect(new URL(system.echo.requests[0]?.url ?? '').searchParams.get('destination')).toBe(ECHO);
  });
});
