import type { AnyStateMachine, AnyStateNode } from 'xstate';
import { eventLabel, transitionKey } from '../../src/machines/graph.ts';

/** The leaves a target state resolves to when entered: initial children, every parallel region. */
function enter(node: AnyStateNode): AnyStateNode[] {
  if (node.type === 'compound') return enter(node.initial.target[0] as AnyStateNode);
  if (node.type === 'parallel') return Object.values(node.states).flatMap(enter);
  if (node.type === 'history' && node.parent) return enter(node.parent);
  return [node];
}

function ancestorsAndSelf(node: AnyStateNode): AnyStateNode[] {
  const chain: AnyStateNode[] = [];
  for (let n: AnyStateNode | undefined = node; n; n = n.parent) chain.push(n);
  return chain;
}

/**
 * The shortest sequence of events (by the static structure, guards assumed passable) from the
 * initial state to taking each transition; keyed by transition key. Used to tell QA how to reach
 * what the tests have not walked.
 */
export function shortestEventPaths(machine: AnyStateMachine): Map<string, string[]> {
  const pathTo = new Map<AnyStateNode, string[]>();
  const queue: AnyStateNode[] = [];
  for (const leaf of enter(machine.root)) {
    pathTo.set(leaf, []);
    queue.push(leaf);
  }
  const result = new Map<string, string[]>();
  while (queue.length > 0) {
    const leaf = queue.shift() as AnyStateNode;
    const here = pathTo.get(leaf) as string[];
    for (const source of ancestorsAndSelf(leaf)) {
      const candidates = [...[...source.transitions.values()].flat(), ...(source.always ?? [])];
      for (const t of candidates) {
        const path = [...here, eventLabel(t.eventType)];
        const key = transitionKey(t);
        if (!result.has(key)) result.set(key, path);
        for (const target of t.target ?? []) {
          for (const next of enter(target)) {
            if (pathTo.has(next)) continue;
            pathTo.set(next, path);
            queue.push(next);
          }
        }
      }
    }
  }
  return result;
}
