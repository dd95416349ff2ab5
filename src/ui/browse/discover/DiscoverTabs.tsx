import '../../../i18n/english/discover.ts';
import { type KeyboardEvent, useRef } from 'react';
import { useTranslation } from '../../../i18n/useTranslation.ts';
import { DISCOVER_TABS, type DiscoverTab } from './tabs.ts';

export const tabId = (tab: DiscoverTab) => `discover-tab-${tab}`;
export const panelId = (tab: DiscoverTab) => `discover-panel-${tab}`;

const KEY_MOVES: Record<string, (index: number) => number> = {
  ArrowRight: (index) => (index + 1) % DISCOVER_TABS.length,
  ArrowLeft: (index) => (index - 1 + DISCOVER_TABS.length) % DISCOVER_TABS.length,
  Home: () => 0,
  End: () => DISCOVER_TABS.length - 1,
};

/**
 * The tabs of /discover (spec doc 3 §2), as the ARIA tabs pattern has them: one tab stop, arrow keys,
 * Home and End move between the tabs and show each as they reach it.
 */
export function DiscoverTabs({
  selected,
  onSelect,
}: {
  selected: DiscoverTab;
  onSelect: (tab: DiscoverTab) => void;
}) {
  const { t } = useTranslation();
  const tabs = useRef<Array<HTMLButtonElement | null>>([]);
  const onKeyDown = (event: KeyboardEvent) => {
    const move = KEY_MOVES[event.key];
    if (!move) return;
    event.preventDefault();
    const next = move(DISCOVER_TABS.indexOf(selected));
    tabs.current[next]?.focus();
    onSelect(DISCOVER_TABS[next] as DiscoverTab);
  };
  return (
    <div className="discover-tabs" role="tablist" aria-label={t('discover.tabs.label')}>
      {DISCOVER_TABS.map((tab, index) => (
        <button
          key={tab}
          ref={(element) => {
            tabs.current[index] = element;
          }}
          type="button"
          role="tab"
          id={tabId(tab)}
          aria-selected={tab === selected}
          aria-controls={panelId(tab)}
          tabIndex={tab === selected ? 0 : -1}
          className="discover-tab"
          onClick={() => onSelect(tab)}
          onKeyDown={onKeyDown}
        >
          {t(`discover.tabs.${tab}`)}
        </button>
      ))}
    </div>
  );
}
