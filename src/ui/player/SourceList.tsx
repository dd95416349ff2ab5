import '../../i18n/english/player.ts';
import { Link } from '@tanstack/react-router';
import { useSelector } from '@xstate/react';
import { useId } from 'react';
import type { ActorRefFrom } from 'xstate';
import type { ScrapeItemStatus } from '../../domain/scrapeProgress.ts';
import { orderSources, type SourceOption } from '../../domain/sources.ts';
import { useTranslation } from '../../i18n/useTranslation.ts';
import type { playerMachine } from '../../machines/player/player.machine.ts';
import {
  type FoundEmbed,
  type PickOutcome,
  type PickState,
  type PickStatus,
  pickState,
} from '../../machines/player/sourceSelection.machine.ts';
import { useAppStores } from '../browse/details/useAppStores.ts';
import { ScrapeStatusIcon } from './ScrapeStatusIcon.tsx';
import { usePlayerChild } from './usePlayerChild.ts';

type Player = ActorRefFrom<typeof playerMachine>;

/** The icon of a pick's status. */
const ICON_OF: Record<PickStatus, ScrapeItemStatus> = {
  loading: 'pending',
  choosingEmbed: 'success',
  noStream: 'notfound',
  noEmbeds: 'notfound',
  failed: 'failure',
};

/** The pick under way or how it ended, as the player's source selection has it. */
function usePick(player: Player): PickState | null {
  const selection = usePlayerChild(player, 'sourceSelection');
  return useSelector(selection, pickState);
}

/** How earlier picks came to nothing, by source id. */
function usePastOutcomes(player: Player): Record<string, PickOutcome> {
  const selection = usePlayerChild(player, 'sourceSelection');
  return useSelector(selection, (snapshot) => snapshot?.context.outcomes ?? NO_OUTCOMES);
}
const NO_OUTCOMES: Record<string, PickOutcome> = {};

/** The embed scrapers' names, by id, as the scraping API lists them. */
function useEmbedNames(player: Player): Record<string, string> {
  const scrapers = useSelector(player, (snapshot) => snapshot.context.scrapers);
  return Object.fromEntries(scrapers.map(({ id, name }) => [id, name]));
}

const sameEmbed = (a: FoundEmbed | null, b: FoundEmbed) =>
  a?.embedId === b.embedId && a.url === b.url;

/**
 * The sources of the title (spec doc 2 §2 `/source`, §4 "Source selection"), best first in the
 * viewer's order: the one playing is marked; picking one plays from it, and its row says what the
 * pick comes to — looking, several embeds to pick from (`onChooseEmbed` shows them), no stream, no
 * embeds, failed — while what plays goes on.
 */
export function SourceList({
  player,
  onPick,
  onChooseEmbed,
}: {
  player: Player;
  onPick?: () => void;
  onChooseEmbed?: () => void;
}) {
  const { t } = useTranslation();
  const { preferences } = useAppStores();
  const order = useSelector(preferences, (snapshot) => snapshot.context);
  const scrapers = useSelector(player, (snapshot) => snapshot.context.scrapers);
  const providers = useSelector(player, (snapshot) => snapshot.context.providers);
  const mediaType = useSelector(player, (snapshot) => snapshot.context.meta?.media.type ?? 'movie');
  const playing = useSelector(player, (snapshot) => snapshot.context.playingFrom?.sourceId);
  const pick = usePick(player);
  const outcomes = usePastOutcomes(player);
  const names = useEmbedNames(player);
  const sources = orderSources(scrapers, providers, mediaType, order);
  if (sources.length === 0)
    return <p className="player-panel-note">{t('player.settings.source.none')}</p>;
  return (
    <>
      <ul
        className="player-panel-list player-source-list"
        aria-label={t('player.settings.source.list')}
      >
        {sources.map((source) => (
          <SourceRow
            key={source.id}
            source={source}
            playing={source.id === playing}
            // The pick under way says how it goes; earlier ones how they ended.
            said={pick?.source.id === source.id ? pick : (outcomes[source.id] ?? null)}
            nameOf={(embed) => names[embed.embedId] ?? embed.embedId}
            onPick={() => {
              player.send({ type: 'source.pick', source });
              onPick?.();
            }}
            onChooseEmbed={onChooseEmbed}
          />
        ))}
      </ul>
      <Link to="/settings" hash="source-order" target="_blank" className="player-panel-link">
        {t('player.settings.source.order')}
      </Link>
    </>
  );
}

function SourceRow({
  source,
  playing,
  said,
  nameOf,
  onPick,
  onChooseEmbed,
}: {
  source: SourceOption;
  playing: boolean;
  /** What the row says of a pick of this source. */
  said: (Pick<PickState, 'status' | 'embed'> & { embeds?: FoundEmbed[] }) | null;
  nameOf: (embed: FoundEmbed) => string;
  onPick: () => void;
  onChooseEmbed?: () => void;
}) {
  const { t } = useTranslation();
  const noteId = useId();
  // What this row says: the pick under way, or else that it plays.
  const icon = said ? ICON_OF[said.status] : playing ? 'success' : null;
  return (
    <li aria-current={playing ? 'true' : undefined} data-status={said?.status}>
      <button
        type="button"
        className="player-source-button"
        onClick={onPick}
        aria-describedby={noteId}
      >
        <span className="player-source-name">{source.name}</span>{' '}
        <span className="player-source-tag">
          {playing
            ? t('player.settings.source.current')
            : source.kind === 'provider'
              ? t('player.settings.source.provider')
              : ''}
          {icon && <ScrapeStatusIcon status={icon} />}
        </span>
      </button>
      {/* Present before anything is said in it, so that screen readers announce what comes. */}
      <div id={noteId} role="status" className="player-source-note">
        {said && (
          <PickNote
            status={said.status}
            name={said.embed ? nameOf(said.embed) : source.name}
            count={said.embeds?.length ?? 0}
            onChooseEmbed={onChooseEmbed}
          />
        )}
      </div>
    </li>
  );
}

/** A source list state's title and text (doc 2 §2 "Source list states", §8). */
function PickNote({
  status,
  name,
  count,
  onChooseEmbed,
}: {
  status: PickStatus;
  name: string;
  count: number;
  onChooseEmbed?: () => void;
}) {
  const { t } = useTranslation();
  return (
    <>
      <strong>{t(`player.settings.source.${status}.title`)}</strong>{' '}
      <span>{t(`player.settings.source.${status}.text`, { name, count })}</span>
      {status === 'choosingEmbed' && onChooseEmbed && (
        <button type="button" className="player-source-more" onClick={onChooseEmbed}>
          {t('player.settings.source.choosingEmbed.show')}
        </button>
      )}
    </>
  );
}

/**
 * `/source/embeds`: the embeds a source found, for the viewer to pick one (doc 2 §4); the one
 * picked says how it goes, and after it failed another may be tried.
 */
export function EmbedList({ player }: { player: Player }) {
  const { t } = useTranslation();
  const pick = usePick(player);
  const names = useEmbedNames(player);
  return (
    <ul
      className="player-panel-list player-source-list"
      aria-label={t('player.settings.source.embeds')}
    >
      {(pick?.embeds ?? []).map((embed, index) => (
        <EmbedRow
          key={`${embed.embedId}-${embed.url}`}
          number={index + 1}
          name={names[embed.embedId] ?? embed.embedId}
          status={pick && sameEmbed(pick.embed, embed) ? pick.status : null}
          onPick={() => player.send({ type: 'embed.pick', embed })}
        />
      ))}
    </ul>
  );
}

function EmbedRow({
  number,
  name,
  status,
  onPick,
}: {
  number: number;
  name: string;
  /** How the pick of this embed goes, when it is the one picked. */
  status: PickStatus | null;
  onPick: () => void;
}) {
  const { t } = useTranslation();
  const noteId = useId();
  return (
    <li data-status={status ?? undefined}>
      <button
        type="button"
        className="player-source-button"
        onClick={onPick}
        aria-describedby={noteId}
      >
        <span className="player-source-name">{t('player.settings.source.embed', { number })}</span>{' '}
        <span className="player-source-tag">
          {name}
          {status && <ScrapeStatusIcon status={ICON_OF[status]} />}
        </span>
      </button>
      <div id={noteId} role="status" className="player-source-note">
        {status && <PickNote status={status} name={name} count={0} />}
      </div>
    </li>
  );
}
