import type { AnyEventObject } from 'xstate';
import { applyDelta, type InspectorDelta, type InspectorModel } from './inspectorModel.ts';
import type { LiveInspector } from './liveInspector.ts';

/**
 * The live inspector's window (/dev/inspector) watches a page over `BroadcastChannel`: the window
 * says hello, pages answer with who they are, the window watches one, which posts its whole model
 * once and then every delta. Events sent by hand go the other way. Messages are plain data.
 */

export const INSPECTOR_CHANNEL = 'flicker.inspector';

export interface InspectedPage {
  /** The page's recorder id. */
  id: string;
  title: string;
  url: string;
}

export type PageMessage =
  | { kind: 'page'; page: InspectedPage }
  | { kind: 'model'; pageId: string; model: InspectorModel }
  | { kind: 'delta'; pageId: string; delta: InspectorDelta }
  | { kind: 'gone'; pageId: string };

export type WindowMessage =
  | { kind: 'hello' }
  | { kind: 'watch'; pageId: string }
  | { kind: 'send'; pageId: string; actorKey: string; event: AnyEventObject };

type Channel = Pick<BroadcastChannel, 'postMessage' | 'addEventListener' | 'close'>;

const openChannel = (): Channel => new BroadcastChannel(INSPECTOR_CHANNEL);

/** The page's side: answers windows, posts its recorder's changes once watched. */
export function shareInspector(
  inspector: LiveInspector,
  {
    channel = openChannel(),
    describePage = () => ({ title: document.title, url: location.href }),
  }: { channel?: Channel; describePage?: () => Omit<InspectedPage, 'id'> } = {},
): () => void {
  const post = (message: PageMessage) => channel.postMessage(message);
  const announce = () => post({ kind: 'page', page: { id: inspector.id, ...describePage() } });
  let watched = false;
  channel.addEventListener('message', ({ data }: MessageEvent<WindowMessage>) => {
    if (data.kind === 'hello') announce();
    if (data.kind === 'watch' && data.pageId === inspector.id) {
      watched = true;
      post({ kind: 'model', pageId: inspector.id, model: inspector.getState() });
    }
    if (data.kind === 'send' && data.pageId === inspector.id) {
      inspector.send(data.actorKey, data.event);
    }
  });
  const stopDeltas = inspector.onDelta((delta) => {
    if (watched) post({ kind: 'delta', pageId: inspector.id, delta });
  });
  const leave = () => post({ kind: 'gone', pageId: inspector.id });
  globalThis.addEventListener?.('pagehide', leave);
  announce();
  return () => {
    stopDeltas();
    globalThis.removeEventListener?.('pagehide', leave);
    channel.close();
  };
}

export interface WatchState {
  /** The pages that answered, the window's own left out. */
  pages: InspectedPage[];
  /** The page watched. */
  pageId: string | null;
  /** Its model, once it arrived. */
  model: InspectorModel | null;
  /** The page watched was closed or reloaded: its model stays for reading. */
  gone: boolean;
}

export type InspectorWatch = ReturnType<typeof watchInspector>;

/**
 * The window's side: watches `pageId` (the page that opened it), or the first page that answers;
 * when the page watched goes (a reload), the next page to announce itself.
 */
export function watchInspector({
  pageId = null,
  ownPageId,
  channel = openChannel(),
}: {
  pageId?: string | null;
  ownPageId?: string;
  channel?: Channel;
} = {}) {
  let state: WatchState = { pages: [], pageId, model: null, gone: false };
  const listeners = new Set<() => void>();
  const post = (message: WindowMessage) => channel.postMessage(message);
  const update = (next: Partial<WatchState>) => {
    state = { ...state, ...next };
    for (const listener of listeners) listener();
  };
  const watch = (id: string) => {
    update({ pageId: id, model: null, gone: false });
    post({ kind: 'watch', pageId: id });
  };

  channel.addEventListener('message', ({ data }: MessageEvent<PageMessage>) => {
    if (data.kind === 'page') {
      if (data.page.id === ownPageId) return;
      const others = state.pages.filter((page) => page.id !== data.page.id);
      update({ pages: [...others, data.page] });
      if (state.pageId === null || state.gone) watch(data.page.id);
      return;
    }
    if (data.pageId !== state.pageId) return;
    if (data.kind === 'model') update({ model: data.model });
    if (data.kind === 'delta' && state.model)
      update({ model: applyDelta(state.model, data.delta) });
    if (data.kind === 'gone') {
      update({ gone: true, pages: state.pages.filter((page) => page.id !== data.pageId) });
    }
  });
  post({ kind: 'hello' });
  if (pageId) post({ kind: 'watch', pageId });

  return {
    subscribe(listener: () => void): () => void {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    getState: (): WatchState => state,
    watch,
    send(actorKey: string, event: AnyEventObject): void {
      if (state.pageId) post({ kind: 'send', pageId: state.pageId, actorKey, event });
    },
    close: () => channel.close(),
  };
}
