import '../../i18n/english/player.ts';
import { shallowEqual, useSelector } from '@xstate/react';
import { Lightbulb } from 'lucide-react';
import { type ReactNode, useDeferredValue, useState } from 'react';
import type { ActorRefFrom } from 'xstate';
import { type ScrapeItem, searchedNow } from '../../domain/scrapeProgress.ts';
import { numberFormat } from '../../i18n/formats.ts';
import { useTranslation } from '../../i18n/useTranslation.ts';
import type { playerMachine } from '../../machines/player/player.machine.ts';
import { PlayerBackdrop } from './PlayerBackdrop.tsx';
import { ScrapeStatusIcon } from './ScrapeStatusIcon.tsx';
import { usePlayerChild } from './usePlayerChild.ts';

/** How many tips `player.scraping.tips` holds. */
const TIP_COUNT = 5;

/**
 * The search for a stream (spec doc 2 §2, §4 "Scraping progress"), over the dark player: each
 * source a row with its status (icon and words), its percentage while searched, why it failed, and
 * the embeds it found nested under it with theirs; a line saying what is searched now, for screen
 * readers as it changes; and a tip picked at random.
 */
export function ScrapingProgress({ player }: { player: ActorRefFrom<typeof playerMachine> }) {
  const { t } = useTranslation();
  const scraping = usePlayerChild(player, 'scraping');
  // Progress comes in bursts, and a search often ends within one: drawn at a transition's
  // priority, the rows wait for a free main thread, and are not drawn at all once the player has
  // moved on (the first percentage alone takes 15–20 ms on 2 cores: the locale's number format).
  const sources = useDeferredValue(
    useSelector(scraping, (snapshot) => snapshot?.context.sources ?? []),
  );
  // Compared by content: the player's every change would otherwise draw the list anew.
  const names = useSelector(
    player,
    (snapshot) =>
      Object.fromEntries(snapshot.context.scrapers.map((scraper) => [scraper.id, scraper.name])),
    shallowEqual,
  );
  const [tip] = useState(() => 1 + Math.floor(Math.random() * TIP_COUNT));
  const now = searchedNow(sources);
  const nameOf = (item: ScrapeItem & { embedScraperId?: string }) =>
    names[item.embedScraperId ?? item.id] ?? item.embedScraperId ?? item.id;
  return (
    <PlayerBackdrop>
      <section className="player-scraping" aria-labelledby="player-scraping-title">
        <h1 id="player-scraping-title">{t('player.scraping.title')}</h1>
        <p className="player-scrape-now" role="status">
          {now ? t('player.scraping.current', { name: nameOf(now) }) : t('player.findingSource')}
        </p>
        <ol className="player-scrape-list" aria-label={t('player.scraping.sources')}>
          {sources.map((source) => (
            <ScrapeRow key={source.id} item={source} name={nameOf(source)}>
              {source.embeds.length > 0 && (
                <ol
                  className="player-scrape-list player-scrape-embeds"
                  aria-label={t('player.scraping.embedsOf', { name: nameOf(source) })}
                >
                  {source.embeds.map((embed) => (
                    <ScrapeRow key={embed.id} item={embed} name={nameOf(embed)} />
                  ))}
                </ol>
              )}
            </ScrapeRow>
          ))}
        </ol>
        <p className="player-scrape-tip">
          <Lightbulb aria-hidden="true" size={18} />
          {t(`player.scraping.tips.${tip}`)}
        </p>
      </section>
    </PlayerBackdrop>
  );
}

/** One source or embed: its status icon, name, status in words (with the percentage) and reason. */
function ScrapeRow({
  item,
  name,
  children,
}: {
  item: ScrapeItem;
  name: string;
  children?: ReactNode;
}) {
  const { t, i18n } = useTranslation();
  const percentage =
    item.status === 'pending' && item.percentage > 0
      ? numberFormat(i18n.language, { style: 'percent' }).format(item.percentage / 100)
      : null;
  return (
    <li className="player-scrape-item" data-status={item.status}>
      <div className="player-scrape-row">
        <ScrapeStatusIcon status={item.status} />
        <span className="player-scrape-name">{name}</span>
        <span className="player-scrape-status">
          {t(`player.scraping.status.${item.status}`)}
          {percentage && ` ${percentage}`}
        </span>
      </div>
      {item.status === 'failure' && item.reason && (
        <p className="player-scrape-reason">{item.reason}</p>
      )}
      {children}
    </li>
  );
}
