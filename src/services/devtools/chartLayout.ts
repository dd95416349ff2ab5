import type { ElkExtendedEdge, ElkNode } from 'elkjs/lib/elk-api.js';
import { type Chart, type ChartState, type ChartTransition, statesOf } from './chart.ts';

/**
 * A chart laid out by ELK's layered algorithm (elkjs, loaded on first use): states as boxes nested
 * in their parents, transitions with a target as labelled arrows, in one coordinate system. Text is
 * measured as monospace at the diagram's font size, so the layout needs no DOM.
 */

export const DIAGRAM_FONT_SIZE = 12;
/** The advance of one monospace character at DIAGRAM_FONT_SIZE. */
const CHAR_WIDTH = 7.3;
export const LINE_HEIGHT = 16;
/** A state's name, above its internal transitions and its children. */
export const HEADER_HEIGHT = 28;
const PADDING = 12;

export interface Point {
  x: number;
  y: number;
}

export interface Box extends Point {
  width: number;
  height: number;
}

export interface PlacedState extends Box {
  state: ChartState;
}

export interface PlacedEdge {
  /** One arrow per target of a transition. */
  id: string;
  /** The transition's. */
  key: string;
  label: string;
  /** Start, bends, end. */
  points: Point[];
  /** Where the label goes: on the first arrow of a transition with several targets. */
  labelBox?: Box;
}

export interface ChartLayout {
  width: number;
  height: number;
  /** Parents before their children, so children are drawn on top. */
  states: PlacedState[];
  edges: PlacedEdge[];
}

export const transitionLabel = ({ event, guard }: ChartTransition) =>
  guard ? `${event} [${guard}]` : event;

const textWidth = (text: string) => Math.ceil(text.length * CHAR_WIDTH);

function headerWidth(state: ChartState): number {
  const lines = [state.key, ...state.internal.map(transitionLabel)];
  return Math.max(...lines.map(textWidth)) + 2 * PADDING + (state.initial ? 10 : 0);
}

const headerHeight = (state: ChartState) => HEADER_HEIGHT + state.internal.length * LINE_HEIGHT;

/** ELK's ids are not empty: the root state's path is. */
const elkId = (path: string) => `#${path}`;

function elkNode(state: ChartState): ElkNode {
  const width = Math.max(64, headerWidth(state));
  if (state.children.length === 0) {
    return { id: elkId(state.id), width, height: headerHeight(state) + 6 };
  }
  return {
    id: elkId(state.id),
    layoutOptions: {
      'elk.padding': `[top=${headerHeight(state) + 6},left=${PADDING},bottom=${PADDING},right=${PADDING}]`,
      'elk.nodeSize.constraints': 'MINIMUM_SIZE',
      'elk.nodeSize.minimum': `(${width}, ${headerHeight(state) + 30})`,
    },
    children: state.children.map(elkNode),
  };
}

function elkEdges(chart: Chart): ElkExtendedEdge[] {
  return chart.edges.flatMap((edge) =>
    edge.targets.map((target, index) => {
      const text = transitionLabel(edge);
      return {
        id: `${edge.key}\u0000${index}`,
        sources: [elkId(edge.source)],
        targets: [elkId(target)],
        labels: index === 0 ? [{ text, width: textWidth(text), height: LINE_HEIGHT }] : undefined,
      };
    }),
  );
}

function placedStates(node: ElkNode, states: Map<string, ChartState>): PlacedState[] {
  const state = states.get(node.id);
  const own: PlacedState[] = state
    ? [{ state, x: node.x ?? 0, y: node.y ?? 0, width: node.width ?? 0, height: node.height ?? 0 }]
    : [];
  return [...own, ...(node.children ?? []).flatMap((child) => placedStates(child, states))];
}

let elk: Promise<{ layout(graph: ElkNode): Promise<ElkNode> }> | undefined;
const layouts = new Map<string, Promise<ChartLayout>>();

/** The layout of a chart, computed once per machine. */
export function layoutChart(chart: Chart): Promise<ChartLayout> {
  const known = layouts.get(chart.machineId);
  if (known) return known;
  const layout = computeLayout(chart);
  layouts.set(chart.machineId, layout);
  return layout;
}

async function computeLayout(chart: Chart): Promise<ChartLayout> {
  elk ??= import('elkjs/lib/elk.bundled.js').then(({ default: ELK }) => new ELK());
  const graph: ElkNode = {
    id: 'graph',
    layoutOptions: {
      'elk.algorithm': 'layered',
      'elk.direction': 'DOWN',
      'elk.hierarchyHandling': 'INCLUDE_CHILDREN',
      'elk.edgeLabels.placement': 'CENTER',
      'elk.layered.spacing.nodeNodeBetweenLayers': '36',
      'elk.spacing.nodeNode': '24',
      'elk.spacing.edgeLabel': '4',
      // Every box and arrow in the root's coordinates: drawn without adding up offsets.
      'elk.json.shapeCoords': 'ROOT',
      'elk.json.edgeCoords': 'ROOT',
    },
    children: [elkNode(chart.root)],
    edges: elkEdges(chart),
  };
  const result = await (await elk).layout(graph);
  const states = new Map(statesOf(chart.root).map((state) => [elkId(state.id), state]));
  const edges = (result.edges ?? []).map((edge): PlacedEdge => {
    const [key = ''] = edge.id.split('\u0000');
    const label = edge.labels?.[0];
    return {
      id: edge.id,
      key,
      label: label?.text ?? '',
      points: (edge.sections ?? []).flatMap((section) => [
        section.startPoint,
        ...(section.bendPoints ?? []),
        section.endPoint,
      ]),
      labelBox: label && {
        x: label.x ?? 0,
        y: label.y ?? 0,
        width: label.width ?? 0,
        height: label.height ?? 0,
      },
    };
  });
  return {
    width: result.width ?? 0,
    height: result.height ?? 0,
    states: placedStates(result, states),
    edges,
  };
}
