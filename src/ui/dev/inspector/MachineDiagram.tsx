import { useEffect, useId, useRef, useState } from 'react';
import type { StateValue } from 'xstate';
import { useTranslation } from '../../../i18n/useTranslation.ts';
import { activeStatePaths } from '../../../machines/graph.ts';
import type { Chart } from '../../../services/devtools/chart.ts';
import {
  type ChartLayout,
  DIAGRAM_FONT_SIZE,
  HEADER_HEIGHT,
  LINE_HEIGHT,
  layoutChart,
  type PlacedEdge,
  type PlacedState,
  type Point,
  transitionLabel,
} from '../../../services/devtools/chartLayout.ts';
import type { JsonValue } from '../../../services/devtools/jsonSafe.ts';
import { Button } from '../../primitives/Button.tsx';
import { Arrowhead } from './Arrowhead.tsx';
import { ScrollArea } from './ScrollArea.tsx';

type Laid =
  | { machineId: string; layout: ChartLayout; error?: undefined }
  | { machineId: string; layout?: undefined; error: string };

function useChartLayout(chart: Chart): Laid | undefined {
  const [laid, setLaid] = useState<Laid>();
  useEffect(() => {
    let current = true;
    const { machineId } = chart;
    layoutChart(chart).then(
      (layout) => current && setLaid({ machineId, layout }),
      (error: unknown) => current && setLaid({ machineId, error: String(error) }),
    );
    return () => {
      current = false;
    };
  }, [chart]);
  return laid?.machineId === chart.machineId ? laid : undefined;
}

const TEXT_X = 10;

function StateBox({
  placed: { state, x, y, width, height },
  active,
  lit,
}: {
  placed: PlacedState;
  active: boolean;
  lit: ReadonlySet<string>;
}) {
  const labelX = x + TEXT_X + (state.initial ? 10 : 0);
  return (
    <g
      className="inspector-state"
      data-active={active}
      data-type={state.type}
      data-state={state.id}
    >
      <rect x={x} y={y} width={width} height={height} rx={8} />
      {state.type === 'final' && (
        <rect
          className="inspector-final"
          x={x + 3}
          y={y + 3}
          width={width - 6}
          height={height - 6}
          rx={6}
        />
      )}
      {state.initial && <circle cx={x + TEXT_X + 3} cy={y + 14} r={3.5} />}
      <text className="inspector-state-name" x={labelX} y={y + 18}>
        {state.key}
      </text>
      {state.internal.map((transition, index) => (
        <text
          key={transition.key}
          className="inspector-internal"
          data-lit={lit.has(transition.key)}
          x={x + TEXT_X}
          y={y + HEADER_HEIGHT + index * LINE_HEIGHT + 4}
        >
          {transitionLabel(transition)}
        </text>
      ))}
    </g>
  );
}

const pathOf = (points: Point[]) =>
  points.map(({ x, y }, index) => `${index === 0 ? 'M' : 'L'}${x} ${y}`).join(' ');

function Arrow({ edge, lit, markers }: { edge: PlacedEdge; lit: boolean; markers: string }) {
  const { labelBox } = edge;
  return (
    <g className="inspector-edge" data-lit={lit}>
      <path d={pathOf(edge.points)} markerEnd={`url(#${markers}-${lit ? 'lit' : 'plain'})`} />
      {labelBox && (
        <>
          <rect
            x={labelBox.x - 2}
            y={labelBox.y}
            width={labelBox.width + 4}
            height={labelBox.height}
            rx={3}
          />
          <text x={labelBox.x} y={labelBox.y + labelBox.height - 4}>
            {edge.label}
          </text>
        </>
      )}
    </g>
  );
}

/**
 * A machine's chart laid out as a graph (`elkjs`): nested states, transitions as labelled arrows
 * (guards in brackets), the active states lit and the transitions of the last event highlighted.
 */
export function MachineDiagram({
  chart,
  name,
  value,
  lit,
}: {
  chart: Chart;
  name: string;
  value: JsonValue;
  /** Keys of the transitions to highlight. */
  lit: readonly string[];
}) {
  const { t } = useTranslation();
  const markers = useId().replaceAll(':', '');
  const laid = useChartLayout(chart);
  const [fit, setFit] = useState(false);
  const area = useRef<HTMLElement>(null);
  const paths = activeStatePaths(value as StateValue);
  const layout = laid?.layout;
  // At full size, the innermost active state (the first region's) is scrolled into view.
  const focus = paths.findLast((path) => path.startsWith(paths[0] ?? ''));
  useEffect(() => {
    const placed = layout?.states.find(({ state }) => state.id === focus);
    const view = area.current;
    if (fit || !placed || !view) return;
    const seen =
      placed.x >= view.scrollLeft &&
      placed.y >= view.scrollTop &&
      placed.x + placed.width <= view.scrollLeft + view.clientWidth &&
      placed.y + placed.height <= view.scrollTop + view.clientHeight;
    if (seen) return;
    view.scrollLeft = placed.x - 24;
    view.scrollTop = placed.y - 24;
  }, [layout, focus, fit]);

  if (laid?.error !== undefined) {
    return <p role="alert">{t('inspector.chart.failed', { reason: laid.error })}</p>;
  }
  if (!layout) return <p className="inspector-note">{t('inspector.chart.layingOut')}</p>;
  const active = new Set([chart.root.id, ...paths]);
  const litKeys = new Set(lit);
  return (
    <>
      <Button className="inspector-fit" aria-pressed={fit} onClick={() => setFit(!fit)}>
        {t('inspector.chart.fit')}
      </Button>
      <ScrollArea ref={area} label={t('inspector.chart.label', { name })}>
        <svg
          className="inspector-diagram"
          data-fit={fit}
          role="img"
          aria-label={t('inspector.chart.label', { name })}
          width={fit ? undefined : layout.width}
          height={fit ? undefined : layout.height}
          viewBox={`0 0 ${layout.width} ${layout.height}`}
          fontSize={DIAGRAM_FONT_SIZE}
        >
          <defs>
            {['plain', 'lit'].map((kind) => (
              <Arrowhead
                key={kind}
                id={`${markers}-${kind}`}
                className={`inspector-arrowhead-${kind}`}
              />
            ))}
          </defs>
          {layout.states.map((placed) => (
            <StateBox
              key={placed.state.id}
              placed={placed}
              active={active.has(placed.state.id)}
              lit={litKeys}
            />
          ))}
          {layout.edges.map((edge) => (
            <Arrow key={edge.id} edge={edge} lit={litKeys.has(edge.key)} markers={markers} />
          ))}
        </svg>
      </ScrollArea>
    </>
  );
}
