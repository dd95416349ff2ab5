// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { type Actor, createActor, SimulatedClock } from 'xstate';
import { errorReportMachine } from '../../../src/machines/app/errorReport.machine.ts';
import { reloadPage } from '../../../src/services/browser/page.ts';
import { holdClipboard } from '../../support/clipboard.ts';
import { eventually } from '../../support/eventually.ts';

// jsdom cannot navigate: the page's reload is watched where the app asks the browser for it.
vi.mock('../../../src/services/browser/page.ts', async (original) => ({
  ...(await original<typeof import('../../../src/services/browser/page.ts')>()),
  reloadPage: vi.fn(),
}));

/**
 * The error screen's rules of spec doc 3 §2 and §9, stated against the real machine, the real
 * clipboard service and a simulated clock: Reload page and Show error; the details overlay copies
 * the debug report and says "Copied" for 2 s. What a user sees is what ErrorScreen.tsx reads: the
 * overlay while `matches('details')`, the copy button enabled in `{ details: 'idle' }` and its
 * label from `{ details: 'copied' }` / `{ details: 'copyFailed' }`.
 */
const REPORT = '{ "error": { "type": "TypeError", "message": "x is undefined" } }';

let actor: Actor<typeof errorReportMachine> | undefined;
afterEach(() => {
  actor?.stop();
  vi.mocked(reloadPage).mockClear();
});

function showError() {
  const clipboard = holdClipboard();
  const clock = new SimulatedClock();
  const running = createActor(errorReportMachine, { clock, input: { report: REPORT } }).start();
  actor = running;
  const is = (state: object | string) => running.getSnapshot().matches(state as never);
  return {
    clipboard,
    send: running.send.bind(running),
    wait: (ms: number) => clock.increment(ms),
    detailsOpen: () => is('details'),
    /** The copy button: what it says, and whether it can be pressed. */
    copyButton: () => ({
      label: is({ details: 'copied' })
        ? 'Copied'
        : is({ details: 'copyFailed' })
          ? 'Copy failed'
          : 'Copy debug info',
      enabled: is({ details: 'idle' }),
    }),
  };
}

const copyButton = (label: string, enabled: boolean) => ({ label, enabled });

describe('error screen: Show error', () => {
  it('opens the details over the screen, and closing them goes back to the screen', () => {
    const screen = showError();
    expect(screen.detailsOpen()).toBe(false);
    screen.send({ type: 'report.showDetails' });
    expect(screen.detailsOpen()).toBe(true);
    expect(screen.copyButton()).toEqual(copyButton('Copy debug info', true));
    screen.send({ type: 'report.closeDetails' });
    expect(screen.detailsOpen()).toBe(false);
  });
});

describe('error screen: Copy debug info', () => {
  it('puts the report on the clipboard and says "Copied" for 2 s', async () => {
    const screen = showError();
    screen.send({ type: 'report.showDetails' });
    screen.send({ type: 'report.copy' });
    // Nothing to press twice while the copy is under way.
    expect(screen.copyButton()).toEqual(copyButton('Copy debug info', false));
    screen.clipboard.allow();
    await eventually(() => expect(screen.copyButton()).toEqual(copyButton('Copied', false)));
    expect(screen.clipboard.contents).toBe(REPORT);
    screen.wait(1_999);
    expect(screen.copyButton()).toEqual(copyButton('Copied', false));
    screen.wait(1);
    expect(screen.copyButton()).toEqual(copyButton('Copy debug info', true));
  });

  it('says so for 2 s when the browser refuses the clipboard, then can try again', async () => {
    const screen = showError();
    screen.send({ type: 'report.showDetails' });
    screen.send({ type: 'report.copy' });
    screen.clipboard.deny();
    await eventually(() => expect(screen.copyButton()).toEqual(copyButton('Copy failed', false)));
    screen.wait(1_999);
    expect(screen.copyButton()).toEqual(copyButton('Copy failed', false));
    screen.wait(1);
    expect(screen.copyButton()).toEqual(copyButton('Copy debug info', true));
    screen.send({ type: 'report.copy' });
    screen.clipboard.allow();
    await eventually(() => expect(screen.copyButton()).toEqual(copyButton('Copied', false)));
  });

  it('shows "Copy debug info" again when the details are opened again', async () => {
    const screen = showError();
    screen.send({ type: 'report.showDetails' });
    screen.send({ type: 'report.copy' });
    screen.clipboard.allow();
    await eventually(() => expect(screen.copyButton().label).toBe('Copied'));
    screen.send({ type: 'report.closeDetails' });
    screen.send({ type: 'report.showDetails' });
    expect(screen.copyButton()).toEqual(copyButton('Copy debug info', true));
  });
});

describe('error screen: Reload page', () => {
  it('reloads the page, from the screen and from the details', () => {
    const screen = showError();
    screen.send({ type: 'report.reload' });
    expect(reloadPage).toHaveBeenCalledTimes(1);
    screen.send({ type: 'report.showDetails' });
    screen.send({ type: 'report.reload' });
    expect(reloadPage).toHaveBeenCalledTimes(2);
  });
});
