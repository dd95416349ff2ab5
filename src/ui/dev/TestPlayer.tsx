import '../../i18n/english/dev.ts';
import { useActorRef, useSelector } from '@xstate/react';
import { type FormEvent, useState } from 'react';
import type { Stream, StreamQuality } from '../../contracts/stream.ts';
import { useTranslation } from '../../i18n/useTranslation.ts';
import { activeStatePaths } from '../../machines/graph.ts';
import { mediaMachine } from '../../machines/player/media.machine.ts';
import { useViewActorOptions } from '../app/useViewActorOptions.ts';
import { VideoSurface } from '../player/VideoSurface.tsx';
import { Button } from '../primitives/Button.tsx';
import './testPlayer.css';

type StreamKind = 'hls' | 'mp4';

/** Streams of the local media library (media/README.md). */
const PRESETS: Array<{ kind: StreamKind; url: string; label: string }> = [
  { kind: 'hls', url: '/library/test-card/master.m3u8', label: 'dev.player.presetHls' },
  { kind: 'mp4', url: '/library/countdown/720p.mp4', label: 'dev.player.presetMp4' },
];

function toStream(kind: StreamKind, url: string): Stream {
  const common = { id: 'dev-test', flags: [], captions: [] };
  return kind === 'hls'
    ? { ...common, type: 'hls', playlist: url }
    : { ...common, type: 'file', qualities: { unknown: { type: 'mp4', url } } };
}

/**
 * `/dev`: the test player (spec doc 2 §2). A stream URL, HLS or MP4, Start stream, and presets for
 * the sample library; with the media actor's state, time, qualities and audio tracks beside it.
 */
export function TestPlayer() {
  const { t } = useTranslation();
  const media = useActorRef(mediaMachine, useViewActorOptions());
  const [url, setUrl] = useState('');
  const [kind, setKind] = useState<StreamKind>('hls');
  // The deepest active state, e.g. `playing` or `wanted` (loading, asked to play).
  const state = useSelector(media, ({ value }) =>
    activeStatePaths(value).at(-1)?.split('.').at(-1),
  );
  const context = useSelector(media, (snapshot) => snapshot.context);

  const start = (streamKind: StreamKind, streamUrl: string) => {
    media.send({ type: 'stream.load', stream: toStream(streamKind, streamUrl), startAt: 0 });
    media.send({ type: 'media.play' });
  };
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (url.trim()) start(kind, url.trim());
  };

  return (
    <main className="test-player">
      <h1>{t('dev.player.title')}</h1>
      <form className="test-player-form" onSubmit={submit}>
        <label>
          {t('dev.player.url')}
          <input
            type="url"
            value={url}
            required
            onChange={(event) => setUrl(event.target.value)}
            placeholder="https://…/master.m3u8"
          />
        </label>
        <label>
          {t('dev.player.type')}
          <select value={kind} onChange={(event) => setKind(event.target.value as StreamKind)}>
            <option value="hls">HLS</option>
            <option value="mp4">MP4</option>
          </select>
        </label>
        <Button type="submit" variant="primary">
          {t('dev.player.start')}
        </Button>
      </form>
      <div className="test-player-presets">
        {PRESETS.map((preset) => (
          <Button key={preset.url} onClick={() => start(preset.kind, preset.url)}>
            {t(preset.label)}
          </Button>
        ))}
      </div>
      <VideoSurface media={media} className="test-player-video" />
      <div className="test-player-controls">
        <Button onClick={() => media.send({ type: 'media.togglePlay' })}>
          {t('dev.player.togglePlay')}
        </Button>
        <label>
          {t('dev.player.quality')}
          <select
            value={context.wantedQuality}
            disabled={context.qualities.length === 0}
            onChange={(event) =>
              media.send({
                type: 'media.setQuality',
                quality: event.target.value as StreamQuality | 'auto',
              })
            }
          >
            <option value="auto">{t('dev.player.auto')}</option>
            {context.qualities.map((quality) => (
              <option key={quality} value={quality}>
                {quality}
              </option>
            ))}
          </select>
        </label>
        <label>
          {t('dev.player.audio')}
          <select
            value={context.audioTrack ?? ''}
            disabled={context.audioTracks.length < 2}
            onChange={(event) =>
              media.send({ type: 'media.setAudioTrack', id: event.target.value })
            }
          >
            {context.audioTracks.map((track) => (
              <option key={track.id} value={track.id}>
                {track.label}
              </option>
            ))}
          </select>
        </label>
      </div>
      <dl className="test-player-facts">
        <dt>{t('dev.player.state')}</dt>
        <dd data-testid="media-state">{state}</dd>
        <dt>{t('dev.player.time')}</dt>
        <dd data-testid="media-time">
          {context.time.toFixed(1)} / {context.duration.toFixed(1)}
        </dd>
        <dt>{t('dev.player.playing')}</dt>
        <dd data-testid="media-quality">{context.quality ?? '–'}</dd>
        {context.error && (
          <>
            <dt>{t('dev.player.error')}</dt>
            <dd role="alert">{context.error.message || String(context.error.kind)}</dd>
          </>
        )}
      </dl>
    </main>
  );
}
