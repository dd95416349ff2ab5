import '../../i18n/english/dev.ts';
import { useState } from 'react';
import type { AnyMachineSnapshot, AnyStateMachine } from 'xstate';
import { useTranslation } from '../../i18n/useTranslation.ts';
import type { LiveActor, LiveInspector, LiveState } from '../../services/devtools/liveInspector.ts';
import { useSystemSelector } from '../app/AppActor.ts';
import { Button } from '../primitives/Button.tsx';
import { useLiveInspector } from './LiveInspectorContext.ts';
import { StateChart } from './StateChart.tsx';

const isMachine = (actor: LiveActor) => 'root' in (actor.ref.logic as object);

/** Opens Stately's online inspector and catches it up on the actors already running. */
async function openStatelyInspector(inspector: LiveInspector) {
  const { createBrowserInspector } = await import('@statelyai/inspect');
  inspector.forward(createBrowserInspector().inspect);
}

function EventLog({ state }: { state: LiveState }) {
  const { t } = useTranslation();
  const entries = state.log.slice(-50).reverse();
  return (
    <section className="sc-log" aria-labelledby="sc-log-title">
      <h2 id="sc-log-title">{t('dev.statecharts.log')}</h2>
      {entries.length === 0 ? (
        <p>{t('dev.statecharts.logEmpty')}</p>
      ) : (
        <table>
          <thead>
            <tr>
              <th>{t('dev.statecharts.time')}</th>
              <th>{t('dev.statecharts.actor')}</th>
              <th>{t('dev.statecharts.event')}</th>
            </tr>
          </thead>
          <tbody>
            {entries.map((entry) => (
              <tr key={entry.seq}>
                <td>{new Date(entry.at).toLocaleTimeString()}</td>
                <td>{entry.actorName}</td>
                <td>
                  <code>{entry.event.type}</code>
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
    </section>
  );
}

/** /dev/statecharts: every running actor, its chart with the current state, the event log. */
export function StatechartViewer() {
  const { t } = useTranslation();
  const { inspector, state } = useLiveInspector();
  const online = useSystemSelector('online', (snapshot) => snapshot.matches('online'));
  const machines = state.actors.filter(isMachine);
  const [selectedKey, setSelectedKey] = useState<string>();
  const selected = machines.find((actor) => actor.key === selectedKey) ?? machines[0];

  if (!inspector) return <p>{t('dev.statecharts.noInspector')}</p>;
  return (
    <div className="sc-viewer">
      <header className="sc-header">
        <h1>{t('dev.statecharts.title')}</h1>
        <p>{t('dev.statecharts.intro')}</p>
        <Button
          onClick={() => openStatelyInspector(inspector)}
          disabled={!online}
          title={online ? undefined : t('dev.statecharts.statelyOffline')}
        >
          {t('dev.statecharts.stately')}
        </Button>
      </header>
      <nav className="sc-actors" aria-label={t('dev.statecharts.actors')}>
        {machines.length === 0 && <p>{t('dev.statecharts.noActors')}</p>}
        <ul>
          {machines.map((actor) => {
            const snapshot = actor.ref.getSnapshot() as AnyMachineSnapshot;
            return (
              <li key={actor.key}>
                <button
                  type="button"
                  aria-pressed={actor === selected}
                  onClick={() => setSelectedKey(actor.key)}
                >
                  <strong>{actor.name}</strong>
                  <span className="sc-actor-state">
                    {JSON.stringify(snapshot.value)} ·{' '}
                    {t(`dev.statecharts.status.${snapshot.status}`)}
                  </span>
                </button>
              </li>
            );
          })}
        </ul>
      </nav>
      {selected && (
        <StateChart
          name={selected.name}
          machine={selected.ref.logic as AnyStateMachine}
          snapshot={selected.ref.getSnapshot() as AnyMachineSnapshot}
        />
      )}
      <EventLog state={state} />
    </div>
  );
}
