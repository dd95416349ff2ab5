import '../../i18n/english/dev.ts';
import type { AnyMachineSnapshot, AnyStateMachine, AnyStateNode } from 'xstate';
import { useTranslation } from '../../i18n/useTranslation.ts';
import {
  activeStatePaths,
  eventLabel,
  guardLabel,
  stateName,
  transitionKey,
} from '../../machines/graph.ts';

/**
 * A machine drawn as nested boxes (regions side by side), each listing its transitions; the boxes of
 * the current state are highlighted. Plain HTML, so it works offline and stays accessible.
 */
function Transitions({ node, active }: { node: AnyStateNode; active: boolean }) {
  const { t } = useTranslation();
  const all = [...[...node.transitions.values()].flat(), ...(node.always ?? [])];
  if (all.length === 0) return null;
  return (
    <ul className="sc-transitions">
      {all.map((transition) => {
        const guard = guardLabel(transition.guard);
        const targets = transition.target?.map(stateName).join(', ');
        return (
          <li key={transitionKey(transition)} className={active ? 'sc-transition-live' : undefined}>
            <code>{eventLabel(transition.eventType)}</code>
            {guard && <span className="sc-guard"> [{guard}]</span>}
            <span aria-hidden="true"> → </span>
            <span className="visually-hidden"> {t('dev.statecharts.to')} </span>
            {targets ?? <em>{t('dev.statecharts.stays')}</em>}
          </li>
        );
      })}
    </ul>
  );
}

function StateBox({ node, active }: { node: AnyStateNode; active: ReadonlySet<string> }) {
  const { t } = useTranslation();
  const isActive = active.has(node.path.join('.'));
  const isInitial = node.parent?.type === 'compound' && node.parent.initial.target[0] === node;
  const children = Object.values(node.states);
  return (
    <li className="sc-state" data-active={isActive} aria-current={isActive ? 'true' : undefined}>
      <div className="sc-state-name">
        <span className="sc-state-key">{node.key}</span>
        {isInitial && <span className="sc-tag">{t('dev.statecharts.initial')}</span>}
        {node.type === 'final' && <span className="sc-tag">{t('dev.statecharts.final')}</span>}
        {node.type === 'parallel' && (
          <span className="sc-tag">{t('dev.statecharts.parallel')}</span>
        )}
      </div>
      <Transitions node={node} active={isActive} />
      {children.length > 0 && (
        <ul className={node.type === 'parallel' ? 'sc-children sc-regions' : 'sc-children'}>
          {children.map((child) => (
            <StateBox key={child.key} node={child} active={active} />
          ))}
        </ul>
      )}
    </li>
  );
}

export function StateChart({
  machine,
  snapshot,
  name,
}: {
  machine: AnyStateMachine;
  snapshot: AnyMachineSnapshot;
  name: string;
}) {
  const { t } = useTranslation();
  const active = new Set(activeStatePaths(snapshot.value));
  const root = machine.root;
  return (
    <figure className="sc-chart" aria-label={t('dev.statecharts.chart', { name })}>
      <Transitions node={root} active />
      <ul className={root.type === 'parallel' ? 'sc-children sc-regions' : 'sc-children'}>
        {Object.values(root.states).map((child) => (
          <StateBox key={child.key} node={child} active={active} />
        ))}
      </ul>
    </figure>
  );
}
