import '../../i18n/english/player.ts';
import { Link } from '@tanstack/react-router';
import { useSelector } from '@xstate/react';
import type { ActorRefFrom } from 'xstate';
import { orderSources, type SourceOption } from '../../domain/sources.ts';
import { useTranslation } from '../../i18n/useTranslation.ts';
import type { playerMachine } from '../../machines/player/player.machine.ts';
import { useAppStores } from '../browse/details/useAppStores.ts';
import { usePlayerChild } from './usePlayerChild.ts';

type Player = ActorRefFrom<typeof playerMachine>;

/** What the picked source came to, when it came to nothing; null while looking or once found. */
const PROBLEMS = ['noStream', 'noEmbeds', 'failed'] as const;

/**
 * The sources of the title (spec doc 2 §2 `/source`, §4 "Source selection"), best first in the
 * viewer's order: the one playing is marked; picking one plays from it, and the list says when
 * the pick is being looked into, found nothing or failed.
 */
export function SourceList({ player, onPick }: { player: Player; onPick?: () => void }) {
  const { t } = useTranslation();
  const { preferences } = useAppStores();
  const order = useSelector(preferences, (snapshot) => snapshot.context);
  const scrapers = useSelector(player, (snapshot) => snapshot.context.scrapers);
  const providers = useSelector(player, (snapshot) => snapshot.context.providers);
  const mediaType = useSelector(player, (snapshot) => snapshot.context.meta?.media.type ?? 'movie');
  const playing = useSelector(player, (snapshot) => snapshot.context.playingFrom?.sourceId);
  const selection = usePlayerChild(player, 'sourceSelection');
  const picked = useSelector(selection, (snapshot) => snapshot?.context.source);
  const looking = useSelector(
    selection,
    (snapshot) =>
      snapshot?.matches('scrapingSource') || snapshot?.matches('scrapingEmbed') || false,
  );
  const problem = useSelector(selection, (snapshot) =>
    PROBLEMS.find((state) => snapshot?.matches(state)),
  );
  const sources = orderSources(scrapers, providers, mediaType, order);
  const pick = (source: SourceOption) => {
    player.send({ type: 'source.pick', source });
    onPick?.();
  };
  if (sources.length === 0)
    return <p className="player-panel-note">{t('player.settings.source.none')}</p>;
  return (
    <>
      <ul className="player-panel-list" aria-label={t('player.settings.source.list')}>
        {sources.map((source) => (
          <li key={source.id} aria-current={source.id === playing ? 'true' : undefined}>
            <button
              type="button"
              onClick={() => pick(source)}
              aria-busy={looking && picked?.id === source.id}
            >
              {source.name}{' '}
              <span>
                {source.id === playing
                  ? t('player.settings.source.current')
                  : source.kind === 'provider'
                    ? t('player.settings.source.provider')
                    : ''}
              </span>
            </button>
          </li>
        ))}
      </ul>
      {picked && looking && (
        <p className="player-panel-note" role="status">
          {t('player.settings.source.loading', { name: picked.name })}
        </p>
      )}
      <Link to="/settings" hash="source-order" target="_blank" className="player-panel-link">
        {t('player.settings.source.order')}
      </Link>
      {picked && problem && (
        <div className="player-panel-note" role="alert">
          <strong>{t(`player.settings.source.${problem}.title`)}</strong>
          <p>{t(`player.settings.source.${problem}.text`, { name: picked.name })}</p>
        </div>
      )}
    </>
  );
}

/** `/source/embeds`: the embeds a source found, for the viewer to pick one (doc 2 §4). */
export function EmbedList({ player }: { player: Player }) {
  const { t } = useTranslation();
  const selection = usePlayerChild(player, 'sourceSelection');
  const embeds = useSelector(selection, (snapshot) =>
    snapshot?.matches('choosingEmbed') ? snapshot.context.embeds : [],
  );
  return (
    <ul className="player-panel-list" aria-label={t('player.settings.source.embeds')}>
      {embeds.map((embed, index) => (
        <li key={`${embed.embedId}-${embed.url}`}>
          <button type="button" onClick={() => player.send({ type: 'embed.pick', embed })}>
            {t('player.settings.source.embed', { number: index + 1 })} <span>{embed.embedId}</span>
          </button>
        </li>
      ))}
    </ul>
  );
}
