import { useEffect, useRef } from 'react';
import type { ActorRefFrom } from 'xstate';
import type { mediaMachine } from '../../machines/player/media.machine.ts';

/** The page's video element, handed to the media actor that plays streams in it. */
export function VideoSurface({
  media,
  className,
}: {
  media: ActorRefFrom<typeof mediaMachine>;
  className?: string;
}) {
  const video = useRef<HTMLVideoElement>(null);
  useEffect(() => {
    if (video.current) media.send({ type: 'element.attach', element: video.current });
  }, [media]);
  // biome-ignore lint/a11y/useMediaCaption: the player draws captions itself, styled and delayed as the viewer sets them (doc 2 §4), so the element has no <track>.
  return <video ref={video} className={className} playsInline />;
}
