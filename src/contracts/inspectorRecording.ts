import * as z from 'zod/mini';

/**
 * A recording of the live inspector (development builds): the actors that ran and every event each
 * received, in order, with the state it left the receiver in. The inspector exports it; `npm run
 * qa:paths -- --from-recording FILE` turns it into a test path. Version 1:
 *
 * ```json
 * {
 *   "format": "flicker.inspector-recording",
 *   "version": 1,
 *   "recordedAt": "2026-11-26T20:15:03.000Z",
 *   "actors": [{ "key": "x:3", "name": "controls", "machineId": "controls", "parentKey": "x:1" }],
 *   "entries": [
 *     { "seq": 1, "at": 5120, "actorKey": "x:3", "sourceKey": null,
 *       "event": { "type": "pointer.leave" }, "state": "hidden" }
 *   ]
 * }
 * ```
 *
 * XState's own events keep their types: `xstate.init`, `xstate.after.<delay>.<id>`,
 * `xstate.done.actor.<id>`, `xstate.error.actor.<id>`.
 */

export const INSPECTOR_RECORDING_FORMAT = 'flicker.inspector-recording';
export const INSPECTOR_RECORDING_VERSION = 1;

export const recordedActorSchema = z.object({
  /** XState's sessionId: unique in the recording. */
  key: z.string(),
  /** The systemId, else the machine id for a root actor, else the actor's id. */
  name: z.string(),
  /** The machine's id (as in src/machines/index.ts); null for an actor that is not a machine. */
  machineId: z.nullable(z.string()),
  parentKey: z.nullable(z.string()),
});
export type RecordedActor = z.infer<typeof recordedActorSchema>;

export const recordedEntrySchema = z.object({
  /** 1, 2, 3… in the order the events were sent. */
  seq: z.number(),
  /** Milliseconds since `recordedAt`. */
  at: z.number(),
  /** The actor that received the event. */
  actorKey: z.string(),
  /** The actor that sent it; null when it came from outside (the UI, a test, the inspector). */
  sourceKey: z.nullable(z.string()),
  /** A JSON-safe copy: references, functions and DOM nodes dropped, long arrays cut. */
  event: z.looseObject({ type: z.string() }),
  /** The receiver's `snapshot.value` after the event; null when it is not a machine. */
  state: z.unknown(),
});
export type RecordedEntry = z.infer<typeof recordedEntrySchema>;

export const inspectorRecordingSchema = z.object({
  format: z.literal(INSPECTOR_RECORDING_FORMAT),
  version: z.literal(INSPECTOR_RECORDING_VERSION),
  /** When the recording started (ISO). */
  recordedAt: z.string(),
  actors: z.array(recordedActorSchema),
  entries: z.array(recordedEntrySchema),
});
export type InspectorRecording = z.infer<typeof inspectorRecordingSchema>;
