import type { Chart } from './chart.ts';
import type { JsonValue } from './jsonSafe.ts';

/**
 * What the live inspector knows about a page's actors, as plain data: the page's recorder keeps it,
 * and the inspector's window keeps a copy from the deltas the page posts. Bounded: the latest
 * entries of each actor, and the latest of the actors that have stopped.
 */

export const INSPECTOR_LIMITS = {
  /** Events kept per actor (and so snapshots to step through). */
  entriesPerActor: 500,
  /** Stopped actors kept, with their entries: pages start and stop actors as they come and go. */
  stoppedActors: 50,
};

export type ActorStatus = 'active' | 'done' | 'error' | 'stopped';

export interface SnapshotCopy {
  /** The state value; null for an actor that is not a machine. */
  value: JsonValue;
  /** A JSON-safe copy of the context (jsonSafe.ts); null for an actor that is not a machine. */
  context: JsonValue;
  status: ActorStatus;
}

export interface InspectedActor {
  /** XState's sessionId. */
  key: string;
  /** The systemId, else the machine id for a root actor, else the actor's id. */
  name: string;
  /** Null for an actor that is not a machine (a promise, a callback). */
  machineId: string | null;
  parentKey: string | null;
  snapshot: SnapshotCopy;
}

export interface InspectedEvent {
  type: string;
  [key: string]: JsonValue;
}

export interface InspectedEntry {
  /** Rises by one per event sent, in the order they were sent. */
  seq: number;
  /** Milliseconds since the recording started. */
  at: number;
  /** The actor that received the event. */
  actorKey: string;
  /** The actor that sent it; null when it came from outside (the UI, the inspector). */
  sourceKey: string | null;
  event: InspectedEvent;
  /** The receiver's snapshot once it took the event. */
  snapshot: SnapshotCopy;
  /** The transitions the event took (keys as `src/machines/graph.ts` names them). */
  transitions: string[];
}

export interface InspectorModel {
  /** When the recording started (ISO). */
  recordedAt: string;
  /** In the order they started. */
  actors: InspectedActor[];
  /** In `seq` order. */
  entries: InspectedEntry[];
  /** By machine id. */
  charts: Record<string, Chart>;
}

/** What changed since the last delta: actors started or changed, new entries, new charts. */
export interface InspectorDelta {
  actors: InspectedActor[];
  entries: InspectedEntry[];
  charts: Record<string, Chart>;
}

export function emptyModel(recordedAt: string): InspectorModel {
  return { recordedAt, actors: [], entries: [], charts: {} };
}

export function applyDelta(
  model: InspectorModel,
  delta: InspectorDelta,
  limits = INSPECTOR_LIMITS,
): InspectorModel {
  const changed = new Map(delta.actors.map((actor) => [actor.key, actor]));
  const actors = model.actors.map((actor) => changed.get(actor.key) ?? actor);
  const known = new Set(model.actors.map((actor) => actor.key));
  actors.push(...delta.actors.filter((actor) => !known.has(actor.key)));

  const stopped = actors.filter((actor) => actor.snapshot.status !== 'active');
  const dropped = new Set(
    stopped.slice(0, Math.max(0, stopped.length - limits.stoppedActors)).map((actor) => actor.key),
  );
  const entries = latestPerActor([...model.entries, ...delta.entries], limits.entriesPerActor);
  return {
    recordedAt: model.recordedAt,
    actors: dropped.size ? actors.filter((actor) => !dropped.has(actor.key)) : actors,
    entries: dropped.size ? entries.filter((entry) => !dropped.has(entry.actorKey)) : entries,
    charts: { ...model.charts, ...delta.charts },
  };
}

/** The last `limit` entries of each actor, in their order. */
function latestPerActor(entries: InspectedEntry[], limit: number): InspectedEntry[] {
  const counts = new Map<string, number>();
  const kept: InspectedEntry[] = [];
  for (let index = entries.length - 1; index >= 0; index -= 1) {
    const entry = entries[index] as InspectedEntry;
    const count = (counts.get(entry.actorKey) ?? 0) + 1;
    counts.set(entry.actorKey, count);
    if (count <= limit) kept.push(entry);
  }
  return kept.length === entries.length ? entries : kept.reverse();
}
