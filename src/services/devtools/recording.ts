import {
  INSPECTOR_RECORDING_FORMAT,
  INSPECTOR_RECORDING_VERSION,
  type InspectorRecording,
} from '../../contracts/inspectorRecording.ts';
import type { InspectorModel } from './inspectorModel.ts';

/**
 * The recording file of what the inspector holds (src/contracts/inspectorRecording.ts): entries
 * numbered 1, 2, 3… in the order they were sent. A sender or parent the inspector no longer holds
 * (a stopped actor it let go of) is left out, as null.
 */
export function recordingOf(model: InspectorModel): InspectorRecording {
  const held = new Set(model.actors.map((actor) => actor.key));
  const heldOrNull = (key: string | null) => (key !== null && held.has(key) ? key : null);
  return {
    format: INSPECTOR_RECORDING_FORMAT,
    version: INSPECTOR_RECORDING_VERSION,
    recordedAt: model.recordedAt,
    actors: model.actors.map(({ key, name, machineId, parentKey }) => ({
      key,
      name,
      machineId,
      parentKey: heldOrNull(parentKey),
    })),
    entries: model.entries.map((entry, index) => ({
      seq: index + 1,
      at: entry.at,
      actorKey: entry.actorKey,
      sourceKey: heldOrNull(entry.sourceKey),
      event: entry.event,
      state: entry.snapshot.value,
    })),
  };
}

/** `flicker-inspector-2026-11-26T20-15-03.json`: sorts by time, safe on every file system. */
export function recordingFileName(model: InspectorModel): string {
  return `flicker-inspector-${model.recordedAt.slice(0, 19).replaceAll(':', '-')}.json`;
}
