import { useId, useState } from 'react';
import type { AnyEventObject } from 'xstate';
import { useTranslation } from '../../../i18n/useTranslation.ts';
import type {
  InspectedActor,
  InspectedEntry,
  InspectorModel,
} from '../../../services/devtools/inspectorModel.ts';
import { Button } from '../../primitives/Button.tsx';
import { secondsLabel, stateLabel } from './format.ts';
import { MachineDiagram } from './MachineDiagram.tsx';
import { sendableEvents } from './machineChart.ts';
import { ScrollArea } from './ScrollArea.tsx';
import { SendEventForm } from './SendEventForm.tsx';

/**
 * The selected actor: its chart with the state lit, stepping back and forth through the snapshots
 * recorded after each of its events (for reading: the actor itself is not touched), the context of
 * the snapshot shown, and a form to send it an event by hand. Give it a `key` of the actor's.
 */
export function ActorDetails({
  model,
  actor,
  send,
}: {
  model: InspectorModel;
  actor: InspectedActor;
  send: (actorKey: string, event: AnyEventObject) => void;
}) {
  const { t } = useTranslation();
  const ids = useId();
  const history = model.entries.filter((entry) => entry.actorKey === actor.key);
  // The entry stepped to, by seq (indices shift as old entries go); null follows the latest.
  const [stepSeq, setStepSeq] = useState<number | null>(null);
  const found = stepSeq === null ? -1 : history.findIndex((entry) => entry.seq === stepSeq);
  const index = stepSeq === null ? history.length - 1 : Math.max(found, 0);
  const entry: InspectedEntry | undefined = history[index];
  const live = stepSeq === null;
  const snapshot = live ? actor.snapshot : (entry?.snapshot ?? actor.snapshot);
  // Live, the last transition taken (most events of a busy actor take none); stepping, the step's.
  const lit =
    (live ? history.findLast((step) => step.transitions.length) : entry)?.transitions ?? [];
  const chart = actor.machineId ? model.charts[actor.machineId] : undefined;
  const nameOf = (key: string | null) =>
    model.actors.find((other) => other.key === key)?.name ?? t('inspector.outside');
  const stepTo = (next: number) => {
    const target = history[next];
    setStepSeq(next >= history.length - 1 || !target ? null : target.seq);
  };

  return (
    <section className="inspector-details" aria-labelledby={`${ids}-name`}>
      <h2 id={`${ids}-name`}>
        {actor.name}{' '}
        <span className="inspector-status">
          {t(`inspector.actors.status.${actor.snapshot.status}`)}
        </span>
      </h2>
      <fieldset className="inspector-steps">
        <legend className="visually-hidden">
          {t('inspector.steps.label', { name: actor.name })}
        </legend>
        <Button onClick={() => stepTo(index - 1)} disabled={index <= 0}>
          {t('inspector.steps.earlier')}
        </Button>
        <Button onClick={() => stepTo(index + 1)} disabled={live}>
          {t('inspector.steps.later')}
        </Button>
        <Button onClick={() => setStepSeq(null)} disabled={live}>
          {t('inspector.steps.latest')}
        </Button>
        <p aria-live="polite">
          {entry === undefined
            ? t('inspector.steps.none')
            : live
              ? t('inspector.steps.live', { count: history.length })
              : t('inspector.steps.position', { index: index + 1, count: history.length })}
          {entry &&
            ` · ${t('inspector.steps.after', {
              event: entry.event.type,
              source: nameOf(entry.sourceKey),
              time: secondsLabel(entry.at),
            })}`}
        </p>
      </fieldset>
      {chart ? (
        <figure className="inspector-chart">
          <MachineDiagram chart={chart} name={actor.name} value={snapshot.value} lit={lit} />
          <figcaption>
            <span>{t('inspector.chart.state', { state: stateLabel(snapshot.value) })}</span>{' '}
            <span>
              {lit.length
                ? t('inspector.chart.lastTransition', { transitions: lit.join('; ') })
                : t('inspector.chart.noTransition')}
            </span>
          </figcaption>
        </figure>
      ) : (
        <p className="inspector-note">{t('inspector.actor.notMachine', { name: actor.name })}</p>
      )}
      {chart && (
        <details className="inspector-context" open>
          <summary>{t('inspector.context')}</summary>
          <ScrollArea label={t('inspector.context')}>
            <pre>{JSON.stringify(snapshot.context, null, 2)}</pre>
          </ScrollArea>
        </details>
      )}
      <SendEventForm
        name={actor.name}
        events={chart ? sendableEvents(chart) : []}
        running={actor.snapshot.status === 'active'}
        onSend={(event) => send(actor.key, event)}
      />
    </section>
  );
}
