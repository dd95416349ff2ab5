import '../../../i18n/english/inspector.ts';
import './inspector.css';
import { Tabs } from 'radix-ui';
import { useState } from 'react';
import type { AnyEventObject } from 'xstate';
import { useTranslation } from '../../../i18n/useTranslation.ts';
import type { InspectorModel } from '../../../services/devtools/inspectorModel.ts';
import { ActorDetails } from './ActorDetails.tsx';
import { ActorList } from './ActorList.tsx';
import { EventLog } from './EventLog.tsx';
import { SequenceView } from './SequenceView.tsx';

/**
 * What the panel and the window show of a page's actors: the list, and for the selected one its
 * chart and snapshots; the event log and the sequence across actors.
 */
export function InspectorView({
  model,
  send,
}: {
  model: InspectorModel;
  send: (actorKey: string, event: AnyEventObject) => void;
}) {
  const { t } = useTranslation();
  const [selectedKey, setSelectedKey] = useState<string>();
  const selected =
    model.actors.find((actor) => actor.key === selectedKey) ??
    model.actors.find((actor) => actor.machineId !== null);
  return (
    <div className="inspector-view">
      <ActorList actors={model.actors} selectedKey={selected?.key} onSelect={setSelectedKey} />
      <Tabs.Root className="inspector-tabs" defaultValue="chart">
        <Tabs.List aria-label={t('inspector.views.label')}>
          <Tabs.Trigger value="chart">{t('inspector.views.chart')}</Tabs.Trigger>
          <Tabs.Trigger value="events">{t('inspector.views.events')}</Tabs.Trigger>
          <Tabs.Trigger value="sequence">{t('inspector.views.sequence')}</Tabs.Trigger>
        </Tabs.List>
        <Tabs.Content value="chart">
          {selected ? (
            <ActorDetails key={selected.key} model={model} actor={selected} send={send} />
          ) : (
            <p className="inspector-note">{t('inspector.actor.none')}</p>
          )}
        </Tabs.Content>
        <Tabs.Content value="events">
          <EventLog model={model} selected={selected} />
        </Tabs.Content>
        <Tabs.Content value="sequence">
          <SequenceView model={model} selected={selected} />
        </Tabs.Content>
      </Tabs.Root>
    </div>
  );
}
