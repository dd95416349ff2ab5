import '../../i18n/english/player.ts';
import { Link, useLocation, useNavigate } from '@tanstack/react-router';
import { useSelector } from '@xstate/react';
import { useState } from 'react';
import type { ActorRefFrom } from 'xstate';
import { formatPlaybackTime } from '../../domain/playback.ts';
import type { TFunction } from '../../i18n/index.ts';
import { useTranslation } from '../../i18n/useTranslation.ts';
import type { PlaybackError } from '../../machines/player/media.machine.ts';
import type { playerMachine } from '../../machines/player/player.machine.ts';
import { reloadPage } from '../../services/browser/page.ts';
import { Button } from '../primitives/Button.tsx';
import { StatusScreen } from '../primitives/StatusScreen.tsx';
import { usePlayerChild } from './usePlayerChild.ts';
import { useSourcesPanel } from './useSourcesPanel.tsx';

type Player = ActorRefFrom<typeof playerMachine>;

/** Waiting for the title or its first source. */
export function Loading({ state }: { state: string }) {
  const { t } = useTranslation();
  return (
    <p className="player-loading" role="status">
      {t(state === 'scraping' ? 'player.findingSource' : 'player.loading')}
    </p>
  );
}

export function ResumePrompt({ player }: { player: Player }) {
  const { t } = useTranslation();
  const prompt = usePlayerChild(player, 'resumePrompt');
  const saved = useSelector(prompt, (snapshot) => snapshot?.context.saved?.watched ?? 0);
  return (
    <StatusScreen
      title={t('player.resume.title', { time: formatPlaybackTime(saved) })}
      actions={
        <>
          <Button variant="primary" onClick={() => player.send({ type: 'resume.accept' })}>
            {t('player.resume.accept')}
          </Button>
          <Button onClick={() => player.send({ type: 'resume.restart' })}>
            {t('player.resume.restart')}
          </Button>
        </>
      }
    />
  );
}

/**
 * "We couldn't find that" (doc 2 §8): no source has the title, and another may be picked by hand.
 * An address naming a season or an episode the show does not have has no title to look for: that
 * is "Couldn't find that media." (doc 1 §8), with nothing to pick.
 */
export function NotFoundScreen({ player }: { player: Player }) {
  const titleFound = useSelector(player, (snapshot) => snapshot.context.meta !== null);
  return titleFound ? (
    <ProblemScreen
      player={player}
      title="player.notFound.title"
      text="player.notFound.text"
      sources
    />
  ) : (
    <ProblemScreen
      player={player}
      title="player.notFound.mediaTitle"
      text="player.notFound.mediaText"
    />
  );
}

export function ProblemScreen({
  player,
  title,
  text,
  sources = false,
}: {
  player: Player;
  title: string;
  text: string;
  /** Offer the source list, to pick one by hand. */
  sources?: boolean;
}) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const name = useSelector(player, (snapshot) => snapshot.context.meta?.detail.title ?? '');
  const { openSources, panel } = useSourcesPanel(player);
  return (
    <>
      <StatusScreen
        title={t(title)}
        actions={
          <>
            <Button variant="primary" onClick={() => player.send({ type: 'player.retry' })}>
              {t('media.tryAgain')}
            </Button>
            {sources && <Button onClick={openSources}>{t('player.error.sources')}</Button>}
            <Button onClick={() => navigate({ to: '/' })}>{t('notFound.goHome')}</Button>
          </>
        }
      >
        <p>{t(text, { title: name })}</p>
      </StatusScreen>
      {panel}
    </>
  );
}

/** The element's error codes 1–4 have names; anything else is a generic media error. */
function errorKey(error: PlaybackError | null): string {
  const names: Record<number, string> = {
    1: 'aborted',
    2: 'network',
    3: 'decode',
    4: 'notSupported',
  };
  return `player.error.${(error?.kind === 'element' && names[error.code]) || 'generic'}`;
}

/**
 * Why the stream could not be played, as its player found it: the status its server answered, or
 * the player's own words (a playlist it could not parse, say). Element errors are named above.
 */
function streamReason(error: PlaybackError | null, t: TFunction): string | null {
  if (error?.kind !== 'display') return null;
  return error.status
    ? t('player.error.status', { status: error.status })
    : t('player.error.reason', { reason: error.message });
}

export function PlaybackErrorScreen({ player }: { player: Player }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const error = useSelector(player, (snapshot) => snapshot.context.error);
  const reason = streamReason(error, t);
  const [shown, setShown] = useState(false);
  const { openSources, panel } = useSourcesPanel(player);
  return (
    <>
      <StatusScreen
        badge={t('errorScreen.badge')}
        title={t('player.error.title')}
        actions={
          <>
            <Button onClick={() => setShown((open) => !open)} aria-expanded={shown}>
              {t('player.error.show')}
            </Button>
            <Button onClick={openSources}>{t('player.error.sources')}</Button>
            <Button variant="primary" onClick={() => player.send({ type: 'player.retry' })}>
              {t('media.tryAgain')}
            </Button>
            <Button onClick={() => navigate({ to: '/' })}>{t('notFound.goHome')}</Button>
            <Button onClick={reloadPage}>{t('notFound.reload')}</Button>
          </>
        }
      >
        <p>{t(errorKey(error))}</p>
        {reason && <p>{reason}</p>}
        {shown && <pre className="player-error-details">{JSON.stringify(error, null, 2)}</pre>}
      </StatusScreen>
      {panel}
    </>
  );
}

/**
 * The extension-disabled screen (spec doc 2 §2): the source's stream needs the browser extension,
 * which is missing (or not allowed here), or could not ready it. Setting it up comes back here.
 */
export function ExtensionNeededScreen({ player }: { player: Player }) {
  const { t } = useTranslation();
  const failure = useSelector(player, (snapshot) => snapshot.context.extensionFailure);
  const here = useLocation({ select: (location) => location.href });
  const { openSources, panel } = useSourcesPanel(player);
  return (
    <>
      <StatusScreen
        title={t('player.extensionNeeded.title')}
        actions={
          <>
            <Link
              className="button button-primary"
              to="/onboarding/{-$page}"
              params={{ page: 'extension' }}
              search={{ redirect: here }}
            >
              {t('player.extensionNeeded.setUp')}
            </Link>
            <Button onClick={() => player.send({ type: 'player.retry' })}>
              {t('media.tryAgain')}
            </Button>
            <Button onClick={openSources}>{t('player.error.sources')}</Button>
          </>
        }
      >
        <p>{t('player.extensionNeeded.text')}</p>
        {failure && <p>{t('player.extensionNeeded.failed', { reason: failure })}</p>}
      </StatusScreen>
      {panel}
    </>
  );
}
