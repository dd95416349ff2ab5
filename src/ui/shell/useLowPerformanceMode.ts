import { useSelector } from '@xstate/react';
import { useEffect } from 'react';
import { useAppStores } from '../browse/details/useAppStores.ts';

/** The viewer's low performance mode (spec doc 1 §3, doc 3 §2). */
export function useLowPerformanceMode(): boolean {
  const { preferences } = useAppStores();
  return useSelector(preferences, (snapshot) => snapshot.context.enableLowPerformanceMode);
}

/**
 * Marks the page `data-performance="low"` while the mode is on: the stylesheets then drop their
 * transitions, decorative animations and blurs (styles.css).
 */
export function useLowPerformanceMark(): boolean {
  const low = useLowPerformanceMode();
  useEffect(() => {
    const root = document.documentElement;
    if (low) root.dataset.performance = 'low';
    else delete root.dataset.performance;
  }, [low]);
  return low;
}
