import type { StateValue } from 'xstate';
import { activeStatePaths } from '../../../machines/graph.ts';
import type { JsonValue } from '../../../services/devtools/jsonSafe.ts';

/** `playing.ready`; the innermost states of each parallel region, comma-separated. */
export function stateLabel(value: JsonValue): string {
  if (value === null) return '';
  const paths = activeStatePaths(value as StateValue);
  return paths.filter((path) => !paths.some((other) => other.startsWith(`${path}.`))).join(', ');
}

/** Seconds since the recording started, to the millisecond: `12.345 s`. */
export const secondsLabel = (ms: number) => `${(ms / 1000).toFixed(3)} s`;

/** An event's payload (everything but its type) as compact JSON; empty when it has none. */
export function payloadLabel({ type: _type, ...payload }: { type: string }): string {
  return Object.keys(payload).length ? JSON.stringify(payload) : '';
}
