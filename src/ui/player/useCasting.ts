import '../../i18n/english/player.ts';
import { useSelector } from '@xstate/react';
import { useEffect, useRef, useState } from 'react';
import { type ActorRefFrom, createActor } from 'xstate';
import { type CastSource, castSourceOf } from '../../domain/cast.ts';
import { enabledM3u8Proxies } from '../../domain/m3u8Proxies.ts';
import { useTranslation } from '../../i18n/useTranslation.ts';
import {
  CUSTOM_CAPTION_LANGUAGE,
  type captionsMachine,
} from '../../machines/player/captions.machine.ts';
import { castingMachine } from '../../machines/player/casting.machine.ts';
import type { mediaMachine } from '../../machines/player/media.machine.ts';
import type { playerMachine } from '../../machines/player/player.machine.ts';
import { findCastAdapter } from '../../services/cast/index.ts';
import type { SubtitlesStore } from '../../services/storage/index.ts';
import { m3u8ProxyEnabledStore } from '../../services/storage/stores/m3u8ProxyEnabled.ts';
import { useConfig } from '../app/AppActor.ts';
import { useViewActorOptions } from '../app/useViewActorOptions.ts';
import { useAppStores } from '../browse/details/useAppStores.ts';
import { languageName } from './CaptionPages.tsx';
import { usePlayerChild } from './usePlayerChild.ts';

export type CastingRef = ActorRefFrom<typeof castingMachine>;

/** What the device needs to know, read when it is asked to play. */
interface Playing {
  media: ActorRefFrom<typeof mediaMachine> | undefined;
  captions: ActorRefFrom<typeof captionsMachine> | undefined;
  title: string;
  poster: string | undefined;
  subtitles: SubtitlesStore;
  /** The name of a caption's language, for the device's caption menu. */
  captionLabel: (language: string) => string;
}

/** The source playing, at the viewer's position, with the captions shown and their delay. */
function castSourceNow({
  media,
  captions,
  title,
  poster,
  subtitles,
  captionLabel,
}: Playing): CastSource | null {
  const playing = media?.getSnapshot().context;
  if (!playing?.stream) return null;
  const shown = captions?.getSnapshot();
  const caption = shown?.matches('on') ? shown.context.selected : null;
  const { delay, styling } = subtitles.getSnapshot().context;
  return castSourceOf({
    stream: playing.stream,
    quality: playing.quality,
    // The element's own position: the last time reported may be a quarter second old.
    time: playing.element?.currentTime ?? playing.time,
    title,
    poster,
    base: location.href,
    captions:
      caption && shown
        ? {
            cues: shown.context.cues,
            delay,
            // A dropped file's language is unknown: "undetermined" in BCP 47.
            language: caption.language === CUSTOM_CAPTION_LANGUAGE ? 'und' : caption.language,
            label: captionLabel(caption.language),
            style: styling,
          }
        : undefined,
  });
}

/**
 * The player's casting (spec doc 2 §4): a casting actor for the page's video element, once there
 * is one, that casts the source playing and pauses and resumes the local video around it. Undefined
 * until the video element is there (an embedded page has none).
 */
export function useCasting(player: ActorRefFrom<typeof playerMachine>): CastingRef | undefined {
  const { t, i18n } = useTranslation();
  const media = usePlayerChild(player, 'media');
  const captions = usePlayerChild(player, 'captions');
  const meta = useSelector(player, (snapshot) => snapshot.context.meta);
  const stores = useAppStores();
  const { subtitles } = stores;
  // The M3U8 proxies switched off on the admin page are left out (spec doc 3 §2).
  const m3u8Proxies = stores.opened(m3u8ProxyEnabledStore);
  const { CAST_SDK_URL, M3U8_PROXY_URLS } = useConfig();
  const viewOptions = useViewActorOptions();
  const element = useSelector(media, (snapshot) => snapshot?.context.element ?? null);
  const stream = useSelector(media, (snapshot) => snapshot?.context.stream ?? null);
  const caption = useSelector(captions, (snapshot) =>
    snapshot?.matches('on') ? snapshot.context.selected?.id : undefined,
  );

  const episode = meta?.media.type === 'show' ? meta.media : undefined;
  const playingNow: Playing = {
    media,
    captions,
    title: episode
      ? `${meta?.detail.title} – ${t('media.episodeShort', { season: episode.season.number, episode: episode.episode.number })} ${episode.episode.title}`
      : (meta?.detail.title ?? ''),
    poster: meta?.detail.posterUrl ?? undefined,
    subtitles,
    captionLabel: (language) =>
      language === CUSTOM_CAPTION_LANGUAGE
        ? t('player.captionMenu.custom')
        : languageName(language, i18n.language),
  };
  // The actor is made once per video element: it reads what plays through this.
  const playing = useRef(playingNow);
  playing.current = playingNow;

  const [casting, setCasting] = useState<CastingRef>();
  useEffect(() => {
    if (!element) return;
    const logic = castingMachine.provide({
      actions: {
        pauseLocal: () => playing.current.media?.send({ type: 'media.pause' }),
        resumeLocal: (_, { time }) => playing.current.media?.send({ type: 'media.seek', time }),
      },
    });
    const actor = createActor(logic, {
      ...viewOptions,
      input: {
        detect: () =>
          findCastAdapter({
            element,
            sdkUrl: CAST_SDK_URL,
            hlsProxyUrls: enabledM3u8Proxies(M3U8_PROXY_URLS, m3u8Proxies.getSnapshot().context),
          }),
        current: () => castSourceNow(playing.current),
      },
    }).start();
    setCasting(actor);
    return () => {
      actor.stop();
      setCasting(undefined);
    };
  }, [element, CAST_SDK_URL, M3U8_PROXY_URLS, m3u8Proxies, viewOptions]);

  // While casting, the device follows another source, and other captions (ignored otherwise).
  useEffect(() => {
    if (stream) casting?.send({ type: 'source.changed' });
  }, [casting, stream]);
  const captionSeen = useRef(caption);
  useEffect(() => {
    if (captionSeen.current === caption) return;
    captionSeen.current = caption;
    casting?.send({ type: 'captions.changed' });
  }, [casting, caption]);

  return casting;
}
