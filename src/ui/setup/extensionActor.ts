import { useSelector } from '@xstate/react';
import { type Actor, createActor, type SnapshotFrom } from 'xstate';
import type { ExtensionCheck } from '../../domain/extension.ts';
import { extensionMachine } from '../../machines/setup/extension.machine.ts';

export type ExtensionActor = Actor<typeof extensionMachine>;

/** Where the extension stands, as the views show it. */
export interface ExtensionView {
  /** The machine's state: checking, unknown, working, disallowed, granting, outdated or failed. */
  state: Exclude<SnapshotFrom<typeof extensionMachine>['value'], object> | 'checking';
  /** The last check's result, kept while a new check runs; null until the first one ends. */
  check: ExtensionCheck | null;
  /** The version the extension gave, when it answered. */
  version: string | null;
  /** Asks the extension again at once (ignored while a check runs). */
  recheck: () => void;
  /** Opens the extension's permission page, when the last check asked for it. */
  grant: () => void;
}

let actor: ExtensionActor | undefined;

/**
 * The page's one extension actor, started the first time a page asks for it: the home page never
 * loads this module, so it never greets the extension.
 */
export function extensionActor(): ExtensionActor {
  actor ??= createActor(extensionMachine).start();
  return actor;
}

/** Stops the page's extension actor, if one started: the page is going away (a test file's end). */
export function stopExtensionActor(): void {
  actor?.stop();
  actor = undefined;
}

const stateOf = (snapshot: SnapshotFrom<typeof extensionMachine>): ExtensionView['state'] =>
  typeof snapshot.value === 'string' ? snapshot.value : 'checking';

/** The extension's status, starting the page's actor if need be. */
export function useExtension(): ExtensionView {
  const running = extensionActor();
  const state = useSelector(running, stateOf);
  const check = useSelector(running, (snapshot) => snapshot.context.check);
  const version = useSelector(running, (snapshot) => snapshot.context.version);
  return {
    state,
    check,
    version,
    recheck: () => running.send({ type: 'extension.check' }),
    grant: () => running.send({ type: 'extension.grant' }),
  };
}
