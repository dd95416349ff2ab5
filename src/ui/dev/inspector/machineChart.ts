import type { AnyStateMachine, AnyStateNode, AnyTransitionDefinition } from 'xstate';
import { eventLabel, guardLabel, stateNodes, transitionKey } from '../../../machines/graph.ts';
import {
  type Chart,
  type ChartEdge,
  type ChartState,
  type ChartTransition,
  statesOf,
} from '../../../services/devtools/chart.ts';
import type { MachineDescriber } from '../../../services/devtools/liveInspector.ts';

const pathOf = (node: AnyStateNode) => node.path.join('.');

const describe = (transition: AnyTransitionDefinition): ChartTransition => ({
  key: transitionKey(transition),
  event: eventLabel(transition.eventType),
  eventType: transition.eventType,
  guard: guardLabel(transition.guard),
});

/**
 * A machine's chart, its transitions named as the docs and the coverage gate name them. States go
 * by path (the root's is empty: a machine may have a state named like itself, `online.online`).
 */
export function chartOf(machine: AnyStateMachine): Chart {
  const internal = new Map<AnyStateNode, ChartTransition[]>();
  const edges: ChartEdge[] = [];
  for (const node of stateNodes(machine)) {
    for (const transition of [...[...node.transitions.values()].flat(), ...(node.always ?? [])]) {
      if (transition.target?.length) {
        edges.push({
          ...describe(transition),
          source: pathOf(node),
          targets: transition.target.map(pathOf),
        });
      } else {
        internal.set(node, [...(internal.get(node) ?? []), describe(transition)]);
      }
    }
  }
  const state = (node: AnyStateNode): ChartState => ({
    id: pathOf(node),
    key: node.path.length === 0 ? machine.id : node.key,
    type: node.type,
    initial: node.parent?.type === 'compound' && node.parent.initial.target[0] === node,
    internal: internal.get(node) ?? [],
    children: Object.values(node.states).map(state),
  });
  return { machineId: machine.id, root: state(machine.root), edges };
}

/** The events a developer may send: neither XState's own nor eventless. */
export function sendableEvents(chart: Chart): string[] {
  const all = [chart.edges, ...statesOf(chart.root).map((state) => state.internal)].flat();
  const types = new Set(all.map((transition) => transition.eventType));
  return [...types]
    .filter((type) => type !== '' && type !== '*' && !type.startsWith('xstate.'))
    .sort();
}

export const machineDescriber: MachineDescriber = { chart: chartOf, transitionKey };
