// @vitest-environment jsdom
import { afterEach, describe, expect, it } from 'vitest';
import { createActor, setup } from 'xstate';
import {
  type InspectorWatch,
  shareInspector,
  watchInspector,
} from '../../../src/services/devtools/inspectorChannel.ts';
import { createLiveInspector } from '../../../src/services/devtools/liveInspector.ts';
import { machineDescriber } from '../../../src/ui/dev/inspector/machineChart.ts';

const toggle = setup({}).createMachine({
  id: 'toggle',
  initial: 'off',
  states: { off: { on: { flip: 'on' } }, on: { on: { flip: 'off' } } },
});

const closers: Array<() => void> = [];
afterEach(() => {
  for (const close of closers.splice(0)) close();
});

/** A page of the app: its actors, its recorder shared over the channel. */
function openPage(title: string) {
  const inspector = createLiveInspector({ describe: machineDescriber });
  const actor = createActor(toggle, { inspect: inspector.inspect }).start();
  const stop = shareInspector(inspector, { describePage: () => ({ title, url: `/${title}` }) });
  closers.push(stop, () => actor.stop());
  return { inspector, actor, stop };
}

function openWindow(options: Parameters<typeof watchInspector>[0] = {}) {
  const watch = watchInspector(options);
  closers.push(watch.close);
  return watch;
}

/** Resolves once the window's state passes `check` (messages cross the channel asynchronously). */
function until(
  watch: InspectorWatch,
  check: (state: ReturnType<InspectorWatch['getState']>) => boolean,
) {
  return new Promise<void>((resolve) => {
    if (check(watch.getState())) return resolve();
    const stop = watch.subscribe(() => {
      if (!check(watch.getState())) return;
      stop();
      resolve();
    });
  });
}

const stateOf = (watch: InspectorWatch) =>
  watch.getState().model?.actors.find((actor) => actor.name === 'toggle')?.snapshot.value;

describe('the inspector window over BroadcastChannel', () => {
  it('watches the page that opened it: its actors, then every change as it happens', async () => {
    const page = openPage('player');
    openPage('other');
    const window = openWindow({ pageId: page.inspector.id });
    await until(window, (state) => state.model !== null);
    expect(window.getState().pageId).toBe(page.inspector.id);
    expect(stateOf(window)).toBe('off');
    expect(window.getState().model?.charts.toggle?.machineId).toBe('toggle');

    page.actor.send({ type: 'flip' });
    await until(window, () => stateOf(window) === 'on');
    const types = window.getState().model?.entries.map(({ event }) => event.type);
    expect(types).toEqual(['xstate.init', 'flip']);
  });

  it('sends events typed in the window to the page’s actor', async () => {
    const page = openPage('player');
    const window = openWindow({ pageId: page.inspector.id });
    await until(window, (state) => state.model !== null);
    const [toggleActor] = window.getState().model?.actors ?? [];
    window.send(toggleActor?.key ?? '', { type: 'flip' });
    await until(window, () => stateOf(window) === 'on');
    expect(page.actor.getSnapshot().value).toBe('on');
  });

  it('without a page named, watches the first that answers, never its own', async () => {
    const own = openPage('inspector window');
    const page = openPage('home');
    const window = openWindow({ ownPageId: own.inspector.id });
    await until(window, (state) => state.model !== null);
    expect(window.getState().pageId).toBe(page.inspector.id);
    expect(window.getState().pages.map(({ title }) => title)).toEqual(['home']);
  });

  it('keeps what a closed page recorded, and moves on to the next page that opens', async () => {
    const page = openPage('player');
    const window = openWindow({ pageId: page.inspector.id });
    await until(window, (state) => state.model !== null);
    dispatchEvent(new Event('pagehide'));
    await until(window, (state) => state.gone);
    expect(stateOf(window)).toBe('off');

    page.stop();
    const reloaded = openPage('player again');
    await until(window, (state) => state.pageId === reloaded.inspector.id && state.model !== null);
    expect(window.getState().gone).toBe(false);
  });
});
