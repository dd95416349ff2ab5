import '../../i18n/english/player.ts';
import { useSelector } from '@xstate/react';
import { useState } from 'react';
import type { ActorRefFrom } from 'xstate';
import type { ScrapeItem } from '../../domain/scrapeProgress.ts';
import { useTranslation } from '../../i18n/useTranslation.ts';
import type { playerMachine } from '../../machines/player/player.machine.ts';
import { usePlayerChild } from './usePlayerChild.ts';

/** How many tips `player.scraping.tips` holds. */
const TIP_COUNT = 5;

/**
 * The search for a stream (spec doc 2 §2): each source with its status, the embeds it found under
 * it, and a tip picked at random.
 */
export function ScrapingProgress({ player }: { player: ActorRefFrom<typeof playerMachine> }) {
  const { t } = useTranslation();
  const scraping = usePlayerChild(player, 'scraping');
  const sources = useSelector(scraping, (snapshot) => snapshot?.context.sources ?? []);
  const names = useSelector(player, (snapshot) =>
    Object.fromEntries(snapshot.context.scrapers.map((scraper) => [scraper.id, scraper.name])),
  );
  const [tip] = useState(() => 1 + Math.floor(Math.random() * TIP_COUNT));
  const label = (item: ScrapeItem, name = names[item.id] ?? item.id) => (
    <>
      <span className="player-scrape-name">{name}</span>{' '}
      <span className="player-scrape-status">{t(`player.scraping.status.${item.status}`)}</span>
      {item.reason && <span className="player-scrape-reason"> — {item.reason}</span>}
    </>
  );
  return (
    <section className="player-scraping" aria-labelledby="player-scraping-title">
      <h1 id="player-scraping-title">{t('player.scraping.title')}</h1>
      <ol className="player-scrape-list" aria-label={t('player.scraping.sources')}>
        {sources.map((source) => (
          <li key={source.id} data-status={source.status}>
            {label(source)}
            {source.embeds.length > 0 && (
              <ol>
                {source.embeds.map((embed) => (
                  <li key={embed.id} data-status={embed.status}>
                    {label(embed, names[embed.embedScraperId] ?? embed.embedScraperId)}
                  </li>
                ))}
              </ol>
            )}
          </li>
        ))}
      </ol>
      <p className="player-scrape-tip">{t(`player.scraping.tips.${tip}`)}</p>
    </section>
  );
}
