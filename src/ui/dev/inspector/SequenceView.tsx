import { useId } from 'react';
import { useTranslation } from '../../../i18n/useTranslation.ts';
import type {
  InspectedActor,
  InspectedEntry,
  InspectorModel,
} from '../../../services/devtools/inspectorModel.ts';
import { Arrowhead } from './Arrowhead.tsx';
import { InspectorSection, useOnlySelected } from './InspectorSection.tsx';

/** Events drawn: enough to follow an exchange, few enough to read. */
const SHOWN = 40;
const COLUMN = 132;
const HEADER = 36;
const ROW = 28;
/** Characters of an actor's name that fit over its lifeline. */
const NAME_CHARS = 16;

const short = (text: string) =>
  text.length > NAME_CHARS ? `${text.slice(0, NAME_CHARS - 1)}…` : text;

/**
 * The latest events across actors as a sequence diagram: a lifeline per actor, an arrow per event
 * from the sender to the receiver (a loop when an actor sends to itself), oldest at the top.
 */
export function SequenceView({
  model,
  selected,
}: {
  model: InspectorModel;
  selected: InspectedActor | undefined;
}) {
  const { t } = useTranslation();
  const ids = useId();
  const markers = ids.replaceAll(':', '');
  const [onlySelected, only] = useOnlySelected(selected, (name) =>
    t('inspector.sequence.only', { name }),
  );
  const involved = ({ actorKey, sourceKey }: InspectedEntry) =>
    !onlySelected || actorKey === selected?.key || sourceKey === selected?.key;
  const entries = model.entries.filter(involved).slice(-SHOWN);
  const names = new Map(model.actors.map((actor) => [actor.key, actor.name]));
  // Events from outside (the UI) come from the left; then actors in the order they appear.
  const lanes: Array<string | null> = entries.some(({ sourceKey }) => sourceKey === null)
    ? [null]
    : [];
  for (const { sourceKey, actorKey } of entries) {
    for (const key of [sourceKey, actorKey]) if (!lanes.includes(key)) lanes.push(key);
  }
  const laneX = (key: string | null) => lanes.indexOf(key) * COLUMN + COLUMN / 2;
  const width = Math.max(lanes.length, 1) * COLUMN;
  const height = HEADER + entries.length * ROW + ROW / 2;
  const label = (key: string | null) =>
    key === null ? t('inspector.outside') : (names.get(key) ?? key);

  return (
    <InspectorSection
      className="inspector-sequence"
      title={t('inspector.sequence.title')}
      only={only}
      empty={entries.length === 0 ? t('inspector.sequence.empty') : undefined}
    >
      <svg
        role="img"
        aria-label={t('inspector.sequence.label', {
          count: entries.length,
          actors: lanes.filter((lane) => lane !== null).length,
        })}
        width={width}
        height={height}
        viewBox={`0 0 ${width} ${height}`}
      >
        <defs>
          <Arrowhead id={`${markers}-head`} className="inspector-arrowhead-sequence" />
        </defs>
        {lanes.map((key) => (
          <g key={key ?? 'outside'} className="inspector-lane">
            <text x={laneX(key)} y={16} textAnchor="middle">
              {short(label(key))}
            </text>
            <line x1={laneX(key)} y1={HEADER - 12} x2={laneX(key)} y2={height} />
          </g>
        ))}
        {entries.map((entry, row) => {
          const y = HEADER + row * ROW + ROW / 2;
          const from = laneX(entry.sourceKey);
          const to = laneX(entry.actorKey);
          const self = from === to;
          return (
            <g key={entry.seq} className="inspector-message">
              <path
                d={
                  self
                    ? `M${from} ${y - 6} h18 v12 h-16`
                    : `M${from} ${y} L${to + (to > from ? -2 : 2)} ${y}`
                }
                markerEnd={`url(#${markers}-head)`}
              />
              <text
                x={self ? from + 22 : (from + to) / 2}
                y={y - 4}
                textAnchor={self ? 'start' : 'middle'}
              >
                {entry.event.type}
              </text>
            </g>
          );
        })}
      </svg>
    </InspectorSection>
  );
}
