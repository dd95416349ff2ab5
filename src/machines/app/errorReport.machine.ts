import { fromPromise, setup } from 'xstate';
import { copyText, reloadPage } from '../../services/browser/page.ts';

type ErrorReportEvent =
  | { type: 'report.showDetails' }
  | { type: 'report.closeDetails' }
  | { type: 'report.copy' }
  | { type: 'report.reload' };

/**
 * The error-boundary screen (spec doc 3 §2): the error, Reload page and Show error; the details
 * overlay copies the debug report (already redacted) with a "Copied" confirmation for 2 s.
 */
export const errorReportMachine = setup({
  types: {
    input: {} as { report: string },
    context: {} as { report: string },
    events: {} as ErrorReportEvent,
  },
  actors: {
    copy: fromPromise(({ input }: { input: { text: string } }) => copyText(input.text)),
  },
  actions: {
    reloadPage: () => reloadPage(),
  },
  delays: {
    copiedNotice: 2_000,
  },
}).createMachine({
  id: 'errorReport',
  initial: 'screen',
  context: ({ input }) => ({ report: input.report }),
  on: {
    'report.reload': { actions: 'reloadPage' },
  },
  states: {
    screen: {
      on: { 'report.showDetails': 'details' },
    },
    details: {
      initial: 'idle',
      on: { 'report.closeDetails': 'screen' },
      states: {
        idle: {
          on: { 'report.copy': 'copying' },
        },
        copying: {
          invoke: {
            id: 'copy',
            src: 'copy',
            input: ({ context }) => ({ text: context.report }),
            onDone: 'copied',
            onError: 'copyFailed',
          },
        },
        copied: {
          after: { copiedNotice: 'idle' },
        },
        copyFailed: {
          after: { copiedNotice: 'idle' },
        },
      },
    },
  },
});
