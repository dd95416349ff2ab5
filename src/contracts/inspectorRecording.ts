import * as z from 'zod/mini';

/**
 * A recording of the live inspector (its export), which `npm run qa:paths -- --from-recording`
 * turns into a test path: the actors seen, and every event an actor received, in order. Events of
 * XState's own kinds keep their types (`xstate.init`, `xstate.after.<delay>.<id>`,
 * `xstate.done.actor.<id>`, `xstate.error.actor.<id>`).
 */
export const inspectorRecordingSchema = z.object({
  format: z.literal('flicker.inspector-recording'),
  version: z.literal(1),
  /** ISO time the recording started. */
  recordedAt: z.string(),
  actors: z.array(
    z.object({
      /** XState's sessionId, unique in the recording. */
      key: z.string(),
      /** The systemId, else the machine id for roots, else the actor id. */
      name: z.string(),
      /** `logic.id` for machines (the ids of src/machines/index.ts), null otherwise. */
      machineId: z.nullable(z.string()),
      parentKey: z.nullable(z.string()),
    }),
  ),
  entries: z.array(
    z.object({
      /** 1, 2, 3… */
      seq: z.number(),
      /** Milliseconds since `recordedAt`. */
      at: z.number(),
      /** The actor that received the event. */
      actorKey: z.string(),
      /** The actor that sent it; null from outside (the UI). */
      sourceKey: z.nullable(z.string()),
      /** A JSON-safe copy: references, functions and DOM nodes dropped, long arrays cut. */
      event: z.looseObject({ type: z.string() }),
      /** The receiving actor's `snapshot.value` after the event (null if it is not a machine). */
      state: z.unknown(),
    }),
  ),
});

export type InspectorRecording = z.infer<typeof inspectorRecordingSchema>;
