import '../../i18n/english/player.ts';
import { useLocation, useNavigate } from '@tanstack/react-router';
import { useActorRef, useSelector } from '@xstate/react';
import { useEffect, useRef, useState } from 'react';
import type { ActorRefFrom } from 'xstate';
import { formatMediaId, type MediaIdParts } from '../../domain/mediaId.ts';
import { playerMachine } from '../../machines/player/player.machine.ts';
import { useConfig } from '../app/AppActor.ts';
import { useCatalogue } from '../app/catalogue.ts';
import { useViewActorOptions } from '../app/useViewActorOptions.ts';
import { useAppStores } from '../browse/details/useAppStores.ts';
import { pageStreamAccess } from '../setup/streamAccess.ts';
import { ChoosingSource } from './ChoosingSource.tsx';
import { useCorsFetch } from './corsFetch.ts';
import { HumanCheckDialog } from './HumanCheckDialog.tsx';
import { PlayerBackdrop } from './PlayerBackdrop.tsx';
import {
  ExtensionNeededScreen,
  Loading,
  NotFoundScreen,
  PlaybackErrorScreen,
  ProblemScreen,
  ResumePrompt,
} from './PlayerStatusScreens.tsx';
import { PlayingView } from './PlayingView.tsx';
import { partyControlOf, useShowInParty, useWatchParty } from './party/WatchPartyContext.ts';
import { ScrapingProgress } from './ScrapingProgress.tsx';
import { useEmbedProviders, useScraper } from './scraper.ts';
import { useOnboardingGate } from './useOnboardingGate.ts';
import './player.css';

type Player = ActorRefFrom<typeof playerMachine>;

export interface PlayerPageProps {
  id: MediaIdParts;
  seasonId?: string;
  episodeId?: string;
}

/**
 * `/media/{id}[/{seasonId}/{episodeId}]`: the player (spec doc 2 §2, §4). What shows follows the
 * player machine: loading, the resume prompt, the video with its controls, or a screen for a title
 * without a source, a playback error or metadata that could not be loaded.
 */
export function PlayerPage(props: PlayerPageProps) {
  const gate = useOnboardingGate();
  const here = useLocation({ select: (location) => location.href });
  const navigate = useNavigate();
  // Once: the page re-renders while the onboarding page loads, and must not navigate again.
  const sent = useRef(false);
  useEffect(() => {
    if (gate !== 'onboarding' || sent.current) return;
    sent.current = true;
    void navigate({
      to: '/onboarding/{-$page}',
      params: { page: undefined },
      search: { redirect: here },
      replace: true,
    });
  }, [gate, here, navigate]);
  if (gate !== 'play') {
    return (
      <PlayerBackdrop>
        <Loading state="onboarding" />
      </PlayerBackdrop>
    );
  }
  return <Player {...props} />;
}

function Player({ id, seasonId, episodeId }: PlayerPageProps) {
  const { tmdb } = useCatalogue();
  const stores = useAppStores();
  const scraper = useScraper();
  const corsFetch = useCorsFetch();
  const providers = useEmbedProviders();
  const config = useConfig();
  const navigate = useNavigate();
  const { party } = useWatchParty();
  const partyRef = useRef(party);
  partyRef.current = party;
  const [logic] = useState(() =>
    playerMachine.provide({
      actions: {
        // A guest's player does not go on to the next episode: the host chooses (doc 2 §6).
        openEpisode: (_, next) =>
          !partyControlOf(partyRef.current?.getSnapshot()).guest &&
          navigate({
            to: '/media/$mediaId/{-$seasonId}/{-$episodeId}',
            params: { mediaId: formatMediaId(id), ...next },
          }),
        offerSources: () =>
          navigate({ to: '.', search: (previous) => ({ ...previous, r: '/settings/source' }) }),
      },
    }),
  );
  const player = useActorRef(logic, {
    ...useViewActorOptions(),
    input: {
      tmdb,
      scraper,
      providers,
      origin: location.origin,
      stores: {
        progress: stores.progress,
        preferences: stores.preferences,
        bookmarks: stores.bookmarks,
        subtitles: stores.subtitles,
        interfaceSettings: stores.interfaceSettings,
      },
      corsFetch,
      streamAccess: pageStreamAccess,
      subtitleLookupUrl: config.SUBTITLES_URL,
      address: { id, seasonId, episodeId },
      allowAutoplay: config.ALLOW_AUTOPLAY,
      introSkip: { baseUrl: config.INTRO_SKIP_URL, key: config.INTRO_SKIP_KEY },
    },
  });
  useShowInParty(useSelector(player, (snapshot) => snapshot.context.meta));
  const state = useSelector(player, (snapshot) =>
    typeof snapshot.value === 'string'
      ? snapshot.value
      : (Object.keys(snapshot.value)[0] ?? 'idle'),
  );
  return (
    <>
      <PlayerScreen player={player} state={state} />
      {/* A scrape may wait for the viewer's human check, whatever shows. */}
      <HumanCheckDialog />
    </>
  );
}

/** The player's screen in its state; those without a picture on the backdrop, as full-window. */
function PlayerScreen({ player, state }: { player: Player; state: string }) {
  switch (state) {
    case 'playing':
      return <PlayingView player={player} />;
    case 'scraping':
      return <ScrapingProgress player={player} />;
    case 'choosingSource':
      return <ChoosingSource player={player} />;
    default:
      return (
        <PlayerBackdrop>
          <PlayerStatusScreen player={player} state={state} />
        </PlayerBackdrop>
      );
  }
}

/** The states without a picture: the resume prompt, the problems, and loading. */
function PlayerStatusScreen({ player, state }: { player: Player; state: string }) {
  switch (state) {
    case 'resume':
      return <ResumePrompt player={player} />;
    case 'scrapeNotFound':
      return <NotFoundScreen player={player} />;
    case 'metaFailed':
      return (
        <ProblemScreen player={player} title="media.failedToLoad" text="media.failedToLoadText" />
      );
    case 'playbackError':
      return <PlaybackErrorScreen player={player} />;
    case 'extensionNeeded':
      return <ExtensionNeededScreen player={player} />;
    default:
      return <Loading state={state} />;
  }
}
