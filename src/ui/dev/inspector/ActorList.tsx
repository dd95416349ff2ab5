import { useState } from 'react';
import { useTranslation } from '../../../i18n/useTranslation.ts';
import type { InspectedActor } from '../../../services/devtools/inspectorModel.ts';
import { stateLabel } from './format.ts';

interface Row {
  actor: InspectedActor;
  depth: number;
}

/** Each actor under its parent, in the order they started. */
function treeOrder(actors: readonly InspectedActor[]): Row[] {
  const held = new Set(actors.map((actor) => actor.key));
  const children = new Map<string | null, InspectedActor[]>();
  for (const actor of actors) {
    const parent = actor.parentKey !== null && held.has(actor.parentKey) ? actor.parentKey : null;
    children.set(parent, [...(children.get(parent) ?? []), actor]);
  }
  const rows: Row[] = [];
  const visit = (parent: string | null, depth: number) => {
    for (const actor of children.get(parent) ?? []) {
      rows.push({ actor, depth });
      visit(actor.key, depth + 1);
    }
  };
  visit(null, 0);
  return rows;
}

function ActorButton({
  row: { actor, depth },
  selected,
  onSelect,
}: {
  row: Row;
  selected: boolean;
  onSelect: (key: string) => void;
}) {
  const { t } = useTranslation();
  const { status, value } = actor.snapshot;
  const state = actor.machineId ? stateLabel(value) : t('inspector.actors.notMachine');
  return (
    <li>
      <button
        type="button"
        aria-pressed={selected}
        onClick={() => onSelect(actor.key)}
        style={{ paddingInlineStart: `${0.5 + Math.min(depth, 6) * 0.75}rem` }}
      >
        <span className="inspector-actor-name">{actor.name}</span>{' '}
        <span className="inspector-actor-state">
          {state}
          {status !== 'active' && ` · ${t(`inspector.actors.status.${status}`)}`}
        </span>
      </button>
    </li>
  );
}

/** The actors, running ones first (as a tree), then the stopped ones; a filter by name. */
export function ActorList({
  actors,
  selectedKey,
  onSelect,
}: {
  actors: readonly InspectedActor[];
  selectedKey: string | undefined;
  onSelect: (key: string) => void;
}) {
  const { t } = useTranslation();
  const [filter, setFilter] = useState('');
  const wanted = filter.trim().toLowerCase();
  const rows = treeOrder(actors).filter(({ actor }) => actor.name.toLowerCase().includes(wanted));
  const running = rows.filter(({ actor }) => actor.snapshot.status === 'active');
  const stopped = rows
    .filter(({ actor }) => actor.snapshot.status !== 'active')
    .map(({ actor }) => ({ actor, depth: 0 }));
  const button = (row: Row) => (
    <ActorButton
      key={row.actor.key}
      row={row}
      selected={row.actor.key === selectedKey}
      onSelect={onSelect}
    />
  );
  return (
    <nav className="inspector-actors" aria-label={t('inspector.actors.title')}>
      <label className="inspector-field">
        <span>{t('inspector.actors.filter')}</span>
        <input type="search" value={filter} onChange={(event) => setFilter(event.target.value)} />
      </label>
      {actors.length === 0 && <p className="inspector-note">{t('inspector.actors.none')}</p>}
      {actors.length > 0 && rows.length === 0 && (
        <p className="inspector-note">{t('inspector.actors.noMatch')}</p>
      )}
      <ul>{running.map(button)}</ul>
      {stopped.length > 0 && (
        <details>
          <summary>{t('inspector.actors.stopped', { count: stopped.length })}</summary>
          <ul>{stopped.map(button)}</ul>
        </details>
      )}
    </nav>
  );
}
