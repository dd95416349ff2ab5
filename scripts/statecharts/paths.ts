import type { AnyStateMachine, AnyStateNode, AnyTransitionDefinition } from 'xstate';
import { eventLabel, transitionKey } from '../../src/machines/graph.ts';

/** The leaves a target state resolves to when entered: initial children, every parallel region. */
function enter(node: AnyStateNode): AnyStateNode[] {
  if (node.type === 'compound') return enter(node.initial.target[0] as AnyStateNode);
  if (node.type === 'parallel') return Object.values(node.states).flatMap(enter);
  if (node.type === 'history' && node.parent) return enter(node.parent);
  return [node];
}

/** Entering a target also enters the other regions of every parallel state above it. */
function enterTarget(target: AnyStateNode): AnyStateNode[] {
  const leaves = enter(target);
  for (let child = target, parent = target.parent; parent; child = parent, parent = parent.parent) {
    if (parent.type !== 'parallel') continue;
    for (const region of Object.values(parent.states))
      if (region !== child) leaves.push(...enter(region));
  }
  return leaves;
}

function ancestorsAndSelf(node: AnyStateNode): AnyStateNode[] {
  const chain: AnyStateNode[] = [];
  for (let n: AnyStateNode | undefined = node; n; n = n.parent) chain.push(n);
  return chain;
}

/**
 * The shortest sequence of transitions (by the static structure, guards assumed passable) from the
 * initial state to taking each transition, ending with it; keyed by transition key. Used to tell QA
 * how to reach what the tests have not walked, and what exploring the machine did not reach.
 */
export function shortestTransitionPaths(
  machine: AnyStateMachine,
): Map<string, AnyTransitionDefinition[]> {
  const pathTo = new Map<AnyStateNode, AnyTransitionDefinition[]>();
  const queue: AnyStateNode[] = [];
  for (const leaf of enter(machine.root)) {
    pathTo.set(leaf, []);
    queue.push(leaf);
  }
  const result = new Map<string, AnyTransitionDefinition[]>();
  while (queue.length > 0) {
    const leaf = queue.shift() as AnyStateNode;
    const here = pathTo.get(leaf) as AnyTransitionDefinition[];
    for (const source of ancestorsAndSelf(leaf)) {
      const candidates = [...[...source.transitions.values()].flat(), ...(source.always ?? [])];
      for (const t of candidates) {
        const path = [...here, t];
        const key = transitionKey(t);
        if (!result.has(key)) result.set(key, path);
        for (const target of t.target ?? []) {
          for (const next of enterTarget(target)) {
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

/** The same paths as event labels: `after tick → done ping`. */
export function shortestEventPaths(machine: AnyStateMachine): Map<string, string[]> {
  const labels = new Map<string, string[]>();
  for (const [key, path] of shortestTransitionPaths(machine))
    labels.set(
      key,
      path.map((t) => eventLabel(t.eventType)),
    );
  return labels;
}
