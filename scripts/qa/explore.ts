import {
  type AnyActorScope,
  type AnyEventObject,
  type AnyMachineSnapshot,
  type AnyStateMachine,
  type AnyStateNode,
  type AnyTransitionDefinition,
  createEmptyActor,
  type InspectionEvent,
} from 'xstate';
import { getAdjacencyMap } from 'xstate/graph';
import { stateName, transitionKey, transitions } from '../../src/machines/graph.ts';
import { jsonSafe } from '../statecharts/jsonSafe.ts';

/**
 * The machine explored by xstate/graph, breadth first from its start with its real guards, actions
 * and delays: at each snapshot every event its active states accept, as the tests sent it (the
 * examples of walks.json), a delay's event, an invoked actor's recorded outcomes. Invoked actors
 * are not started (no side effects run), so the exploration is pure and the same on every run. A
 * snapshot is the state value with the context: a guard that counts (the tenth tick) is reached by
 * counting. A machine that starts differently by its input is explored from each recorded input.
 */
export interface Edge {
  from: AnyMachineSnapshot;
  event: AnyEventObject;
  to: AnyMachineSnapshot;
  /** The transitions the step took, eventless ones included. */
  taken: AnyTransitionDefinition[];
  /** The states active during the step, those left at once included. */
  passed: Set<AnyStateNode>;
}

/** From the start with input number `start`, the steps to take. */
export interface Route {
  start: number;
  edges: Edge[];
}

export interface Exploration {
  /** The snapshot each input starts in, and what starting it went through. */
  starts: Array<{ snapshot: AnyMachineSnapshot } & Passage>;
  /** Per transition key: the shortest route, ending with the step that takes it. */
  transitions: Map<string, Route>;
  /** Per state name: the shortest route after which it is active. */
  states: Map<string, Route>;
}

/** Snapshots expanded per start at most: a machine whose context keeps changing is cut off. */
const BUDGET = 4_000;

export function activeNodes(snapshot: AnyMachineSnapshot): AnyStateNode[] {
  return (snapshot as unknown as { _nodes: AnyStateNode[] })._nodes;
}

function serializeSnapshot(snapshot: AnyMachineSnapshot): string {
  const { value, context } = snapshot;
  try {
    // Actors and stores in the context (anything with `subscribe`) are references, not state.
    return JSON.stringify({ value, context }, (_key, field) =>
      field && typeof field === 'object' && typeof field.subscribe === 'function'
        ? undefined
        : field,
    );
  } catch {
    return JSON.stringify(jsonSafe({ value, context }));
  }
}

/** What one step went through: the transitions taken, and every state active on the way. */
interface Passage {
  taken: AnyTransitionDefinition[];
  passed: Set<AnyStateNode>;
}

/** An actor scope that runs nothing, like xstate/graph's own, that reports each microstep. */
export function watchedScope(passage: () => Passage): AnyActorScope {
  const self = createEmptyActor();
  self.system.inspect((event: InspectionEvent) => {
    // Only this machine's own steps: children it invokes are created (not started) and start in
    // steps of their own.
    if (event.type !== '@xstate.microstep' || event.actorRef !== self) return;
    const { taken, passed } = passage();
    taken.push(...event._transitions);
    // A state left at once (an eventless transition) is active only between microsteps.
    for (const t of event._transitions)
      for (const node of ancestorsAndSelf(t.source)) passed.add(node);
    for (const node of activeNodes(event.snapshot as AnyMachineSnapshot)) passed.add(node);
  });
  const ignore = () => {};
  return {
    self,
    system: self.system,
    id: '',
    sessionId: '',
    logger: ignore,
    defer: ignore,
    emit: ignore,
    stopChild: ignore,
    actionExecutor: ignore,
  } as unknown as AnyActorScope;
}

function ancestorsAndSelf(node: AnyStateNode): AnyStateNode[] {
  const chain: AnyStateNode[] = [];
  for (let n: AnyStateNode | undefined = node; n; n = n.parent) chain.push(n);
  return chain;
}

function exploreFrom(
  machine: AnyStateMachine,
  input: unknown,
  examples: Map<string, AnyEventObject[]>,
  start: number,
  result: Exploration,
): void {
  let passage: Passage = { taken: [], passed: new Set() };
  const scope = watchedScope(() => passage);
  const initial = machine.getInitialSnapshot(scope, input) as AnyMachineSnapshot;
  result.starts.push({ snapshot: initial, ...passage });

  const serialized = new WeakMap<AnyMachineSnapshot, string>();
  const serialize = (snapshot: AnyMachineSnapshot) => {
    let text = serialized.get(snapshot);
    if (text === undefined) {
      text = serializeSnapshot(snapshot);
      serialized.set(snapshot, text);
    }
    return text;
  };
  /** The steps out of each snapshot, by its serialisation (xstate/graph expands one of equals). */
  const edges = new Map<string, Edge[]>();
  const keys = transitions(machine).map((t) => t.key);
  const found = new Set(result.transitions.keys());

  // The machine as xstate/graph sees it, but on the watched scope: each step's transitions noted.
  const logic = Object.create(machine, {
    transition: {
      value(snapshot: AnyMachineSnapshot, event: AnyEventObject) {
        passage = { taken: [], passed: new Set() };
        let next: AnyMachineSnapshot;
        try {
          next = machine.transition(snapshot, event, scope);
        } catch {
          // An example that does not fit this context (an action reads what is not there).
          next = snapshot;
          passage = { taken: [], passed: new Set() };
        }
        if (next.status === 'error') {
          next = snapshot;
          passage = { taken: [], passed: new Set() };
        }
        for (const t of passage.taken) found.add(transitionKey(t));
        const from = serialize(snapshot);
        const out = edges.get(from) ?? [];
        edges.set(from, out);
        out.push({ from: snapshot, event, to: next, ...passage });
        return next;
      },
    },
  }) as AnyStateMachine;

  const bare = new Map<string, AnyEventObject[]>();
  const eventsAt = (snapshot: AnyMachineSnapshot): AnyEventObject[] => {
    if (snapshot.status !== 'active') return [];
    const types = new Set(activeNodes(snapshot).flatMap((node) => [...node.transitions.keys()]));
    return [...types].flatMap((type) => {
      const recorded = examples.get(type);
      if (recorded?.length) return recorded;
      if (!bare.has(type)) bare.set(type, [{ type }]);
      return bare.get(type) as AnyEventObject[];
    });
  };

  // xstate/graph walks the machine; the logic above notes each step it takes.
  let expanded = 0;
  getAdjacencyMap(logic, {
    fromState: initial,
    serializeState: serialize as never,
    events: eventsAt as never,
    stopWhen: () => expanded++ >= BUDGET || keys.every((key) => found.has(key)),
  });
  shortestRoutes(start, result, { initial, edges, serialize });
}

/** Breadth first over the steps found, for the shortest way to each state and transition. */
function shortestRoutes(
  start: number,
  result: Exploration,
  {
    initial,
    edges,
    serialize,
  }: {
    initial: AnyMachineSnapshot;
    edges: Map<string, Edge[]>;
    serialize: (snapshot: AnyMachineSnapshot) => string;
  },
): void {
  const reach = (routes: Map<string, Route>, key: string, path: Edge[]) => {
    const known = routes.get(key);
    if (known === undefined || known.edges.length > path.length)
      routes.set(key, { start, edges: path });
  };
  const reachAll = (passage: Passage, path: Edge[]) => {
    for (const t of passage.taken) reach(result.transitions, transitionKey(t), path);
    for (const node of passage.passed)
      if (node.path.length > 0) reach(result.states, stateName(node), path);
  };
  reachAll(result.starts[start] as Passage, []);
  const pathTo = new Map<string, Edge[]>([[serialize(initial), []]]);
  const queue = [initial];
  for (const snapshot of queue) {
    if (snapshot.status === 'error') continue;
    const here = pathTo.get(serialize(snapshot)) as Edge[];
    reachAll({ taken: [], passed: new Set(activeNodes(snapshot)) }, here);
    for (const edge of edges.get(serialize(snapshot)) ?? []) {
      const path = [...here, edge];
      reachAll(edge, path);
      const next = serialize(edge.to);
      if (!pathTo.has(next)) {
        pathTo.set(next, path);
        queue.push(edge.to);
      }
    }
  }
}

/**
 * Explores from each input in turn: a later one until it reaches what the earlier ones did not;
 * its routes replace only longer ones.
 */
export function explore(
  machine: AnyStateMachine,
  { inputs, examples }: { inputs: unknown[]; examples: Map<string, AnyEventObject[]> },
): Exploration {
  const result: Exploration = {
    starts: [],
    transitions: new Map(),
    states: new Map(),
  };
  (inputs.length ? inputs : [undefined]).forEach((input, start) => {
    exploreFrom(machine, input, examples, start, result);
  });
  return result;
}
