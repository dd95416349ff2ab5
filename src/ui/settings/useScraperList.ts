import { useActorRef, useSelector } from '@xstate/react';
import { sourceListMachine } from '../../machines/settings/sourceList.machine.ts';
import { useViewActorOptions } from '../app/useViewActorOptions.ts';
import { useScraper } from '../player/scraper.ts';

/** The scraping API's scrapers, for the order lists of a page: loading, ready or failed. */
export function useScraperList() {
  const list = useActorRef(sourceListMachine, {
    ...useViewActorOptions(),
    input: { scraper: useScraper() },
  });
  const state = useSelector(list, (snapshot) =>
    snapshot.matches('ready') ? 'ready' : snapshot.matches('failed') ? 'failed' : 'loading',
  );
  const scrapers = useSelector(list, (snapshot) => snapshot.context.scrapers);
  return { state, scrapers, retry: () => list.send({ type: 'sources.retry' }) };
}

export type ScraperList = ReturnType<typeof useScraperList>;
