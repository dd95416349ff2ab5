import '../../i18n/english/player.ts';
import { useActorRef, useSelector } from '@xstate/react';
import { type KeyboardEvent, type PointerEvent, useEffect, useRef, useState } from 'react';
import type { ActorRefFrom } from 'xstate';
import { formatPlaybackTime } from '../../domain/playback.ts';
import { useTranslation } from '../../i18n/useTranslation.ts';
import type { mediaMachine } from '../../machines/player/media.machine.ts';
import { seekingMachine } from '../../machines/player/seeking.machine.ts';
import type { CorsFetch } from '../../services/extension/index.ts';
import { loadThumbnails, type Thumbnail, thumbnailAt } from '../../services/player/thumbnails.ts';
import { useViewActorOptions } from '../app/useViewActorOptions.ts';

type Media = ActorRefFrom<typeof mediaMachine>;

/** The preview keeps this far from the ends of the bar (spec doc 2 §9 "preview offset margin"). */
const PREVIEW_MARGIN = 32;
/** The preview's width without a picture (the time alone), and a whole image's size. */
const PREVIEW_TEXT_WIDTH = 64;
const WHOLE_IMAGE = { width: 160, height: 90 };
/** Keys of the focused slider, in seconds: the arrows as the page's (5 s), pages as skip (10 s). */
const KEY_STEPS: Record<string, number> = {
  ArrowLeft: -5,
  ArrowRight: 5,
  PageDown: -10,
  PageUp: 10,
};

/** Where the pointer is over the bar, in pixels from its start. */
interface PointerAt {
  x: number;
  width: number;
}

/** The thumbnails of the stream's track, once loaded; none while loading or when it fails. */
function useThumbnails(
  url: string | undefined,
  corsFetch: CorsFetch | undefined,
): readonly Thumbnail[] {
  const [loaded, setLoaded] = useState<{ url: string; thumbnails: Thumbnail[] } | null>(null);
  useEffect(() => {
    if (!url) return;
    const controller = new AbortController();
    loadThumbnails(url, { signal: controller.signal, ...(corsFetch && { fetch: corsFetch }) }).then(
      (thumbnails) => setLoaded({ url, thumbnails }),
      (error: unknown) => {
        // Thumbnails are a nicety: playback goes on without them, and the console says why.
        if (!controller.signal.aborted) console.warn('No thumbnails:', error);
      },
    );
    return () => controller.abort();
  }, [url, corsFetch]);
  return loaded && loaded.url === url ? loaded.thumbnails : [];
}

/** The box's left edge: centred on `x`, kept inside the bar with the margin on both ends. */
function previewLeft(x: number, barWidth: number, boxWidth: number): number {
  const min = PREVIEW_MARGIN;
  const max = barWidth - PREVIEW_MARGIN - boxWidth;
  // A bar too narrow for box and margins: centre the box on it.
  if (max < min) return (barWidth - boxWidth) / 2;
  return Math.min(Math.max(x - boxWidth / 2, min), max);
}

const percent = (part: number, whole: number) =>
  whole > 0 ? `${Math.min(Math.max(part / whole, 0), 1) * 100}%` : '0%';

/**
 * The progress bar (spec doc 2 §2, §4 "Seeking"): the played and buffered ranges over an accessible
 * slider. Dragging goes through the seeking machine (it pauses, and plays again only if it was
 * playing); hovering or dragging shows the time there and, when the viewer wants them, the
 * stream's thumbnail for it (the track is not even fetched otherwise). `disabledBecause` stops it
 * seeking and says why (a watch party's guest follows the host).
 */
export function ProgressBar({
  media,
  corsFetch,
  thumbnails: withThumbnails,
  disabledBecause,
}: {
  media: Media;
  /** For a stream whose host does not allow CORS: the extension or a proxy fetches its files. */
  corsFetch?: CorsFetch;
  /** The preference enableThumbnails (default off): without it the preview shows the time alone. */
  thumbnails: boolean;
  disabledBecause?: string;
}) {
  const { t } = useTranslation();
  const time = useSelector(media, (snapshot) => snapshot.context.time);
  const duration = useSelector(media, (snapshot) => snapshot.context.duration);
  const buffered = useSelector(media, (snapshot) => snapshot.context.buffered);
  const trackUrl = useSelector(media, (snapshot) => snapshot.context.stream?.thumbnailTrack?.url);
  const corsAllowed = useSelector(
    media,
    (snapshot) => snapshot.context.stream?.flags.includes('cors-allowed') ?? true,
  );
  const thumbnails = useThumbnails(
    withThumbnails ? trackUrl : undefined,
    corsAllowed ? undefined : corsFetch,
  );

  const mediaRef = useRef(media);
  mediaRef.current = media;
  // Built once: the actions reach whichever media actor is current through the ref.
  const [logic] = useState(() =>
    seekingMachine.provide({
      actions: {
        pause: () => mediaRef.current.send({ type: 'media.pause' }),
        play: () => mediaRef.current.send({ type: 'media.play' }),
        seekTo: (_, { time: to }) => mediaRef.current.send({ type: 'media.seek', time: to }),
      },
    }),
  );
  const seeking = useActorRef(logic, { ...useViewActorOptions(), input: { duration } });
  useEffect(() => seeking.send({ type: 'media.durationChanged', duration }), [seeking, duration]);
  const dragTime = useSelector(seeking, (snapshot) => snapshot.context.dragTime);
  const dragging = dragTime !== null;
  // Handlers read the machine, not the last render: pointer events can outrun renders.
  const isDragging = () => seeking.getSnapshot().matches('dragging');

  const bar = useRef<HTMLDivElement>(null);
  const slider = useRef<HTMLInputElement>(null);
  const [pointer, setPointer] = useState<PointerAt | null>(null);

  const pointerAt = (event: PointerEvent<HTMLElement>): PointerAt => {
    const box = (bar.current as HTMLDivElement).getBoundingClientRect();
    return { x: Math.min(Math.max(event.clientX - box.left, 0), box.width), width: box.width };
  };
  const timeAt = ({ x, width }: PointerAt) => (width > 0 ? (x / width) * duration : 0);
  const isPlaying = () => {
    const snapshot = media.getSnapshot();
    return (
      snapshot.matches({ active: 'playing' }) || snapshot.matches({ active: { loading: 'wanted' } })
    );
  };

  const onPointerDown = (event: PointerEvent<HTMLDivElement>) => {
    if (event.button !== 0 || !duration || disabledBecause) return;
    const at = pointerAt(event);
    // Not a tap on the picture: on touch screens that would hide the controls being dragged.
    event.stopPropagation();
    // Moves outside the bar still drag it; jsdom has no pointer capture.
    event.currentTarget.setPointerCapture?.(event.pointerId);
    setPointer(at);
    seeking.send({ type: 'seek.start', time: timeAt(at), paused: !isPlaying() });
  };
  const onPointerMove = (event: PointerEvent<HTMLDivElement>) => {
    // A finger only hovers while it drags.
    if (!isDragging() && event.pointerType === 'touch') return;
    const at = pointerAt(event);
    setPointer(at);
    if (isDragging()) seeking.send({ type: 'seek.move', time: timeAt(at) });
  };
  const onPointerUp = (event: PointerEvent<HTMLDivElement>) => {
    if (!isDragging()) return;
    seeking.send({ type: 'seek.end', time: timeAt(pointerAt(event)) });
    // The slider takes the focus (after the press's own focus change), so the keys go on from here.
    slider.current?.focus({ preventScroll: true });
    // A finger lifted, or a drag let go off the bar: nothing hovers any more.
    const box = event.currentTarget.getBoundingClientRect();
    const off = event.clientX < box.left || event.clientX > box.left + box.width;
    if (event.pointerType === 'touch' || off) setPointer(null);
  };
  // The system took the pointer (a gesture, a lost window): the drag ends where it was.
  const onPointerCancel = () => {
    const { dragTime: at } = seeking.getSnapshot().context;
    if (isDragging() && at !== null) seeking.send({ type: 'seek.end', time: at });
    setPointer(null);
  };
  const keyTarget = (key: string): number | undefined => {
    if (key === 'Home') return 0;
    if (key === 'End') return duration;
    const step = KEY_STEPS[key];
    return step === undefined ? undefined : time + step;
  };
  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    const to = keyTarget(event.key);
    if (to === undefined) return;
    // The slider's own keys: not the browser's 0.1 s step, nor the page's arrow shortcut as well.
    event.preventDefault();
    event.stopPropagation();
    if (!disabledBecause) seeking.send({ type: 'seek.to', time: to });
  };

  const shown = dragTime ?? time;
  const previewTime = dragTime ?? (pointer ? timeAt(pointer) : null);
  const thumbnail = previewTime === null ? undefined : thumbnailAt(thumbnails, previewTime);
  const previewSize = thumbnail
    ? {
        width: thumbnail.width ?? WHOLE_IMAGE.width,
        height: thumbnail.height ?? WHOLE_IMAGE.height,
      }
    : null;
  const previewWidth = previewSize?.width ?? PREVIEW_TEXT_WIDTH;
  // While dragging, the box follows the dragged (clamped) time rather than the raw pointer.
  const previewX =
    pointer && previewTime !== null && duration > 0
      ? (previewTime / duration) * pointer.width
      : null;

  return (
    // The pointer lands on the bar; the keyboard and assistive technology use the slider in it.
    // Left to right in every language, as media timelines are (they follow the tape, not the text).
    <div
      ref={bar}
      dir="ltr"
      className="player-progress"
      data-dragging={dragging || undefined}
      onPointerDown={onPointerDown}
      onPointerMove={onPointerMove}
      onPointerUp={onPointerUp}
      onPointerCancel={onPointerCancel}
      onPointerLeave={() => {
        if (!isDragging()) setPointer(null);
      }}
    >
      <div className="player-progress-track">
        <div className="player-progress-buffered" style={{ width: percent(buffered, duration) }} />
        <div className="player-progress-played" style={{ width: percent(shown, duration) }} />
      </div>
      <input
        ref={slider}
        className="player-progress-slider"
        type="range"
        min={0}
        max={duration || 0}
        step={0.1}
        value={Math.min(shown, duration || 0)}
        aria-label={t('player.position')}
        aria-valuetext={formatPlaybackTime(shown)}
        aria-disabled={disabledBecause ? true : undefined}
        title={disabledBecause}
        onKeyDown={onKeyDown}
        // Other ways to set the value (assistive technology's increment, swipes) seek too.
        onChange={(event) => {
          if (!disabledBecause) seeking.send({ type: 'seek.to', time: Number(event.target.value) });
        }}
      />
      {pointer && previewX !== null && previewTime !== null && (
        // The slider's value text says the same to assistive technology.
        <div
          className="player-preview"
          aria-hidden="true"
          style={{ left: previewLeft(previewX, pointer.width, previewWidth), width: previewWidth }}
        >
          {thumbnail && previewSize && (
            <div
              className="player-preview-image"
              style={{
                ...previewSize,
                // The URL is a parsed URL's href: quotes in it are percent-encoded.
                backgroundImage: `url("${thumbnail.url}")`,
                backgroundPosition:
                  thumbnail.width === null ? 'center' : `${-thumbnail.x}px ${-thumbnail.y}px`,
                backgroundSize: thumbnail.width === null ? 'cover' : undefined,
              }}
            />
          )}
          <span className="player-preview-time">{formatPlaybackTime(previewTime)}</span>
        </div>
      )}
    </div>
  );
}
