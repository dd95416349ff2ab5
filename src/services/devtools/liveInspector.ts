import type { AnyActor, AnyActorRef, AnyEventObject, InspectionEvent, Observer } from 'xstate';

/**
 * Collects what the app's actors do (the actor `inspect` hook) for the live statechart viewer at
 * /dev/statecharts: every actor that was started, and the latest events. Offline and in memory; an
 * external inspector (Stately's) can be attached later and is caught up on the running actors.
 */

export interface LiveActor {
  /** Unique for the session (XState's sessionId). */
  key: string;
  /** The systemId when it has one (`online`), else its id. */
  name: string;
  rootId: string;
  ref: AnyActor;
}

export interface LoggedEvent {
  /** Rises by one per event: a stable key. */
  seq: number;
  at: number;
  actorKey: string;
  actorName: string;
  event: AnyEventObject;
}

export interface LiveState {
  actors: readonly LiveActor[];
  log: readonly LoggedEvent[];
}

export type LiveInspector = ReturnType<typeof createLiveInspector>;

/** The systemId (`online`), the machine id for the root actor (`app`), else the actor id. */
function nameOf(ref: AnyActorRef): string {
  const { _systemId, _parent, logic } = ref as {
    _systemId?: string;
    _parent?: unknown;
    logic?: { id?: string };
  };
  return _systemId ?? (_parent === undefined ? logic?.id : undefined) ?? ref.id;
}

export function createLiveInspector({ logSize = 200, now = () => Date.now() } = {}) {
  const actors = new Map<string, LiveActor>();
  const listeners = new Set<() => void>();
  const forwards = new Set<Observer<InspectionEvent>>();
  let state: LiveState = { actors: [], log: [] };
  let seq = 0;

  const publish = (next: Partial<LiveState>) => {
    state = { ...state, ...next };
    for (const listener of listeners) listener();
  };

  return {
    /** Pass as the `inspect` option of the root actor. */
    inspect(event: InspectionEvent): void {
      for (const forward of forwards) forward.next?.(event);
      if (event.type === '@xstate.actor') {
        const ref = event.actorRef as AnyActorRef;
        actors.set(ref.sessionId, {
          key: ref.sessionId,
          name: nameOf(ref),
          rootId: event.rootId,
          ref: ref as AnyActor,
        });
        publish({ actors: [...actors.values()] });
      } else if (event.type === '@xstate.event') {
        const ref = event.actorRef as AnyActorRef;
        seq += 1;
        const entry = {
          seq,
          at: now(),
          actorKey: ref.sessionId,
          actorName: nameOf(ref),
          event: event.event,
        };
        publish({ log: [...state.log.slice(1 - logSize), entry] });
      } else if (event.type === '@xstate.snapshot') {
        // A new snapshot (or a stopped actor) changes what the viewer draws.
        publish({});
      }
    },
    subscribe(listener: () => void): () => void {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    getState: (): LiveState => state,
    /** Sends everything from now on to `observer`, after telling it about the actors already running. */
    forward(observer: Observer<InspectionEvent>): () => void {
      for (const actor of actors.values()) {
        const base = { actorRef: actor.ref, rootId: actor.rootId, sourceRef: undefined };
        observer.next?.({ ...base, type: '@xstate.actor' });
        observer.next?.({
          ...base,
          type: '@xstate.snapshot',
          snapshot: actor.ref.getSnapshot(),
          event: { type: 'xstate.init' },
        });
      }
      forwards.add(observer);
      return () => forwards.delete(observer);
    },
  };
}
