// @vitest-environment jsdom
import { describe, expect, it, vi } from 'vitest';
import { errorReportMachine } from '../../../src/machines/app/errorReport.machine.ts';
import { holdClipboard } from '../../support/clipboard.ts';
import { transitionTests } from '../../support/model.ts';

const REPORT = '{ "error": { "type": "TypeError", "message": "x is undefined" } }';

function reportSystem() {
  const clipboard = holdClipboard();
  const reloadPage = vi.fn();
  return {
    system: { clipboard, reloadPage },
    machine: errorReportMachine.provide({ actions: { reloadPage } }),
    input: { report: REPORT },
  };
}

const tests = transitionTests({
  machine: errorReportMachine,
  input: { report: REPORT },
  system: reportSystem,
  events: () => [
    { type: 'report.showDetails' as const },
    { type: 'report.closeDetails' as const },
    { type: 'report.copy' as const },
    { type: 'report.reload' as const },
  ],
  outcomes: {
    copy: [
      { done: undefined, cause: ({ clipboard }) => clipboard.allow() },
      { error: { name: 'NotAllowedError' }, cause: ({ clipboard }) => clipboard.deny() },
    ],
  },
  assert: {
    // "Copied" is only ever shown once the report really is on the clipboard.
    'details.copied': ({ clipboard }) => expect(clipboard.contents).toBe(REPORT),
    'details.copyFailed': ({ clipboard }) => expect(clipboard.contents).toBe(''),
  },
});

describe('errorReport machine: every transition', () => {
  it.each(tests)('$name', ({ run }) => run());
});

describe('errorReport: reload', () => {
  it('reloads the page from the screen and from the details', async () => {
    const { createActor } = await import('xstate');
    const { system, machine, input } = reportSystem();
    const actor = createActor(machine, { input }).start();
    actor.send({ type: 'report.reload' });
    actor.send({ type: 'report.showDetails' });
    actor.send({ type: 'report.reload' });
    expect(system.reloadPage).toHaveBeenCalledTimes(2);
    actor.stop();
  });
});
