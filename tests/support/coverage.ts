import type { InspectionEvent } from 'xstate';
import { transitionKey } from '../../src/machines/graph.ts';

/** Every transition any actor of this test file takes, by machine id (see scripts/statecharts). */
const walked = new Map<string, Set<string>>();

export function recordTransitions(event: InspectionEvent): void {
  if (event.type !== '@xstate.microstep') return;
  for (const t of event._transitions) {
    const machineId = t.source.machine.id;
    const keys = walked.get(machineId) ?? new Set<string>();
    keys.add(transitionKey(t));
    walked.set(machineId, keys);
  }
}

export function walkedSoFar(): Record<string, string[]> {
  return Object.fromEntries([...walked].map(([id, keys]) => [id, [...keys]]));
}
