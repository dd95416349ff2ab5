import type {
  AnyEventObject,
  AnyStateMachine,
  AnyStateNode,
  AnyTransitionDefinition,
  StateValue,
} from 'xstate';
import {
  delays,
  stateName,
  stateNodes,
  transitionKey,
  transitions,
} from '../../src/machines/graph.ts';
import { type MachineEntry, machines } from '../../src/machines/index.ts';
import { shortestTransitionPaths } from '../statecharts/paths.ts';
import { sourceOf } from '../statecharts/sources.ts';
import { atTime } from './clock.ts';
import { activeNodes, type Edge, type Exploration, explore, type Route } from './explore.ts';
import { glossary } from './glossary.ts';
import { revive } from './standIns.ts';
import { delayLength, makeStep, type PathStep, stepKind } from './steps.ts';
import { type MachineWalks, readWalks, type WalksFile } from './walks.ts';

/** A way to a state or a transition: start the machine with input `start`, then take the steps. */
export interface PlanPath {
  /** Index into the plan's `starts`. */
  start: number;
  steps: PathStep[];
  /**
   * True when exploring the machine took these steps, with its real guards. False when it did not
   * get there: the steps follow the chart and their guards are assumed to hold (the test tools'
   * replay may need another input or payload).
   */
  checked: boolean;
}

export interface TransitionPlan {
  /** Its key, as in docs/statecharts and the coverage gate. */
  transition: string;
  path: PlanPath;
  /** How many tests walked it, and the names of a few. */
  tests: number;
  walkedBy: string[];
  /** Why the coverage gate lets the tests leave it unwalked, if it does. */
  excluded?: string;
}

export interface MachinePlan {
  machine: string;
  summary: string;
  spec: string;
  source: string;
  /** The inputs the tests started it with, and the state each one starts in. */
  starts: Array<{ input: unknown; state: StateValue }>;
  delays: Array<{ name: string; ms: number | null }>;
  states: Array<{ state: string; path: PlanPath }>;
  transitions: TransitionPlan[];
}

/** Every event that walks.json shows the machine received, by type: the events to explore with. */
function examplesOf(walks: MachineWalks | undefined): Map<string, AnyEventObject[]> {
  const examples = new Map<string, AnyEventObject[]>();
  for (const { example } of Object.values(walks?.transitions ?? {})) {
    if (example.type === 'xstate.init') continue;
    const list = examples.get(example.type) ?? [];
    const text = JSON.stringify(example);
    if (!list.some((known) => JSON.stringify(known) === text)) list.push(example);
    examples.set(example.type, list);
  }
  return examples;
}

function checkedPath(machine: AnyStateMachine, route: Route): PlanPath {
  return {
    start: route.start,
    steps: route.edges.map((edge: Edge) =>
      makeStep(machine, edge.event, edge.taken, activeNodes(edge.from), edge.to.value),
    ),
    checked: true,
  };
}

/** The configuration right after entering `node` by the chart: its initial children, every region. */
function entering(machine: AnyStateMachine, node: AnyStateNode) {
  const value = node.path
    .slice(0, -1)
    .reduceRight<StateValue>((inner, key) => ({ [key]: inner }), node.key);
  return machine.resolveState({ value, context: {} });
}

/**
 * Steps that follow the chart for what exploring did not reach: an eventless transition (and a
 * compound state's `done`) joins the step before it, as it would happen right after it.
 */
function chartSteps(
  machine: AnyStateMachine,
  chain: AnyTransitionDefinition[],
  examples: MachineWalks['transitions'],
  before: StateValue,
): PathStep[] {
  const steps: PathStep[] = [];
  let state = before;
  for (const t of chain) {
    const key = transitionKey(t);
    const target = t.target?.[0];
    state = target ? entering(machine, target).value : state;
    const automatic = t.eventType === '' || t.eventType.startsWith('xstate.done.state.');
    const last = steps.at(-1);
    if (automatic && last) {
      const extra = makeStep(machine, last.event, [t], [], state);
      Object.assign(last, {
        guards: [...new Set([...last.guards, ...extra.guards])],
        transitions: [...last.transitions, key],
        state,
      });
      continue;
    }
    if (automatic) continue;
    const event = examples[key]?.example ?? { type: t.eventType };
    steps.push(makeStep(machine, event, [t], [], state));
  }
  return steps;
}

/** What a plan's paths are made from. */
interface Sources {
  machine: AnyStateMachine;
  explored: Exploration;
  byChart: Map<string, AnyTransitionDefinition[]>;
  walked: MachineWalks['transitions'];
}

/** The start's state: where a path of the chart begins. */
const startState = ({ explored }: Sources, start: number) =>
  explored.starts[start]?.snapshot.value ?? {};

function statePath(sources: Sources, node: AnyStateNode): PlanPath {
  const { machine, explored, byChart, walked } = sources;
  const route = explored.states.get(stateName(node));
  if (route) return checkedPath(machine, route);
  // The shortest chart path whose last transition enters it.
  const chain = [...byChart.values()]
    .filter((path) => {
      const target = path.at(-1)?.target?.[0];
      return target !== undefined && activeNodes(entering(machine, target)).includes(node);
    })
    .sort((a, b) => a.length - b.length)[0];
  return {
    start: 0,
    steps: chartSteps(machine, chain ?? [], walked, startState(sources, 0)),
    checked: false,
  };
}

function transitionPath(sources: Sources, key: string, from: string): PlanPath {
  const { machine, explored, byChart, walked } = sources;
  const route = explored.transitions.get(key);
  if (route) return checkedPath(machine, route);
  const chain = byChart.get(key) ?? [];
  // Explored as far as its source state, then by the chart.
  const toSource = explored.states.get(from);
  if (toSource === undefined)
    return {
      start: 0,
      steps: chartSteps(machine, chain, walked, startState(sources, 0)),
      checked: false,
    };
  const there = checkedPath(machine, toSource);
  const before = there.steps.at(-1)?.state ?? startState(sources, toSource.start);
  const last = chain.slice(-1);
  return {
    ...there,
    steps: [...there.steps, ...chartSteps(machine, last, walked, before)],
    checked: false,
  };
}

function missingWords(id: string, machine: AnyStateMachine): string[] {
  const types = new Set(stateNodes(machine).flatMap((node) => [...node.transitions.keys()]));
  return [...types].filter(
    (type) =>
      stepKind(type) === 'event' &&
      !type.startsWith('xstate.') &&
      glossary[id]?.[type] === undefined,
  );
}

export function buildPlan(
  id: string,
  entry: MachineEntry,
  source: string,
  walks: MachineWalks | undefined,
  recordedAt: string,
): MachinePlan {
  const { machine } = entry;
  const missing = missingWords(id, machine);
  if (missing.length > 0)
    throw new Error(`scripts/qa/glossary.ts has no words for ${id}'s ${missing.join(', ')}`);

  const recorded = walks?.starts ?? [];
  const explored = atTime(Date.parse(recordedAt), () =>
    explore(machine, {
      inputs: recorded.map((start) => revive(start.input)),
      examples: examplesOf(walks),
    }),
  );
  const sources: Sources = {
    machine,
    explored,
    byChart: shortestTransitionPaths(machine),
    walked: walks?.transitions ?? {},
  };
  return {
    machine: id,
    summary: entry.summary,
    spec: entry.spec,
    source,
    starts: explored.starts.map(({ snapshot }, index) => ({
      input: recorded[index]?.input ?? null,
      state: snapshot.value,
    })),
    delays: delays(machine).map(({ name }) => ({ name, ms: delayLength(machine, name) })),
    states: stateNodes(machine)
      .filter((node) => node.path.length > 0)
      .map((node) => ({ state: stateName(node), path: statePath(sources, node) })),
    transitions: transitions(machine).map(({ key, source: from }) => {
      const walk = sources.walked[key];
      const excluded = entry.exclusions?.find((e) => e.transition === key)?.why;
      return {
        transition: key,
        path: transitionPath(sources, key, from),
        tests: walk?.tests ?? 0,
        walkedBy: walk?.walkedBy ?? [],
        ...(excluded ? { excluded } : {}),
      };
    }),
  };
}

/** The plans of these machines of src/machines/index.ts, from docs/qa/walks.json unless given. */
export function plansFor(ids: string[], walks: WalksFile = readWalks()): MachinePlan[] {
  return ids.map((id) =>
    buildPlan(id, machines[id] as MachineEntry, sourceOf(id), walks.machines[id], walks.recordedAt),
  );
}
