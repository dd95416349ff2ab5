import { afterEach, describe, expect, it } from 'vitest';
import { type Actor, createActor } from 'xstate';
import { modalsMachine } from '../../../src/machines/app/modals.machine.ts';
import { createStores } from '../../../src/services/storage/index.ts';
import { browserTabs } from '../../services/storage/fixtures.ts';

/**
 * The modal rules of spec doc 1 §4 and doc 3 §2, stated against the real machine and its real
 * store: modals form a stack whose top is the last opened; Escape closes the top one unless focus
 * is in an input; a one-time modal dismissed for good never opens again, after a reload and in
 * every tab. What a user sees is what the views read: a modal is open while its id is on
 * `context.stack` (Modal.tsx, useStackedModal); the stack's state, `open` or `closed`, is what the
 * inspector and the QA path plans show, so it must say whether a modal is on screen.
 */
const running: Array<Actor<typeof modalsMachine>> = [];
afterEach(() => {
  for (const actor of running.splice(0)) actor.stop();
});

function aBrowser() {
  const tabs = browserTabs();
  function openTab() {
    const tab = tabs.openTab();
    const actor = createActor(modalsMachine, {
      input: { store: createStores(tab.storage, { crossTab: tab.crossTab }).modals },
    }).start();
    running.push(actor);
    return {
      /** The modals on screen, bottom first, and whether the stack says it is open. */
      onScreen: () => {
        const { context } = actor.getSnapshot();
        expect(actor.getSnapshot().matches('open')).toBe(context.stack.length > 0);
        return context.stack;
      },
      open: (id: string, once?: boolean) =>
        actor.send({ type: 'modal.open', id, ...(once === undefined ? {} : { once }) }),
      close: (id: string) => actor.send({ type: 'modal.close', id }),
      escape: (typing = false) => actor.send({ type: 'modal.escape', typing }),
      dismissForGood: (id: string) => actor.send({ type: 'modal.dismissForGood', id }),
      hearOtherTabs: () => tab.deliver(),
      /** A later visit: the tab is reloaded. */
      reload: () => {
        actor.stop();
        tab.close();
        return openTab();
      },
    };
  }
  return { openTab };
}

const aTab = () => aBrowser().openTab();

describe('modals: a stack, the last opened on top', () => {
  it('opening modals stacks each above the last', () => {
    const tab = aTab();
    expect(tab.onScreen()).toEqual([]);
    tab.open('details');
    tab.open('notifications');
    expect(tab.onScreen()).toEqual(['details', 'notifications']);
  });

  it('opening a modal already open raises it to the top, once', () => {
    const tab = aTab();
    tab.open('details');
    tab.open('notifications');
    tab.open('details');
    expect(tab.onScreen()).toEqual(['notifications', 'details']);
  });

  it('closing a modal removes it wherever it is, the others stay', () => {
    const tab = aTab();
    for (const id of ['details', 'notifications', 'settings']) tab.open(id);
    tab.close('notifications');
    expect(tab.onScreen()).toEqual(['details', 'settings']);
    tab.close('settings');
    tab.close('details');
    expect(tab.onScreen()).toEqual([]);
  });

  it('closing a modal that is not open changes nothing', () => {
    const tab = aTab();
    tab.close('details');
    expect(tab.onScreen()).toEqual([]);
    tab.open('details');
    tab.close('notifications');
    expect(tab.onScreen()).toEqual(['details']);
    tab.close('details');
    expect(tab.onScreen()).toEqual([]);
  });

  it('opens again after the last modal closed', () => {
    const tab = aTab();
    tab.open('details');
    tab.close('details');
    tab.open('notifications');
    expect(tab.onScreen()).toEqual(['notifications']);
  });
});

describe('modals: Escape closes the top modal unless the user is typing', () => {
  it('closes the top modal only, one per press', () => {
    const tab = aTab();
    tab.open('details');
    tab.open('notifications');
    tab.escape();
    expect(tab.onScreen()).toEqual(['details']);
    tab.escape();
    expect(tab.onScreen()).toEqual([]);
    tab.escape();
    expect(tab.onScreen()).toEqual([]);
    tab.open('settings');
    expect(tab.onScreen()).toEqual(['settings']);
  });

  it('closes nothing while focus is in an input', () => {
    const tab = aTab();
    tab.open('details');
    tab.escape(true);
    expect(tab.onScreen()).toEqual(['details']);
    tab.open('notifications');
    tab.escape(true);
    expect(tab.onScreen()).toEqual(['details', 'notifications']);
  });
});

describe('modals: a one-time modal dismissed for good', () => {
  it('closes, and never opens again, after a reload too', () => {
    const tab = aTab();
    tab.open('welcome', true);
    tab.dismissForGood('welcome');
    expect(tab.onScreen()).toEqual([]);
    tab.open('welcome', true);
    expect(tab.onScreen()).toEqual([]);
    const reloaded = tab.reload();
    reloaded.open('welcome', true);
    expect(reloaded.onScreen()).toEqual([]);
  });

  it('closes from under another modal, which stays', () => {
    const tab = aTab();
    tab.open('welcome', true);
    tab.open('details');
    tab.dismissForGood('welcome');
    expect(tab.onScreen()).toEqual(['details']);
    tab.open('welcome', true);
    expect(tab.onScreen()).toEqual(['details']);
  });

  it('does not open again in the other open tabs either', () => {
    const browser = aBrowser();
    const first = browser.openTab();
    const second = browser.openTab();
    first.open('welcome', true);
    first.dismissForGood('welcome');
    second.hearOtherTabs();
    second.open('welcome', true);
    expect(second.onScreen()).toEqual([]);
    second.open('details');
    second.open('welcome', true);
    expect(second.onScreen()).toEqual(['details']);
  });

  it('leaves the other one-time modals alone', () => {
    const tab = aTab();
    tab.open('welcome', true);
    tab.dismissForGood('welcome');
    tab.open('whatsNew', true);
    expect(tab.onScreen()).toEqual(['whatsNew']);
  });

  it('still opens when asked for as an ordinary modal', () => {
    const tab = aTab();
    tab.open('welcome', true);
    tab.dismissForGood('welcome');
    tab.open('welcome');
    expect(tab.onScreen()).toEqual(['welcome']);
  });

  it('counts only for a modal on screen', () => {
    const tab = aTab();
    tab.dismissForGood('welcome');
    tab.open('details');
    tab.dismissForGood('welcome');
    expect(tab.onScreen()).toEqual(['details']);
    tab.open('welcome', true);
    expect(tab.onScreen()).toEqual(['details', 'welcome']);
    const reloaded = tab.reload();
    reloaded.open('welcome', true);
    expect(reloaded.onScreen()).toEqual(['welcome']);
  });
});
