import type {
  AnyActor,
  AnyActorRef,
  AnyEventObject,
  AnyStateMachine,
  AnyTransitionDefinition,
  InspectedEventEvent,
  InspectionEvent,
  Observer,
  Snapshot,
} from 'xstate';
import type { Chart } from './chart.ts';
import {
  type ActorStatus,
  applyDelta,
  emptyModel,
  INSPECTOR_LIMITS,
  type InspectedActor,
  type InspectedEntry,
  type InspectedEvent,
  type InspectorDelta,
  type InspectorModel,
  type SnapshotCopy,
} from './inspectorModel.ts';
import { toJsonSafe } from './jsonSafe.ts';

/**
 * The live inspector's recorder (development builds; the root actor's and the view actors'
 * `inspect` hook): every actor that starts, every event it receives with the actor that sent it,
 * and the snapshot each event leaves, kept as JSON-safe copies in an `InspectorModel`. Changes are
 * gathered while the actors run and published once they are done (a microtask later), as a delta
 * the inspector's window applies too. An external inspector (Stately's) can be attached and is
 * caught up on the running actors.
 */

/** How machines are named and drawn: from `src/machines/graph.ts`, given by the UI layer. */
export interface MachineDescriber {
  chart(machine: AnyStateMachine): Chart;
  transitionKey(transition: AnyTransitionDefinition): string;
}

export type LiveInspector = ReturnType<typeof createLiveInspector>;

/** The systemId (`online`), the machine id for a root actor (`app`), else the actor id. */
function nameOf(ref: AnyActorRef): string {
  const { _systemId, _parent, logic } = ref as {
    _systemId?: string;
    _parent?: unknown;
    logic?: { id?: string };
  };
  return _systemId ?? (_parent === undefined ? logic?.id : undefined) ?? ref.id;
}

const machineOf = (ref: AnyActorRef): AnyStateMachine | null => {
  const logic = (ref as AnyActor).logic as object;
  return 'root' in logic ? (logic as AnyStateMachine) : null;
};

function copySnapshot(ref: AnyActorRef, snapshot: Snapshot<unknown>): SnapshotCopy {
  const status = snapshot.status as ActorStatus;
  if (!machineOf(ref)) return { value: null, context: null, status };
  const { value, context } = snapshot as unknown as { value: unknown; context: unknown };
  return { value: toJsonSafe(value), context: toJsonSafe(context), status };
}

/** An entry while its receiver is still taking the event. */
interface Pending {
  entry: Omit<InspectedEntry, 'snapshot' | 'transitions'> &
    Partial<Pick<InspectedEntry, 'snapshot' | 'transitions'>>;
  /** The event object itself: its snapshot comes with the same object. */
  raw: AnyEventObject;
}

export function createLiveInspector({
  now = () => Date.now(),
  describe,
  limits = INSPECTOR_LIMITS,
}: {
  now?: () => number;
  describe?: MachineDescriber;
  limits?: typeof INSPECTOR_LIMITS;
} = {}) {
  const startedAt = now();
  /** This page's inspector, as the inspector's window tells pages apart. */
  const id = globalThis.crypto.randomUUID();
  let model = emptyModel(new Date().toISOString());
  const listeners = new Set<() => void>();
  const deltaListeners = new Set<(delta: InspectorDelta) => void>();
  const forwards = new Set<Observer<InspectionEvent>>();
  /** Running actors (and their root's id), to send events by hand and catch Stately's inspector up. */
  const running = new Map<string, AnyActorRef>();
  const rootIds = new Map<string, string>();
  /** Transitions taken so far by the event an actor is taking. */
  const taking = new WeakMap<AnyActorRef, string[]>();
  const charted = new Set<string>();
  let seq = 0;

  // The changes since the last publication.
  let pending: Pending[] = [];
  let actors = new Map<string, InspectedActor>();
  let charts: Record<string, Chart> = {};
  let scheduled = false;

  const row = (ref: AnyActorRef, snapshot: SnapshotCopy): InspectedActor => ({
    key: ref.sessionId,
    name: nameOf(ref),
    machineId: machineOf(ref)?.id ?? null,
    parentKey: (ref as { _parent?: AnyActorRef })._parent?.sessionId ?? null,
    snapshot,
  });

  const schedule = () => {
    if (scheduled) return;
    scheduled = true;
    queueMicrotask(publish);
  };

  const started = (ref: AnyActorRef, rootId: string) => {
    running.set(ref.sessionId, ref);
    rootIds.set(ref.sessionId, rootId);
    actors.set(ref.sessionId, row(ref, copySnapshot(ref, ref.getSnapshot())));
    const machine = machineOf(ref);
    if (machine && describe && !charted.has(machine.id)) {
      charted.add(machine.id);
      charts[machine.id] = describe.chart(machine);
    }
  };

  const received = ({ actorRef, sourceRef, event, rootId }: InspectedEventEvent) => {
    const ref = actorRef as AnyActorRef;
    const source = sourceRef as AnyActorRef | undefined;
    if (event.type === 'xstate.init') started(ref, rootId);
    if (!running.has(ref.sessionId)) return;
    seq += 1;
    const sourceKey = source && running.has(source.sessionId) ? source.sessionId : null;
    pending.push({
      raw: event,
      entry: {
        seq,
        at: now() - startedAt,
        actorKey: ref.sessionId,
        sourceKey,
        event: toJsonSafe(event) as InspectedEvent,
      },
    });
    schedule();
  };

  const took = (ref: AnyActorRef, event: AnyEventObject, snapshot: Snapshot<unknown>) => {
    if (!running.has(ref.sessionId)) return;
    const copy = copySnapshot(ref, snapshot);
    actors.set(ref.sessionId, row(ref, copy));
    // The same event object may be on its way to several actors (a parent forwards it).
    const waiting = pending.find(
      ({ raw, entry }) => raw === event && entry.actorKey === ref.sessionId && !entry.snapshot,
    );
    if (waiting) {
      waiting.entry.snapshot = copy;
      waiting.entry.transitions = taking.get(ref) ?? [];
    }
    taking.delete(ref);
    schedule();
  };

  function publish() {
    scheduled = false;
    const entries = pending.map(({ entry }) => {
      // An event the receiver never took (it failed, or had stopped): its snapshot as it is now.
      const ref = running.get(entry.actorKey);
      const snapshot =
        entry.snapshot ??
        (ref
          ? copySnapshot(ref, ref.getSnapshot())
          : { value: null, context: null, status: 'stopped' as const });
      return { ...entry, snapshot, transitions: entry.transitions ?? [] };
    });
    // An actor that failed while taking an event says so only through its snapshot.
    for (const { actorKey, sourceKey } of entries) {
      for (const key of [actorKey, sourceKey]) {
        const ref = key === null ? undefined : running.get(key);
        const known = ref && (actors.get(key as string) ?? model.actors.find((a) => a.key === key));
        if (ref && known && ref.getSnapshot().status !== known.snapshot.status) {
          actors.set(ref.sessionId, row(ref, copySnapshot(ref, ref.getSnapshot())));
        }
      }
    }
    const delta: InspectorDelta = { actors: [...actors.values()], entries, charts };
    pending = [];
    actors = new Map();
    charts = {};
    for (const actor of delta.actors) {
      if (actor.snapshot.status === 'active') continue;
      running.delete(actor.key);
      rootIds.delete(actor.key);
    }
    model = applyDelta(model, delta, limits);
    for (const listener of deltaListeners) listener(delta);
    for (const listener of listeners) listener();
  }

  return {
    id,
    /** Pass as the `inspect` option of the root actor (and of the actors views start). */
    inspect(event: InspectionEvent): void {
      for (const forward of forwards) forward.next?.(event);
      const ref = event.actorRef as AnyActorRef;
      if (event.type === '@xstate.event') {
        received(event);
      } else if (event.type === '@xstate.microstep' && describe) {
        const keys = event._transitions.map(describe.transitionKey);
        taking.set(ref, [...(taking.get(ref) ?? []), ...keys]);
      } else if (event.type === '@xstate.snapshot') {
        took(ref, event.event, event.snapshot);
      }
    },
    subscribe(listener: () => void): () => void {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    getState: (): InspectorModel => model,
    /** Every published change, for the inspector's window. */
    onDelta(listener: (delta: InspectorDelta) => void): () => void {
      deltaListeners.add(listener);
      return () => deltaListeners.delete(listener);
    },
    /** Sends an event by hand, as from outside; false when the actor is not running. */
    send(actorKey: string, event: AnyEventObject): boolean {
      const ref = running.get(actorKey);
      if (ref?.getSnapshot().status !== 'active') return false;
      ref.send(event);
      return true;
    },
    /** Sends everything from now on to `observer`, after telling it about the actors already running. */
    forward(observer: Observer<InspectionEvent>): () => void {
      for (const ref of running.values()) {
        const base = { actorRef: ref, rootId: rootIds.get(ref.sessionId) as string };
        observer.next?.({ ...base, type: '@xstate.actor' });
        observer.next?.({
          ...base,
          type: '@xstate.snapshot',
          snapshot: ref.getSnapshot(),
          event: { type: 'xstate.init' },
        });
      }
      forwards.add(observer);
      return () => forwards.delete(observer);
    },
  };
}
